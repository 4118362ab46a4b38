/// A parsed localization file: its entries and what the file says about itself.
public struct LocalizationFile: Sendable {
    /// The path it was read from.
    public var path: String
    /// Its format.
    public var format: LocalizationFormat
    /// The file's locale when one locale covers it (from the path, `target-language`, po `Language`).
    public var locale: String?
    /// The project's source (development) language when the file states it (catalog
    /// `sourceLanguage`, XLIFF `source-language`).
    public var sourceLanguage: String?
    /// The entries, in file order.
    public var entries: [LocalizationEntry]
    /// The decoded text, for byte-exact edits; nil for binary files, which are never rewritten.
    public var document: TextDocument?
    /// Extra file-level facts (po `Plural-Forms`, catalog `version`), by name.
    public var properties: [String: String]

    /// Creates a parsed file.
    public init(
        path: String, format: LocalizationFormat, locale: String?, sourceLanguage: String? = nil,
        entries: [LocalizationEntry], document: TextDocument?, properties: [String: String] = [:]
    ) {
        self.path = path
        self.format = format
        self.locale = locale
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.document = document
        self.properties = properties
    }
}
