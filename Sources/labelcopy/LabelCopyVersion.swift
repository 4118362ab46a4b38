/// The version of `labelcopy`, printed by `--version`.
enum LabelCopyVersion {
    /// The current release, in semantic-versioning form.
    static let current = "0.1.0"
}
