/// Writing new values into a parsed file while keeping every other byte.
extension LocalizationFile {
    /// The file's bytes (original encoding and byte-order mark) with each change's entry set to
    /// its new value. Values equal to the entry's current value are left exactly as written.
    /// Throws for binary files and for entries without a `valueRange`.
    public func rewriting(_ changes: [(entry: LocalizationEntry, newValue: String)]) throws(FormatError) -> [UInt8] {
        guard let document else {
            throw FormatError("cannot rewrite \(path): it is a binary file, which labelcopy never rewrites", path: path)
        }
        var edits: [ValueEdit] = []
        edits.reserveCapacity(changes.count)
        for (entry, newValue) in changes where newValue != entry.value {
            guard let range = entry.valueRange, range.upperBound <= document.bytes.count else {
                throw FormatError(
                    "cannot rewrite the value of \"\(entry.key)\": its text has no place in the file that can be edited",
                    at: entry.location)
            }
            edits.append(ValueEdit(range: range, rawText: Self.rawText(newValue, replacing: range, in: document, format: format)))
        }
        return try document.applying(edits)
    }

    /// The raw text to write over the raw value at `range` of `document` so that it reads back
    /// as `value`. A `.strings` value keeps its quotes: between apostrophes an apostrophe is
    /// escaped, and an unquoted value that `value` cannot be written as is quoted
    /// (`key = Save...;` becomes `key = "Save…";`).
    public static func rawText(
        _ value: String, replacing range: Range<Int>, in document: TextDocument, format: LocalizationFormat
    ) -> String {
        let original = document.string(range)
        guard format == .strings else { return rawText(value, replacing: original, format: format) }
        let opening = range.lowerBound > 0 ? document.bytes[range.lowerBound - 1] : 0
        let multiLine = original.utf8.contains(0x0A) || original.utf8.contains(0x0D)
        switch opening {
        case UInt8(ascii: "\""):
            return StringsEscaping.raw(value, literalNewlines: multiLine)
        case UInt8(ascii: "'"):
            return StringsEscaping.raw(value, literalNewlines: multiLine, quote: "'")
        default:
            if !value.isEmpty, value.utf8.allSatisfy(StringsLexer.isBareWordByte) { return value }
            return "\"" + StringsEscaping.raw(value, literalNewlines: false) + "\""
        }
    }

    /// The raw text for `value` in `format` (escaped as the format writes values), in the style
    /// of the `original` raw text it replaces: what `rewriting` writes in its place.
    public static func rawText(_ value: String, replacing original: String, format: LocalizationFormat) -> String {
        switch format {
        case .strings:
            // A value written over several lines keeps real line breaks rather than `\n` escapes.
            let multiLine = original.utf8.contains(0x0A) || original.utf8.contains(0x0D)
            return StringsEscaping.raw(value, literalNewlines: multiLine)
        case .xcstrings:
            return XCStringsEscaping.raw(value)
        case .gettext:
            return POEscaping.raw(value, layoutOf: original)
        case .stringsdict, .xliff:
            return XMLEscaping.raw(value)
        case .androidXML:
            // A value written over several lines keeps its line breaks (Android reads them as spaces).
            return AndroidEscaping.raw(value, replacing: original)
        }
    }
}
