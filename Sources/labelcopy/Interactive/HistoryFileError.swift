import Foundation

/// The history file could not be read or written; the session goes on without it.
struct HistoryFileError: Error, LocalizedError, Sendable, Hashable {
    /// The file or folder concerned.
    var path: String
    /// What went wrong.
    var reason: String

    /// `path:1:1: reason`, the shape every labelcopy error has.
    var errorDescription: String? { "\(path):1:1: \(reason)" }
}
