/// The version of labelcopy, printed by `--version` and written into reports.
public enum LabelCopyVersion {
    /// Semantic version of this release.
    public static let current = "0.1.0"
}
