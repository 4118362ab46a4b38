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
}
