/// Writing a value back as the raw content of an Android `<string>` or `<item>`.
public enum AndroidEscaping {
    /// Markup Android string resources use (HTML-style spans and the `xliff:g` placeholder tag),
    /// which the reader keeps in values as written and the escaper must keep as markup.
    static let markupNames: Set<String> = [
        "a", "annotation", "b", "big", "blockquote", "br", "cite", "del", "dfn", "div", "em", "font", "i", "img", "li",
        "ol", "p", "s", "small", "span", "strike", "strong", "sub", "sup", "tt", "u", "ul", "xliff:g",
    ]

    /// `value` as raw Android resource text: `\` `'` `"` escaped with a backslash, newlines and
    /// tabs as `\n` and `\t`, a leading `@` or `?` escaped (they would make a reference), `&`,
    /// `<` and `>` escaped the XML way, and the whole wrapped in double quotes when it has
    /// leading, trailing or doubled spaces, which Android would otherwise collapse. Markup tags
    /// (`<b>`, `<xliff:g id="n">`) stay as written when they pair up.
    public static func raw(_ value: String) -> String {
        raw(value, literalLineBreaks: false)
    }

    /// `raw(value)`, but with `literalLineBreaks` a space before a line break is written as a
    /// real line break (which Android reads as that space), the layout of values written over
    /// several lines (`First line.⏎\nSecond line`), so that rewriting them keeps the line count.
    public static func raw(_ value: String, literalLineBreaks: Bool) -> String {
        let bytes = Array(value.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 8)
        let markup =
            bytes.contains(0x3C) ? XMLTagShape.markup(in: bytes) { markupNames.contains($0.name.lowercased()) } : [:]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3C, let tag = markup[index] {
                output.append(contentsOf: bytes[index..<tag.end])
                index = tag.end
                continue
            }
            switch byte {
            case 0x5C: output += [0x5C, 0x5C]
            case 0x27: output += [0x5C, 0x27]
            case 0x22: output += [0x5C, 0x22]
            case 0x20 where literalLineBreaks && index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                output.append(0x0A)
            case 0x0A: output += [0x5C, 0x6E]
            case 0x09: output += [0x5C, 0x74]
            // Android folds a literal CR into a space; only a Unicode escape keeps it.
            case 0x0D: output += Array("\\u000D".utf8)
            case 0x26: output += Array("&amp;".utf8)
            case 0x3C: output += Array("&lt;".utf8)
            case 0x3E: output += Array("&gt;".utf8)
            case 0x40 where index == 0, 0x3F where index == 0: output += [0x5C, byte]
            default: output.append(byte)
            }
            index += 1
        }
        let needsQuotes = value.hasPrefix(" ") || value.hasSuffix(" ") || value.contains("  ")
        if needsQuotes && literalLineBreaks { return raw(value, literalLineBreaks: false) }
        return needsQuotes ? "\"" + String(decoding: output, as: UTF8.self) + "\"" : String(decoding: output, as: UTF8.self)
    }

    /// The raw text to write for `value` where `original` stands now: `original` itself when it
    /// already reads as `value` (so rewriting an unchanged entry, spelled the file's own way with
    /// a needless `\?` or a line break Android folds, changes no byte); otherwise `raw(value)`,
    /// with literal line breaks when `original` has them.
    public static func raw(_ value: String, replacing original: String) -> String {
        if decodedValue(ofRaw: original) == value { return original }
        // A value written as one CDATA section stays one: its "<b>" is text the app hands to
        // `Html.fromHtml`, which real markup would not be.
        if original.hasPrefix("<![CDATA["), original.hasSuffix("]]>"), original.utf8.count >= 12,
            !original.dropFirst(9).dropLast(3).contains("]]>"), !value.contains("]]>")
        {
            return "<![CDATA[" + cdataRaw(value) + "]]>"
        }
        return raw(value, literalLineBreaks: original.utf8.contains(0x0A))
    }

    /// `value` as the inside of a CDATA section: XML reads it literally, so only Android's own
    /// backslash escapes apply (quotes, apostrophes, backslashes, line breaks, tabs, a leading
    /// "@" or "?").
    static func cdataRaw(_ value: String) -> String {
        // The caller keeps "]]>" out of a CDATA section, so the fragment always exists.
        let text = fragment(value, inCDATA: true, atStart: true) ?? value
        let needsQuotes = value.hasPrefix(" ") || value.hasSuffix(" ") || value.contains("  ")
        return needsQuotes ? "\"" + text + "\"" : text
    }

    /// `text` escaped to stand inside raw content (in a CDATA section with `inCDATA`), next to
    /// characters kept as written: Android's backslash escapes, XML's outside CDATA, a leading
    /// `@` or `?` escaped when `atStart`; no quotes added. Nil when a CDATA section cannot hold it.
    static func fragment(_ text: String, inCDATA: Bool, atStart: Bool) -> String? {
        if inCDATA && text.contains("]]>") { return nil }
        var output: [UInt8] = []
        for (index, byte) in text.utf8.enumerated() {
            switch byte {
            case 0x5C: output += [0x5C, 0x5C]
            case 0x27: output += [0x5C, 0x27]
            case 0x22: output += [0x5C, 0x22]
            case 0x0A: output += [0x5C, 0x6E]
            case 0x09: output += [0x5C, 0x74]
            case 0x0D: output += Array("\\u000D".utf8)
            case 0x26 where !inCDATA: output += Array("&amp;".utf8)
            case 0x3C where !inCDATA: output += Array("&lt;".utf8)
            case 0x3E where !inCDATA: output += Array("&gt;".utf8)
            case 0x40 where index == 0 && atStart, 0x3F where index == 0 && atStart: output += [0x5C, byte]
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// What raw `<string>` content reads as; nil when it is not well-formed.
    static func decodedValue(ofRaw raw: String) -> String? {
        let document = TextDocument(path: "", text: "<string>" + raw + "</string>")
        guard let tree = try? XMLTree(document: document) else { return nil }
        return try? AndroidTextDecoder.value(of: 0, in: tree)
    }
}
