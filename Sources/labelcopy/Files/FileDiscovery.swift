import Foundation
import LabelCopyFormats

/// Finds the localization files under the paths given on the command line.
struct FileDiscovery: Sendable {
    /// Folders never descended into: build products, dependencies and version control.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm"]

    /// Paths to leave out, decided per discovered file (from configuration); explicit files are always read.
    var isExcluded: @Sendable (String) -> Bool = { _ in false }

    /// The supported files under `paths`, sorted; a file named explicitly is always included,
    /// whatever its name. Paths that do not exist are reported in `missing`.
    func files(in paths: [String]) -> (files: [String], missing: [String]) {
        var found: Set<String> = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if !isDirectory.boolValue {
                found.insert(path)
                continue
            }
            walk(path, into: &found)
        }
        return (found.sorted(), missing)
    }

    private func walk(_ root: String, into found: inout Set<String>) {
        let base = URL(fileURLWithPath: root)
        guard let enumerator = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey], options: [],
            errorHandler: { _, _ in true })
        else { return }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let basePath = base.standardizedFileURL.path
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
            if values?.isDirectory == true {
                if Self.skippedFolders.contains(url.lastPathComponent) { enumerator.skipDescendants() }
                continue
            }
            guard values?.isRegularFile == true else { continue }
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(basePath + "/") ? String(full.dropFirst(basePath.count + 1)) : url.lastPathComponent
            let path = root == "." ? relative : prefix + relative
            guard FormatRegistry.format(forPath: path) != nil, !isExcluded(path) else { continue }
            found.insert(path)
        }
    }
}
