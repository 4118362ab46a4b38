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

    /// Where a write to `path` lands: `path` with its links resolved, and for a link whose file
    /// does not exist yet (a dangling link) the path it names, so the link stays a link, as a
    /// shell's `>` leaves it. A chain of links is followed as far as 32 links; nil when the
    /// links go round in a loop or further than that, and lead to no file.
    static func writeTarget(_ path: String) -> String? {
        let resolved = resolved(path)
        guard resolved == path else { return resolved }
        var current = path
        for _ in 0..<32 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
            else { break }
            let folder = (current as NSString).deletingLastPathComponent
            current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        }
        var info = stat()
        if lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { return nil }
        guard current != path else { return path }
        return resolvedAsFarAsExists(current, in: FileManager.default.currentDirectoryPath)
    }

    /// The file a write to `path` (relative to `directory`, or absolute) lands in, absolute, its
    /// links resolved: a dangling link's target (`writeTarget`), for telling two outputs apart and
    /// for where a written page's links start from.
    static func writtenFile(_ path: String, in directory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        return resolvedAsFarAsExists(writeTarget(absolute) ?? absolute, in: directory)
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
