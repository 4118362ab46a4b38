import Foundation

/// How a baseline names files: relative to the baseline file's own folder, with symbolic links
/// resolved (as `fix`, `pseudo` and the folder walk resolve them), so one file has one spelling
/// however either run named it: `lint .`, `lint "$PWD"`, `lint .` in a subfolder with
/// `--baseline ../base.json`, or through a linked checkout.
final class BaselinePaths {
    /// The baseline file's folder, absolute, its symbolic links resolved.
    let folder: String
    /// The working directory, against which relative paths of findings are read.
    private let directory: String
    /// Stored spellings already worked out, by the path as given (a file has many findings).
    private var known: [String: String] = [:]

    /// The spelling for the baseline file at `baselineFile` (absolute or relative to `directory`).
    /// A baseline that is a symbolic link is the file it leads to, as `AtomicFileWriter` writes
    /// it: its paths are that file's folder's, whichever name either run uses.
    init(baselineFile: String, in directory: String = FileManager.default.currentDirectoryPath) {
        let file = SymbolicLinks.resolvedAsFarAsExists(baselineFile, in: directory)
        self.directory = directory
        folder = (file as NSString).deletingLastPathComponent
    }

    /// A finding's path (relative to the working directory, or absolute) as the baseline stores it.
    func stored(_ path: String) -> String {
        spelling(path, from: directory)
    }

    /// A path read from a baseline file, in today's spelling. A relative path is the baseline
    /// folder's; an absolute one (what older versions wrote for `lint "$PWD"`) or one through a
    /// symbolic link is read as the file it names, so such baselines keep matching.
    func read(_ path: String) -> String {
        spelling(path, from: folder)
    }

    private func spelling(_ path: String, from base: String) -> String {
        let key = (path.hasPrefix("/") ? "" : base + "\u{0}") + path
        if let spelled = known[key] { return spelled }
        let canonical = SymbolicLinks.resolvedAsFarAsExists(path, in: base)
        let spelled = RelativePath.of(canonical, from: folder, in: "/")
        known[key] = spelled
        return spelled
    }
}
