/// Where to look for the configuration that applies to a file: its folder, then each parent.
/// Pure: it only lists paths; the caller reads the first that exists, and that file alone
/// applies (configurations are not merged across folders).
public enum ConfigurationLocator {
    /// `.labelcopy.json` in the folder of `file`, then in each parent up to the root, nearest
    /// first. A relative path is walked up to the working directory (`.labelcopy.json`); pass
    /// an absolute path to walk to `/`.
    public static func candidatePaths(forFile file: String) -> [String] {
        candidatePaths(inDirectory: PathText.directory(of: file))
    }

    /// `.labelcopy.json` in `directory`, then in each parent up to the root, nearest first.
    public static func candidatePaths(inDirectory directory: String) -> [String] {
        let absolute = directory.hasPrefix("/")
        var parts = PathText.components(of: directory)
        var candidates: [String] = []
        while true {
            let folder = (absolute ? "/" : "") + parts.joined(separator: "/")
            candidates.append(PathText.joining(folder, Configuration.fileName))
            // A relative walk that has climbed out through `..` stops where the text does.
            guard let last = parts.last, last != ".." else { break }
            parts.removeLast()
        }
        return candidates
    }
}
