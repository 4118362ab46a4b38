/// Where one translation pair's entries are, by index: the translation in the project's files,
/// its source in the files, among the catalogs' resolved sources, or carried by the translation.
/// A pair is a few integers until a rule reads it; copying two whole entries for each of a
/// large project's pairs cost more time and memory than the pairing itself.
struct PairLink: Sendable, Hashable {
    /// Where a pair's source entry is.
    enum Source: Sendable, Hashable {
        /// An entry of a source file: file index, entry index.
        case entry(file: Int, index: Int)
        /// A catalog source whose storyboard text was resolved (`SourceIndex.resolved`).
        case resolved(Int)
        /// The text the translation carries (po msgid, XLIFF `<source>`).
        case carried
    }

    /// The translation's file index.
    var file: Int
    /// The translation's entry index in its file.
    var entry: Int
    /// The source.
    var source: Source
    /// Index of the source's plural variants in `TranslationPairs.variantLists`, or -1.
    var variants: Int = -1
}
