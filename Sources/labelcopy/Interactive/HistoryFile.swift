import Foundation

/// The file the interactive session keeps its history in: plain UTF-8, one entry a line,
/// oldest first, at most `limit` lines.
///
/// Plain text rather than libedit's own format (which escapes spaces and non-ASCII bytes
/// with `vis(3)` and differs between libedit versions) so that the file reads the same on
/// every platform and a user can grep it.
struct HistoryFile: Sendable {
    /// The file's path.
    var path: String
    /// The most entries kept; older ones are dropped when the file is written.
    var limit: Int

    /// The default number of entries kept.
    static let defaultLimit = 1_000

    /// The history file under the user's state folder: `$XDG_STATE_HOME/labelcopy/history`,
    /// else `~/.local/state/labelcopy/history` (XDG Base Directory Specification 0.8); on macOS
    /// `~/Library/Application Support/labelcopy/history`. Nil when no home folder is known.
    static func standard(environment: (String) -> String? = Platform.environment) -> HistoryFile? {
        let folder: String
        #if os(macOS)
            guard let home = nonEmpty(environment("HOME")) else { return nil }
            folder = home + "/Library/Application Support"
        #else
            // The specification says a relative XDG_STATE_HOME is invalid and must be ignored.
            if let state = nonEmpty(environment("XDG_STATE_HOME")), state.hasPrefix("/") {
                folder = state
            } else if let home = nonEmpty(environment("HOME")) {
                folder = home + "/.local/state"
            } else {
                return nil
            }
        #endif
        return HistoryFile(path: folder + "/labelcopy/history", limit: defaultLimit)
    }

    private static func nonEmpty(_ value: String?) -> String? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The entries in the file, oldest first; empty when the file does not exist yet.
    func load() throws(HistoryFileError) -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HistoryFileError(path: path, reason: "cannot read the file")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return Array(lines.suffix(limit))
    }

    /// Writes the last `limit` of `entries`, creating the folder when it is missing.
    func save(_ entries: [String]) throws(HistoryFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw HistoryFileError(path: folder, reason: "cannot create the folder")
        }
        // What a user typed is theirs alone: a new file is readable by its owner only, and
        // the atomic replace keeps the mode of the file it replaces.
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        let text = entries.suffix(limit).map { $0 + "\n" }.joined()
        do {
            try AtomicFileWriter.replace(path, with: Array(text.utf8))
        } catch let error as FileWriteError {
            throw HistoryFileError(path: path, reason: error.reason)
        } catch {
            throw HistoryFileError(path: path, reason: "cannot write the file")
        }
    }
}
