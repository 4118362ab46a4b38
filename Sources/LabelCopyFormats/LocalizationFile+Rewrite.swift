/// Writing new values into a parsed file while keeping every other byte.
extension LocalizationFile {
    /// The file's bytes (original encoding and byte-order mark) with each change's entry set to
    /// its new value. Values equal to the entry's current value are left exactly as written.
    /// Throws for binary files, for entries without a `valueRange`, and for a value that cannot
    /// be written without losing a comment or processing instruction inside it.
    public func rewriting(_ changes: [(entry: LocalizationEntry, newValue: String)]) throws(FormatError) -> [UInt8] {
        var refused: [FormatError] = []
        let bytes = try rewriting(changes, refused: &refused)
        if let first = refused.first { throw first }
        return bytes
    }

    /// `rewriting(_:)`, but a value that cannot be written without losing a comment or
    /// processing instruction inside it is left as it is and reported in `refused`.
    public func rewriting(
        _ changes: [(entry: LocalizationEntry, newValue: String)], refused: inout [FormatError]
    ) throws(FormatError) -> [UInt8] {
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
            guard let rawText = Self.rawText(newValue, replacing: range, in: document, format: format) else {
                refused.append(Self.refusal(entry, in: document))
                continue
            }
            edits.append(ValueEdit(range: range, rawText: rawText))
        }
        return try document.applying(edits)
    }

    /// The raw text to write over the raw value at `range` of `document` so that it reads back
    /// as `value`. A `.strings` value keeps its quotes: between apostrophes an apostrophe is
    /// escaped, and an unquoted value that `value` cannot be written as is quoted
    /// (`key = Save...;` becomes `key = "Save…";`). XML content is edited character by
    /// character (`ValueUnitMap`), so that comments, processing instructions, CDATA sections,
    /// references and layout stay as written; nil when the new value cannot be written that way
    /// and the content holds a comment or processing instruction a whole rewrite would lose.
    public static func rawText(
        _ value: String, replacing range: Range<Int>, in document: TextDocument, format: LocalizationFormat
    ) -> String? {
        let original = document.string(range)
        switch format {
        case .stringsdict, .xliff:
            return xmlRawText(value, replacing: original, format: format).map { withLineBreaks(of: document, $0, original) }
        case .androidXML:
            return xmlRawText(value, replacing: original, format: format)
        case .strings: break
        case .xcstrings, .gettext: return rawText(value, replacing: original, format: format)
        }
        let opening = range.lowerBound > 0 ? document.bytes[range.lowerBound - 1] : 0
        switch opening {
        case UInt8(ascii: "\""):
            return rawText(value, replacing: original, format: .strings)
        case UInt8(ascii: "'"):
            return StringsEscaping.raw(value, literalNewlines: spansLines(original), quote: "'")
        default:
            if !value.isEmpty, value.utf8.allSatisfy(StringsLexer.isBareWordByte) { return value }
            return "\"" + StringsEscaping.raw(value, literalNewlines: false) + "\""
        }
    }

    /// The raw XML content for `value` in place of `original`: the characters that change
    /// edited in place, or else (when the content has no comment or processing instruction) the
    /// whole value written anew, a single CDATA section staying one.
    static func xmlRawText(_ value: String, replacing original: String, format: LocalizationFormat) -> String? {
        let mapped =
            format == .androidXML
            ? ValueUnitMap.androidRewrite(original, to: value) : ValueUnitMap.xmlRewrite(original, to: value)
        if let mapped { return mapped }
        guard !ValueUnitMap.hasMarks(original) else { return nil }
        if format != .androidXML, original.hasPrefix("<![CDATA["), original.hasSuffix("]]>"), original.utf8.count >= 12,
            !original.dropFirst(9).dropLast(3).contains("]]>"), !value.contains("]]>"), !value.unicodeScalars.contains("\r")
        {
            return "<![CDATA[" + value + "]]>"
        }
        return rawText(value, replacing: original, format: format)
    }

    /// `raw` with each line break it writes as a bare LF written CR LF, where the file ends its
    /// lines with CR LF and `original` has no bare LF of its own: XML reads both as one line
    /// break, and the file keeps one kind of line end. (Android folds line breaks into spaces
    /// and writes `\n`; the other formats escape them.)
    static func withLineBreaks(of document: TextDocument, _ raw: String, _ original: String) -> String {
        guard raw.utf8.contains(0x0A), document.usesCRLF, !hasBareLineFeed(original.utf8) else { return raw }
        var output: [UInt8] = []
        output.reserveCapacity(raw.utf8.count + 8)
        var previous: UInt8 = 0
        for byte in raw.utf8 {
            if byte == 0x0A && previous != 0x0D { output.append(0x0D) }
            output.append(byte)
            previous = byte
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// True when some LF in `bytes` follows no CR.
    static func hasBareLineFeed<C: Collection<UInt8>>(_ bytes: C) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0A && previous != 0x0D { return true }
            previous = byte
        }
        return false
    }

    /// True when the raw text is written over several lines.
    static func spansLines(_ original: String) -> Bool {
        original.utf8.contains(0x0A) || original.utf8.contains(0x0D)
    }

    /// Why a value was left as it was.
    static func refusal(_ entry: LocalizationEntry, in document: TextDocument) -> FormatError {
        FormatError(
            "not fixed: the value of \"\(entry.key)\" has a comment or processing instruction inside that the new "
                + "text cannot be placed around exactly; edit it by hand", at: entry.location)
    }

    /// The raw text for `value` in `format` (escaped as the format writes values), in the style
    /// of the `original` raw text it replaces: what `rewriting` writes in its place.
    public static func rawText(_ value: String, replacing original: String, format: LocalizationFormat) -> String {
        switch format {
        case .strings:
            // A value written over several lines keeps real line breaks rather than `\n` escapes.
            return StringsEscaping.raw(value, literalNewlines: spansLines(original))
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
