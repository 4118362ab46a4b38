import LabelCopyFormats

/// Every translation of a project with its source, as a collection: each `TranslationPair` is
/// built when read, from indices into the project's files, so pairing copies no entries.
public struct TranslationPairs: RandomAccessCollection, Sendable {
    /// The project's files, sorted by path.
    let files: [LocalizationFile]
    /// The development language for carried source text where a file states none.
    let sourceLanguage: String
    /// Where each pair's entries are, in file order then entry order.
    let links: [PairLink]
    /// Each pair's locale.
    let locales: [String]
    /// Catalog sources with their storyboard text resolved, which no file holds as they are.
    let resolved: [LocalizationEntry]
    /// The texts of plural messages' source variants, shared by the pairs of one message.
    let variantLists: [[String]]

    /// The first pair's position.
    public var startIndex: Int { 0 }
    /// One past the last pair's position.
    public var endIndex: Int { links.count }

    /// The pair at `position`.
    public subscript(position: Int) -> TranslationPair {
        let link = links[position]
        let variants = link.variants >= 0 ? variantLists[link.variants] : []
        return TranslationPair(
            entry: files[link.file].entries[link.entry], locale: locales[position], source: source(of: link),
            sourceVariants: variants, fileIndex: link.file)
    }

    /// Where the translation of the pair at `position` sits in the project's files, without
    /// building the pair.
    func fileIndex(at position: Int) -> Int {
        links[position].file
    }

    /// The source entry of `link`.
    func source(of link: PairLink) -> LocalizationEntry {
        switch link.source {
        case .entry(let file, let index):
            return files[file].entries[index]
        case .resolved(let index):
            return resolved[index]
        case .carried:
            let file = files[link.file]
            return SourceIndex.carriedSource(of: file.entries[link.entry], language: file.sourceLanguage ?? sourceLanguage)
        }
    }

    /// The text of the source of `link`, without building the entry.
    func sourceValue(of link: PairLink) -> String {
        switch link.source {
        case .entry(let file, let index): return files[file].entries[index].value
        case .resolved(let index): return resolved[index].value
        case .carried: return files[link.file].entries[link.entry].sourceText ?? ""
        }
    }
}
