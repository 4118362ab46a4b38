/// Lexical path arithmetic on `/`-separated paths: no disk access, no symlink resolution,
/// so results only hold when both paths are given in the same form (both absolute, or both
/// relative to the same working directory).
enum PathText {
    /// The path's components with `.` dropped and `..` folded into its parent where it has one.
    static func components(of path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = result.last, last != ".." {
                result.removeLast()
                continue
            }
            if part == "..", path.hasPrefix("/") {
                // Above the root is the root.
                continue
            }
            result.append(String(part))
        }
        return result
    }

    /// The path in normal form: no `.`, no doubled or trailing `/`.
    static func normalized(_ path: String) -> String {
        let joined = components(of: path).joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined
    }

    /// The folder a file is in ("" for a bare file name: the working directory).
    static func directory(of path: String) -> String {
        let parts = components(of: path)
        let parent = parts.dropLast().joined(separator: "/")
        if path.hasPrefix("/") { return "/" + parent }
        return parent
    }

    /// `path` written relative to the folder `base`; `path` normalized when one is absolute
    /// and the other is not, since that cannot be decided without the working directory.
    static func relative(_ path: String, to base: String) -> String {
        guard path.hasPrefix("/") == base.hasPrefix("/") else { return normalized(path) }
        let target = components(of: path)
        let from = components(of: base)
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] {
            common += 1
        }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + target[common...]).joined(separator: "/")
    }

    /// `name` inside the folder `directory`.
    static func joining(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        if directory.hasSuffix("/") { return directory + name }
        return directory + "/" + name
    }
}
