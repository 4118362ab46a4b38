/// Mapping the content of an XML element (XLIFF `<target>`, `.stringsdict` `<string>`, Android
/// `<string>`) character by character, and rewriting it through that map.
extension ValueUnitMap {
    /// The wrapper the content is parsed in; offsets are shifted back by its start tag's length.
    private static let wrapper = (start: "<v>", end: "</v>")

    /// The content `raw` parsed on its own, or nil when it is not well-formed.
    static func fragment(_ raw: String) -> XMLTree? {
        try? XMLTree(document: TextDocument(path: "", text: wrapper.start + raw + wrapper.end))
    }

    /// The comments and processing instructions of a fragment, in order, as written.
    static func marks(in tree: XMLTree) -> [String] {
        var result: [String] = []
        for element in tree.elements {
            for child in element.children {
                switch child {
                case .comment(let range): result.append("<!--" + tree.document.string(range))
                case .processingInstruction(let range): result.append(tree.document.string(range))
                default: continue
                }
            }
        }
        return result
    }

    /// The map of XML content read the XLIFF and `.stringsdict` way (`XMLTree.markupText`):
    /// references resolved, line ends normalized, CDATA copied, inline tags kept as markup.
    static func xml(_ tree: XMLTree) -> ValueUnitMap {
        let shift = wrapper.start.utf8.count
        var map = ValueUnitMap(
            raw: Array(tree.document.bytes[shift..<(tree.document.bytes.count - wrapper.end.utf8.count)]), units: [])
        map.appendXML(of: 0, in: tree, shift: shift)
        return map
    }

    /// Recursion is bounded by the tree's depth limit.
    private mutating func appendXML(of index: Int, in tree: XMLTree, shift: Int) {
        let bytes = tree.document.bytes
        for child in tree.elements[index].children {
            switch child {
            case .text(let range, _): appendCharacters(bytes, range, shift: shift, context: .text, references: true)
            case .cdata(let range): appendCharacters(bytes, range, shift: shift, context: .cdata, references: false)
            case .element(let nested):
                let element = tree.elements[nested]
                appendCharacters(bytes, element.startTag, shift: shift, context: .markup, references: false)
                appendXML(of: nested, in: tree, shift: shift)
                if let end = element.endTag { appendCharacters(bytes, end, shift: shift, context: .markup, references: false) }
            case .comment, .processingInstruction: continue
            }
        }
    }

    /// One unit per character of `range`, a reference or a CR LF pair being one character.
    private mutating func appendCharacters(
        _ bytes: [UInt8], _ range: Range<Int>, shift: Int, context: ValueUnitContext, references: Bool
    ) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == 0x26 && references {
                let reference = XMLEscaping.reference(bytes, at: index, end: range.upperBound, maximumLength: 64)
                if let scalar = reference.scalar {
                    units.append(
                        ValueUnit(scalar: scalar, raw: (index - shift)..<(index + reference.length - shift), context: context))
                    index += reference.length
                    continue
                }
            }
            if byte == 0x0D && context != .markup {
                let end = index + 1 < range.upperBound && bytes[index + 1] == 0x0A ? index + 2 : index + 1
                units.append(ValueUnit(scalar: "\n", raw: (index - shift)..<(end - shift), context: context))
                index = end
                continue
            }
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let end = min(index + length, range.upperBound)
            let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
            units.append(ValueUnit(scalar: scalar, raw: (index - shift)..<(end - shift), context: context))
            index = end
        }
    }

    /// The raw XML content that reads as `value` (the XLIFF and `.stringsdict` way) in place of
    /// `original`, made by editing only the characters that change; nil when that cannot be
    /// done exactly or the result would not read back as `value` with every comment kept.
    static func xmlRewrite(_ original: String, to value: String) -> String? {
        guard let tree = fragment(original) else { return nil }
        let map = xml(tree)
        guard String(String.UnicodeScalarView(map.units.map(\.scalar))) == tree.markupText(of: 0) else { return nil }
        let written = map.rewritten(to: value) { text, context, _ in
            switch context {
            case .cdata:
                // "]]>" would end the section, and a CR would be read as a line feed.
                return text.contains("]]>") || text.unicodeScalars.contains("\r") ? nil : text
            case .text, .quoted, .markup:
                return XMLEscaping.escaped(text) { _ in false }
            }
        }
        guard let written else { return nil }
        let text = String(decoding: written, as: UTF8.self)
        guard let check = fragment(text), check.markupText(of: 0) == value, marks(in: check) == marks(in: tree) else {
            return nil
        }
        return text
    }

    /// The raw Android content that reads as `value` in place of `original`, made by editing
    /// only the characters that change (white-space layout, quotes, escapes and comments kept);
    /// nil when that cannot be done exactly or the result would not read back as `value`.
    static func androidRewrite(_ original: String, to value: String) -> String? {
        guard let tree = fragment(original),
            let map = try? AndroidTextDecoder.map(of: 0, in: tree, shift: wrapper.start.utf8.count)
        else { return nil }
        // A value that is a resource reference, or that an edit would leave one ("\u0020@string/x"
        // losing its space), is left to the whole rewrite, which writes text (`\@…`). A leading
        // "@" or "?" escaped or quoted is text, and is edited around like any other.
        if let old = try? AndroidTextDecoder.value(of: 0, in: tree),
            AndroidResourceReference.isReference(value: old, raw: Array(original.utf8)[...])
        {
            return nil
        }
        let written = map.rewritten(to: value) { text, context, atStart in
            AndroidEscaping.fragment(text, inCDATA: context == .cdata, atStart: atStart)
        }
        guard let written, !AndroidResourceReference.isReference(value: value, raw: written[...]) else { return nil }
        let text = String(decoding: written, as: UTF8.self)
        guard let check = fragment(text), (try? AndroidTextDecoder.value(of: 0, in: check)) == value,
            marks(in: check) == marks(in: tree)
        else { return nil }
        return text
    }

    /// True when `original` has a comment or processing instruction anywhere inside.
    static func hasMarks(_ original: String) -> Bool {
        guard original.utf8.contains(0x3C) else { return false }
        guard let tree = fragment(original) else { return true }
        return !marks(in: tree).isEmpty
    }
}
