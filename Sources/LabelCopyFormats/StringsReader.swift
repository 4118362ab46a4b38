/// Reads Apple `.strings` tables: text in UTF-8 or UTF-16 (with or without byte-order mark),
/// or compiled binary property lists (handed to `BinaryPlistReader`).
public enum StringsReader: FormatReader {
    /// `.strings`.
    public static let format = LocalizationFormat.strings
    /// `strings`.
    public static let extensions = ["strings"]

    /// Parses a `.strings` file whose development language is English.
    public static func parse(_ data: [UInt8], path: String) throws(FormatError) -> LocalizationFile {
        try parse(data, path: path, sourceLanguage: "en")
    }

    /// Parses a `.strings` file; files of `sourceLanguage` (and `Base`) hold source text.
    public static func parse(_ data: [UInt8], path: String, sourceLanguage: String) throws(FormatError) -> LocalizationFile {
        if BinaryPlistReader.isBinaryPlist(data) {
            return try BinaryPlistReader.parseStrings(data, path: path, sourceLanguage: sourceLanguage)
        }
        let document = try TextDocument(path: path, data: data)
        let locale = PathLocale.locale(forPath: path)
        let isSource = PathLocale.isSource(locale, sourceLanguage: sourceLanguage)
        var lexer = StringsLexer(document)
        var entries: [LocalizationEntry] = []
        while let pair = try lexer.next() {
            var comment: String?
            var interfaceBuilder: InterfaceBuilderComment?
            if let range = pair.commentRange {
                comment = trimmed(document, range)
                interfaceBuilder = InterfaceBuilderComment.parse(document, range)
            }
            entries.append(
                LocalizationEntry(
                    key: pair.key, locale: locale, value: pair.value, comment: comment,
                    location: document.location(of: pair.valueRange?.lowerBound ?? pair.keyStart), format: .strings,
                    isSource: isSource, sourceText: interfaceBuilder?.originalText,
                    interfaceBuilderClass: interfaceBuilder?.className, valueRange: pair.valueRange,
                    properties: interfaceBuilder?.properties ?? [:]
                ))
        }
        return LocalizationFile(path: path, format: .strings, locale: locale, entries: entries, document: document)
    }

    /// A comment's text without surrounding white space.
    private static func trimmed(_ document: TextDocument, _ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        let bytes = document.bytes
        while lower < upper, bytes[lower] <= 0x20 { lower += 1 }
        while upper > lower, bytes[upper - 1] <= 0x20 { upper -= 1 }
        return document.string(lower..<upper)
    }
}
