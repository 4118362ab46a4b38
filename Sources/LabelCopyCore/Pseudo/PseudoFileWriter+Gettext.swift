import LabelCopyFormats

/// gettext: a template's messages become a catalog whose `msgstr`s hold the pseudo values.
extension PseudoFileWriter {
    /// The template with every empty `msgstr` filled and the header's `Language` and
    /// `Plural-Forms` set; msgids, comments and every other byte stay.
    static func gettextBytes(of file: LocalizationFile, options: PseudoOptions) throws(FormatError) -> [UInt8] {
        guard let document = file.document else {
            throw FormatError("cannot read \(file.path) as text", path: file.path)
        }
        let bytes = document.bytes
        var edits: [ValueEdit] = headerEdits(bytes, locale: options.locale.replacingOccurrences(of: "-", with: "_"))
        for entry in file.entries where entry.isSource {
            guard let range = entry.valueRange else { continue }
            let keyword = entry.pluralCategory.map { "\nmsgstr[\($0)] \"" } ?? "\nmsgstr \""
            // The msgstr follows its msgid (and msgid_plural) within the same message, before a blank line.
            guard let start = find(Array(keyword.utf8), in: bytes, from: range.upperBound) else { continue }
            let open = start + keyword.utf8.count
            guard open < bytes.count, bytes[open] == UInt8(ascii: "\"") else { continue }
            let value = pseudoValue(of: entry, options: options) ?? entry.value
            edits.append(ValueEdit(range: open..<open, rawText: POEscaping.raw(value)))
        }
        return try document.applying(edits)
    }

    /// Edits setting the header's `Language` to `language` and, for English-based pseudo
    /// locales, `Plural-Forms` to English's rule (one form for 1, another for the rest).
    private static func headerEdits(_ bytes: [UInt8], locale language: String) -> [ValueEdit] {
        var edits: [ValueEdit] = []
        let headerEnd = find(Array("\n\n".utf8), in: bytes, from: 0) ?? bytes.count
        let fields: [(String, String)] = [("Language: ", language), ("Plural-Forms: ", "nplurals=2; plural=(n != 1);")]
        for (field, value) in fields {
            guard let start = find(Array(("\"" + field).utf8), in: bytes, from: 0, before: headerEnd) else { continue }
            let valueStart = start + 1 + field.utf8.count
            guard let end = find(Array("\\n\"".utf8), in: bytes, from: valueStart, before: headerEnd) else { continue }
            if field == "Plural-Forms: ", !language.hasPrefix("en") { continue }
            edits.append(ValueEdit(range: valueStart..<end, rawText: value))
        }
        return edits
    }
}
