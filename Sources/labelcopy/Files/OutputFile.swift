import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a report to the path a user named (`--reporter NAME=FILE`, `report --output FILE`).
///
/// A regular file, or a path where nothing is yet, is replaced atomically. The names of the
/// standard streams (`/dev/stdout`, `/dev/stderr`, and `/dev/fd/N` or `/proc/self/fd/N` for
/// 1 and 2) write to the command's own streams, after what it wrote there before; other
/// descriptors, devices (`/dev/null`, `/dev/tty`) and named pipes are written into where they
/// stand. None of these may be replaced: a rename over `/dev/stderr` would put a file where the
/// system's link stands, or over the log file standard error was redirected to.
enum OutputFile {
    /// Writes `text` to `path`.
    static func write(_ text: String, to path: String, io: inout CommandIO) throws {
        try write(bytes: Array(text.utf8), to: path, io: &io)
    }

    /// Writes `bytes` to `path`.
    static func write(bytes: [UInt8], to path: String, io: inout CommandIO) throws {
        switch standardStream(path) {
        case 1?:
            try io.output.write(bytes: bytes)
            return
        case 2?:
            try io.errors.write(bytes: bytes)
            return
        default: break
        }
        if isStream(path) {
            try writeInPlace(bytes, to: path)
        } else {
            try AtomicFileWriter.replace(path, with: bytes)
        }
    }

    /// 1 or 2 when `path` names standard output or standard error, nil otherwise.
    static func standardStream(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1": 1
        case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2": 2
        default: nil
        }
    }

    /// Whether `path` is a descriptor's name, or leads to something that is neither a regular
    /// file nor a folder (a device, a named pipe, a socket): written into, never replaced.
    static func isStream(_ path: String) -> Bool {
        if AtomicFileWriter.isSystemPath(path) { return true }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    /// Opens `path` for writing, appending (a descriptor redirected to a log keeps what is in
    /// it), and writes `bytes`.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_APPEND)
        guard descriptor >= 0 else {
            throw FileWriteError(path: path, reason: "cannot open for writing: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        if let failure = writeAll(bytes, to: descriptor) { throw FileWriteError(path: path, reason: "cannot write: \(failure)") }
    }
}
