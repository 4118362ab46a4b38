/// Reads GNU gettext catalogs (`.po` translations and `.pot` templates).
///
/// Each message gives one entry, or one per `msgstr[n]` for plural messages (`pluralCategory`
/// is the index, "0", "1", …; which CLDR category an index means depends on the header's
/// `Plural-Forms`, stored in the file's `properties`). Untranslated messages (empty msgstr, and
/// every message of a `.pot`) are source entries whose value is the msgid and whose
/// `valueRange` is the msgid's, so that an edit changes the source text. A string written over
/// several `"…"` lines has a `valueRange` from just after its first opening quote to just before
/// its last closing quote (the quotes and line breaks between pieces included), which
/// `POEscaping.raw(_:layoutOf:)` rewrites with the same layout.
public enum POReader: FormatReader {
    /// gettext.
    public static let format = LocalizationFormat.gettext
    /// `po` and `pot`.
    public static let extensions = ["po", "pot"]

    /// Parses a catalog.
    public static func parse(_ data: [UInt8], path: String) throws(FormatError) -> LocalizationFile {
        let document = try TextDocument(path: path, data: data)
        let messages = try POLexer(document).messages()
        let isTemplate = path.hasSuffix(".pot")
        var properties: [String: String] = [:]
        var entries: [LocalizationEntry] = []
        var locale = PathLocale.locale(forPath: path)
        for message in messages {
            guard let id = message.id else { continue }
            if id.value.isEmpty, message.context == nil {
                properties = header(message.strings.first?.text.value ?? "")
                if let language = properties["Language"], let tag = PathLocale.normalized(language) { locale = tag }
                continue
            }
            entries += self.entries(of: message, id: id, isTemplate: isTemplate, document: document)
        }
        for index in entries.indices { entries[index].locale = locale }
        return LocalizationFile(
            path: path, format: .gettext, locale: locale, entries: entries, document: document, properties: properties)
    }

    /// The entries of one message: one for a singular message, one per `msgstr[n]` for a plural one.
    private static func entries(of message: POLexer.Message, id: POLexer.Text, isTemplate: Bool, document: TextDocument)
        -> [LocalizationEntry]
    {
        var template = LocalizationEntry(
            key: id.value, locale: nil, value: id.value, location: document.location(of: id.range.lowerBound),
            format: .gettext, isSource: true, context: message.context?.value, flags: message.flags)
        let comments = message.translatorComments + message.extractedComments
        if !comments.isEmpty { template.comment = comments.joined(separator: "\n") }
        if message.flags.contains("fuzzy") { template.state = "fuzzy" }
        if !message.references.isEmpty { template.properties["references"] = message.references.joined(separator: " ") }
        var result: [LocalizationEntry] = []
        for (index, text) in message.strings {
            var entry = template
            let source = (index ?? 0) == 0 ? id : (message.idPlural ?? id)
            if let index { entry.pluralCategory = String(index) }
            if isTemplate || text.value.isEmpty {
                entry.value = source.value
                entry.valueRange = source.range
                entry.location = document.location(of: firstTextOffset(source.range, in: document))
            } else {
                entry.value = text.value
                entry.valueRange = text.range
                entry.location = document.location(of: firstTextOffset(text.range, in: document))
                entry.isSource = false
                entry.sourceText = source.value
            }
            result.append(entry)
        }
        return result
    }

    /// Where the first character of a string's text stands: past the empty `""` pieces a string
    /// written over several lines often starts with (`msgstr ""` then `"Save"`).
    static func firstTextOffset(_ range: Range<Int>, in document: TextDocument) -> Int {
        let bytes = document.bytes
        var index = range.lowerBound
        // At a piece's start, a quote can only close it: the piece is empty.
        while index < range.upperBound, bytes[index] == 0x22 {
            var next = index + 1
            while next < range.upperBound, bytes[next] != 0x22 { next += 1 }
            guard next < range.upperBound else { break }
            index = next + 1
        }
        return index < range.upperBound ? index : range.lowerBound
    }

    /// The header's `Name: value` lines (`Language`, `Plural-Forms`, `Content-Type`, …).
    static func header(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(whereSeparator: { $0 == "\n" }) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: " \t")
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            if !name.isEmpty { fields[name] = value }
        }
        return fields
    }
}

extension Substring {
    /// The text without leading and trailing characters from `set`.
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = self[...]
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
