import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents atomically: the new bytes go to a temporary file in the same
/// folder, which then takes the old file's place by rename, with the old file's permissions,
/// owner and group (as far as the user may set them). A reader sees either the old file or
/// the new one, never a half-written one. A file with several hard links is not replaced: the
/// rename would leave the other names with the old text.
enum AtomicFileWriter {
    /// Whether `path` lies in `/dev` or `/proc`, where names stand for devices and descriptors:
    /// never replaced, and written into by `OutputFile`.
    static func isSystemPath(_ path: String) -> Bool {
        path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
    }

    /// Writes `bytes` over the file at `path`.
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        // A symbolic link stays a link: the file it leads to is the one replaced, or written
        // where a dangling link points.
        guard let path = SymbolicLinks.writeTarget(path) else {
            throw FileWriteError(path: path, reason: "not written: its symbolic links go round in a loop and lead to no file")
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/.\(url.lastPathComponent).labelcopy-\(UInt32.random(in: 0...UInt32.max)).tmp"
        var info = stat()
        let exists = stat(path, &info) == 0
        let mode: mode_t = exists ? info.st_mode & 0o7777 : 0o644
        // A folder has several links too (its `.` and its subfolders' `..`): say what it is.
        if exists, info.st_mode & S_IFMT == S_IFDIR {
            throw FileWriteError(path: path, reason: "not written: it is a folder, not a file")
        }
        // A device, a pipe or a socket (or a descriptor's name that leads nowhere, as
        // "/dev/stderr" does when standard error is a pipe) is written into, never replaced: a
        // rename would put a file in its place (`OutputFile`).
        if exists, let special = SpecialFile.name(ofMode: info.st_mode) {
            throw FileWriteError(path: path, reason: "not written: it is \(special), not a file")
        }
        if Self.isSystemPath(path) {
            throw FileWriteError(path: path, reason: "not written: it is a system path, not a file")
        }
        if exists, info.st_nlink > 1 {
            throw FileWriteError(
                path: path,
                reason: "not written: the file has \(info.st_nlink) hard links, which replacing it would split; "
                    + "make it a file of its own (or a symbolic link) and run again")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else {
            throw FileWriteError(path: path, reason: "cannot create a temporary file beside it: \(String(cString: strerror(errno)))")
        }
        let failure = writeAll(bytes, to: descriptor) ?? (fsync(descriptor) == 0 ? nil : String(cString: strerror(errno)))
        // Only root may give a file away; a user's own file keeps its owner anyway. The mode is
        // set after the owner, which clears set-user-ID bits.
        if exists { _ = fchown(descriptor, info.st_uid, info.st_gid) }
        _ = fchmod(descriptor, mode)
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw FileWriteError(path: path, reason: "cannot write: \(failure)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileWriteError(path: path, reason: "cannot replace the file: \(reason)")
        }
    }
}

/// Writes every byte of `bytes` to `descriptor`, again after an interrupted write; returns why
/// it could not, or nil.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var written = 0
    return bytes.withUnsafeBytes { buffer -> String? in
        while written < buffer.count {
            let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += result
        }
        return nil
    }
}

/// A file `fix` could not write; the original is left as it was.
struct FileWriteError: Error, LocalizedError {
    var path: String
    var reason: String
    var errorDescription: String? { "\(path): \(reason)" }
}
