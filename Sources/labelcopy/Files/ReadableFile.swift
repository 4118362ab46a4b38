import Foundation
import LabelCopyCore
import LabelCopyFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file the user named (a configuration, a baseline) as UTF-8 text, or says in plain
/// words why it cannot: missing, a folder, a symbolic link that leads nowhere, unreadable.
enum ReadableFile {
    /// The text of the file at `path`; `kind` ("configuration", "baseline") names it in errors,
    /// which are `ConfigurationError`s at the file's start (exit code 65, as for any input).
    static func text(_ path: String, kind: String) throws(ConfigurationError) -> String {
        let at = SourceLocation(path: path, line: 1, column: 1)
        if let problem = problem(path, kind: kind) { throw ConfigurationError(problem, at: at) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigurationError("cannot read the \(kind) file: \(reason(error))", at: at)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError("cannot read the \(kind) as UTF-8 text", at: at)
        }
        return text
    }

    /// Why reading a file failed, in the system's words (`strerror` of the error Foundation
    /// wraps) rather than Foundation's "The file couldn't be opened".
    static func reason(_ error: any Error) -> String {
        let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
        return code.map { String(cString: strerror(Int32($0))) } ?? error.localizedDescription
    }

    /// Why `path` is no file to read, or nil when it is one (it may still be unreadable).
    static func problem(_ path: String, kind: String) -> String? {
        if path.isEmpty { return "no \(kind) file: the path is empty" }
        var info = stat()
        guard stat(path, &info) == 0 else {
            switch errno {
            case ENAMETOOLONG: return "no \(kind) file: the path is longer than the system allows"
            case ELOOP: return "no \(kind) file: its symbolic links go round in a loop"
            default: break
            }
            if lstat(path, &info) == 0, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                return "no such \(kind) file: it is a symbolic link to '\(target)', which does not exist"
            }
            return "no such \(kind) file"
        }
        // Reading a named pipe would wait for a writer; a device may never end.
        if let special = SpecialFile.name(ofMode: info.st_mode) { return "is \(special), not a \(kind) file" }
        return nil
    }

    /// True when something is at `path`, a symbolic link that leads nowhere included.
    static func isPresent(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
