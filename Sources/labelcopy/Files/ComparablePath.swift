/// A file's path spelled the same however it was typed, so `report --compare` matches a
/// finding whether either run named the corpus `Corpus`, `./Corpus` or `/work/app/Corpus`.
enum ComparablePath {
    /// `path` relative to `directory` when it lies inside it, absolute otherwise, with `.`,
    /// `..` and repeated slashes taken out. Symbolic links are left as they are: a report
    /// records paths, not inodes, and an earlier report's files may no longer exist.
    static func of(_ path: String, in directory: String) -> String {
        let absolute = normalized(path.hasPrefix("/") ? path : directory + "/" + path)
        let base = normalized(directory)
        if absolute == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// An absolute path without empty, `.` and `..` components.
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
