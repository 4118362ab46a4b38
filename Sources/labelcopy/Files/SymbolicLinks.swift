import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths through symbolic links, as `fix` writes and the folder walk reads them.
enum SymbolicLinks {
    /// `path` with every symbolic link in it resolved, or `path` itself when it cannot be.
    static func resolved(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` (relative to `directory`, or absolute) as an absolute path with the symbolic links
    /// of its longest existing start resolved and the rest appended, `..` included: for a file
    /// that does not exist (yet), such as a missing path a report lists, under a linked folder.
    static func resolvedAsFarAsExists(_ path: String, in directory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        var head = absolute
        var tail: [String] = []
        while true {
            if let resolved = realpath(head, nil) {
                defer { free(resolved) }
                let start = String(cString: resolved)
                guard !tail.isEmpty else { return start }
                return ComparablePath.normalized(start + "/" + tail.reversed().joined(separator: "/"))
            }
            let parent = (head as NSString).deletingLastPathComponent
            guard parent != head, !parent.isEmpty else { return ComparablePath.normalized(absolute) }
            tail.append((head as NSString).lastPathComponent)
            head = parent
        }
    }
}
