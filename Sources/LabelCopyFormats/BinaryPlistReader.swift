import Foundation

/// Reads `.strings` and `.stringsdict` files compiled to binary property lists (`bplist00`),
/// as Xcode ships them inside built bundles.
///
/// A binary property list has no lines or columns, so every entry is located at line 1,
/// column 1 of the file, and has no `valueRange`: such files are never rewritten.
public enum BinaryPlistReader: FormatReader {
    /// Binary `.strings` (binary `.stringsdict` files go through `parseStringsdict`).
    public static let format = LocalizationFormat.strings
    /// The endings whose files may be binary property lists.
    public static let extensions = ["strings", "stringsdict"]
    /// The plural categories a `.stringsdict` rule may name, in CLDR order.
    static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// True when `data` starts with the binary property list signature.
    public static func isBinaryPlist(_ data: [UInt8]) -> Bool {
        data.starts(with: Array("bplist".utf8))
    }

    /// Parses a binary `.strings` or, when the path ends in `.stringsdict`, a binary `.stringsdict`.
    public static func parse(_ data: [UInt8], path: String) throws(FormatError) -> LocalizationFile {
        if path.hasSuffix(".stringsdict") {
            return try parseStringsdict(data, path: path, sourceLanguage: "en")
        }
        return try parseStrings(data, path: path, sourceLanguage: "en")
    }

    /// Parses a binary `.strings` table: one entry per string value, sorted by key.
    public static func parseStrings(_ data: [UInt8], path: String, sourceLanguage: String) throws(FormatError) -> LocalizationFile
    {
        let table = try dictionary(data, path: path)
        let locale = PathLocale.locale(forPath: path)
        let isSource = PathLocale.isSource(locale, sourceLanguage: sourceLanguage)
        var entries: [LocalizationEntry] = []
        for key in table.keys.sorted() {
            guard let value = table[key] as? String else {
                throw FormatError("unsupported value for key \"\(key)\": a .strings value must be a string", path: path)
            }
            entries.append(
                LocalizationEntry(
                    key: key, locale: locale, value: value, location: SourceLocation(path: path, line: 1, column: 1),
                    format: .strings, isSource: isSource
                ))
        }
        return LocalizationFile(path: path, format: .strings, locale: locale, entries: entries, document: nil)
    }

    /// Parses a binary `.stringsdict`: per top-level key, an entry for its
    /// `NSStringLocalizedFormatKey`, then one per plural category of each variable.
    public static func parseStringsdict(_ data: [UInt8], path: String, sourceLanguage: String) throws(FormatError)
        -> LocalizationFile
    {
        let table = try dictionary(data, path: path)
        let locale = PathLocale.locale(forPath: path)
        let isSource = PathLocale.isSource(locale, sourceLanguage: sourceLanguage)
        let start = SourceLocation(path: path, line: 1, column: 1)
        var entries: [LocalizationEntry] = []
        for key in table.keys.sorted() {
            guard let rule = table[key] as? [String: Any] else {
                throw FormatError("unsupported value for key \"\(key)\": a .stringsdict entry must be a dictionary", path: path)
            }
            guard let formatKey = rule["NSStringLocalizedFormatKey"] as? String else {
                throw FormatError("the entry \"\(key)\" has no NSStringLocalizedFormatKey string", path: path)
            }
            entries.append(
                LocalizationEntry(
                    key: key, locale: locale, value: formatKey, location: start, format: .stringsdict, isSource: isSource))
            for variable in rule.keys.sorted() where variable != "NSStringLocalizedFormatKey" {
                guard let spec = rule[variable] as? [String: Any] else { continue }
                var properties: [String: String] = [:]
                for name in ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"] {
                    if let text = spec[name] as? String { properties[name] = text }
                }
                for category in pluralCategories {
                    guard let text = spec[category] as? String else { continue }
                    entries.append(
                        LocalizationEntry(
                            key: key, locale: locale, value: text, location: start, format: .stringsdict, isSource: isSource,
                            pluralCategory: category, pluralVariable: variable, properties: properties
                        ))
                }
            }
        }
        return LocalizationFile(path: path, format: .stringsdict, locale: locale, entries: entries, document: nil)
    }

    /// The top-level dictionary of a binary property list.
    private static func dictionary(_ data: [UInt8], path: String) throws(FormatError) -> [String: Any] {
        guard isBinaryPlist(data) else {
            throw FormatError("not a binary property list (the file does not start with bplist)", path: path)
        }
        // Checked before Foundation builds the values: what is malformed is then named, and a
        // file whose objects share each other over and over is refused before it fills memory.
        _ = try BinaryPlistStructure(data, path: path)
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(data), options: [], format: nil)
        } catch {
            throw FormatError("malformed binary property list (\(error.localizedDescription))", path: path)
        }
        guard let table = object as? [String: Any] else {
            throw FormatError("the binary property list's top-level object is not a dictionary", path: path)
        }
        return table
    }
}
