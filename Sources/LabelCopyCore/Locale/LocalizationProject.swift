import LabelCopyFormats

/// Every file of a project, with each translation paired with the source entry it translates.
///
/// Pairing is by hashing, once per project: a translation finds its source by table and
/// identity (key, context, plural variable and category, device, width), so the project rules
/// never compare entries pairwise.
public struct LocalizationProject: Sendable {
    /// The files, sorted by path.
    public let files: [LocalizationFile]
    /// The development language when no file states one.
    public let sourceLanguage: String
    /// Every translation entry with its source, in file order then entry order.
    public let pairs: TranslationPairs
    /// The translations' values and their sources' values, in pair order: the rules scan these
    /// small arrays first and read a whole pair only when it may matter.
    let values: [String]
    let sourceValues: [String]
    /// The translations' locales, in pair order.
    let locales: [String]

    /// Pairs the translations of `files`; `sourceLanguage` is used where a file states none.
    public init(files: [LocalizationFile], sourceLanguage: String = "en") {
        let sorted = files.sorted { $0.path < $1.path }
        self.files = sorted
        self.sourceLanguage = sourceLanguage
        let pairs = SourceIndex(files: sorted, sourceLanguage: sourceLanguage).pairs()
        self.pairs = pairs
        self.values = pairs.links.map { sorted[$0.file].entries[$0.entry].value }
        self.sourceValues = pairs.links.map { pairs.sourceValue(of: $0) }
        self.locales = pairs.locales
    }

    /// The locale a file's entry is in: the entry's own, else the file's.
    public static func locale(of entry: LocalizationEntry, in file: LocalizationFile) -> String? {
        entry.locale ?? file.locale
    }
}
