import LabelCopyFormats

/// Where the translations of one file find their source: its table's source entries, the
/// catalog's own, or the text each entry carries.
struct SourceScope: Sendable {
    /// The file's place in the project.
    var fileIndex: Int
    /// The file's table id, when it lies in a locale folder.
    var table: String?
    /// The source entries of that table.
    var tableSources: [EntryIdentity: PairLink.Source]?
    /// The source entries inside the file (String Catalogs).
    var fileSources: [EntryIdentity: PairLink.Source]?
    /// The development language for carried source text.
    var language: String
}
