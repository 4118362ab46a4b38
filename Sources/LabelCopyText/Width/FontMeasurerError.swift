import Foundation

/// A font file that cannot be measured with: which file and why.
public struct FontMeasurerError: Error, LocalizedError, Sendable, Hashable {
    /// The font's path as given.
    public var path: String
    /// What is wrong, in one sentence without the path.
    public var message: String

    /// Creates an error for the font at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path:1:1: message`, the shape of every labelcopy error (a font has no lines to point at).
    public var errorDescription: String? { "\(path):1:1: \(message)" }
}
