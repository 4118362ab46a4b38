import LabelCopyFormats

/// A translated entry with the source-language entry it translates.
public struct TranslationPair: Sendable, Hashable {
    /// The translation.
    public var entry: LocalizationEntry
    /// The translation's locale ("de", "pt-BR").
    public var locale: String
    /// The source entry: from the source-language file of the same table, or built from the
    /// text the translation carries (po msgid, XLIFF `<source>`, catalog source unit).
    public var source: LocalizationEntry
    /// The texts of every source variant of the same plural message (empty for non-plural
    /// entries): a translated variant may show a placeholder only some source variants show.
    public var sourceVariants: [String]
    /// Where the translation's file sits in `LocalizationProject.files`.
    public var fileIndex: Int

    /// Creates a pair.
    public init(
        entry: LocalizationEntry, locale: String, source: LocalizationEntry, sourceVariants: [String] = [], fileIndex: Int
    ) {
        self.entry = entry
        self.locale = locale
        self.source = source
        self.sourceVariants = sourceVariants
        self.fileIndex = fileIndex
    }

    /// The translation's language subtag, lowercased ("pt" for "pt-BR", "zh" for "zh-Hans").
    public var language: String { LocaleTag.language(of: locale) }
}
