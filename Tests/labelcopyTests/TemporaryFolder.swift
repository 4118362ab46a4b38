import Foundation

/// Folders of their own under the system's temporary directory, for tests that write files.
enum TemporaryFolder {
    /// Creates an empty folder named `prefix-<UUID>` and returns it; the caller removes it.
    static func make(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
