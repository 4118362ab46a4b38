import Foundation

/// What stands at a path that is no regular file, named the same way by every command that
/// refuses to read one.
enum SpecialFile {
    /// "a folder", "a named pipe", "a socket", "a device" or "a special file" for the file type
    /// bits of `mode` (`stat`'s `st_mode`); nil for a regular file.
    static func name(ofMode mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a special file"
        }
    }

    /// `name(ofMode:)` for what `path` leads to, symbolic links followed; nil for a regular file
    /// or when nothing can be read about it (the read that follows then says why).
    static func name(at path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return name(ofMode: info.st_mode)
    }
}
