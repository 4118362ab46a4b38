/// A path as seen from another folder, for links in a report written somewhere else.
enum RelativePath {
    /// `path` (relative to `directory`, or absolute) as a path relative to `folder` (the same),
    /// with `..` where it climbs; absolute when the two share nothing but the root, where a
    /// relative path would only climb to `/` and down again.
    static func of(_ path: String, from folder: String, in directory: String) -> String {
        let target = ComparablePath.normalized(path.hasPrefix("/") ? path : directory + "/" + path)
        let base = ComparablePath.normalized(folder.hasPrefix("/") ? folder : directory + "/" + folder)
        let targetParts = target.split(separator: "/")
        let baseParts = base.split(separator: "/")
        var shared = 0
        while shared < min(targetParts.count, baseParts.count) && targetParts[shared] == baseParts[shared] { shared += 1 }
        guard shared > 0 else { return target }
        let climb = Array(repeating: "..", count: baseParts.count - shared)
        return (climb + targetParts[shared...].map(String.init)).joined(separator: "/")
    }
}
