/// The version of labelcopy, printed by `--version` and written into reports.
public enum LabelCopyVersion {
    /// Semantic version of this release.
    public static let current = "0.1.0"
    /// Where the project lives, for reports that link to it.
    public static let informationURI = "https://github.com/labelcopy/labelcopy"
}
