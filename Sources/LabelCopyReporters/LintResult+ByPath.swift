import LabelCopyCore

extension LintResult {
    /// Every path with errors or findings, sorted, with the indices of its errors and of its
    /// findings in `errors` and `findings`, in their order: what the reporters that group by
    /// file (Checkstyle, JUnit) walk.
    func indicesByPath() -> [(path: String, errors: [Int], findings: [Int])] {
        let errorsByPath = Dictionary(grouping: errors.indices) { errors[$0].location.path }
        let findingsByPath = Dictionary(grouping: findings.indices) { findings[$0].location.path }
        return Set(errorsByPath.keys).union(findingsByPath.keys).sorted().map { path in
            (path, errorsByPath[path] ?? [], findingsByPath[path] ?? [])
        }
    }
}
