/// XML character escaping both ways: resolving references in raw text, and writing a value
/// back as element content. Shared by the `.stringsdict` and XLIFF writers.
public enum XMLEscaping {
    /// XLIFF 1.2 and 2.0 inline elements that carry content (so their end tags are kept too).
    static let inlineContainers: Set<String> = ["g", "bpt", "ept", "ph", "it", "mrk", "sub", "pc", "bx", "ex"]
    /// XLIFF inline elements that are always empty (`<x id="1"/>`, 2.0 `<sc/>`, `<ec/>`, `<sm/>`, `<em/>`, `<cp/>`).
    static let inlineEmpties: Set<String> = ["x", "bx", "ex", "sc", "ec", "sm", "em", "cp", "ph"]

    /// `value` as raw element content: `&`, `<` and `>` escaped, while XLIFF inline elements
    /// (`<g id="1">`, `</g>`, `<x id="2"/>`, which the readers keep verbatim in values) stay markup.
    ///
    /// A start tag counts as inline markup only with at least one attribute, because every XLIFF
    /// inline element needs an `id` (or `startRef`); this keeps escaped HTML such as `&lt;em&gt;`
    /// escaped on the way back.
    public static func raw(_ value: String) -> String {
        escaped(value) { tag in
            if tag.isEnd { return inlineContainers.contains(tag.name) }
            guard tag.attributeCount > 0 else { return false }
            return tag.isEmpty
                ? inlineEmpties.contains(tag.name) || inlineContainers.contains(tag.name)
                : inlineContainers.contains(tag.name)
        }
    }

    /// The raw text to write for `value` where `original` stands now: `original` itself when it
    /// already reads as `value` (`&#38;`, `&apos;`, an escaped `&quot;` survive), `raw(value)` otherwise.
    public static func raw(_ value: String, replacing original: String) -> String {
        let document = TextDocument(path: "", text: "<value>" + original + "</value>")
        guard let tree = try? XMLTree(document: document), tree.markupText(of: 0) == value else { return raw(value) }
        return original
    }

    /// `value` as raw XML content, `&`, `<` and `>` escaped, except tags `keep` accepts that pair
    /// up (see `XMLTagShape.markup`), which are copied unchanged.
    static func escaped(_ value: String, keep: (XMLTagShape) -> Bool) -> String {
        let bytes = Array(value.utf8)
        guard bytes.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x0D }) else { return value }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        let markup = bytes.contains(0x3C) ? XMLTagShape.markup(in: bytes, keep: keep) : [:]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3C, let tag = markup[index] {
                output.append(contentsOf: bytes[index..<tag.end])
                index = tag.end
                continue
            }
            switch byte {
            case 0x26: output.append(contentsOf: Array("&amp;".utf8))
            case 0x3C: output.append(contentsOf: Array("&lt;".utf8))
            case 0x3E: output.append(contentsOf: Array("&gt;".utf8))
            // A literal CR would be read back as LF (XML 1.0 §2.11).
            case 0x0D: output.append(contentsOf: Array("&#13;".utf8))
            default: output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Decoding

    /// The text of raw XML character data in `range`: references resolved, line ends normalized
    /// to LF (XML 1.0 §2.11); for attribute values also tabs and line ends as spaces (§3.3.3).
    /// References the lexer did not accept are kept as written.
    public static func decode(_ bytes: [UInt8], _ range: Range<Int>, isAttribute: Bool = false) -> String {
        var needsWork = false
        for index in range {
            let byte = bytes[index]
            if byte == 0x26 || byte == 0x0D || (isAttribute && (byte == 0x09 || byte == 0x0A)) {
                needsWork = true
                break
            }
        }
        guard needsWork else { return String(decoding: bytes[range], as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case 0x26:
                let reference = self.reference(bytes, at: index, end: range.upperBound, maximumLength: 64)
                if let scalar = reference.scalar {
                    UTF8.encode(scalar) { output.append($0) }
                    index += reference.length
                    continue
                }
                output.append(byte)
            case 0x0D:
                if index + 1 < range.upperBound, bytes[index + 1] == 0x0A { index += 1 }
                output.append(isAttribute ? 0x20 : 0x0A)
            case 0x09, 0x0A:
                output.append(isAttribute ? 0x20 : byte)
            default:
                output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Reads the reference that starts with `&` at `start`: its scalar (nil when it names an
    /// entity XML does not predefine, or when malformed) and its length including `&` and `;`
    /// (0 when malformed: no `;` within `maximumLength`, bad digits, a scalar XML forbids).
    static func reference(_ bytes: [UInt8], at start: Int, end: Int, maximumLength: Int) -> (scalar: Unicode.Scalar?, length: Int)
    {
        var semicolon = start + 1
        let limit = min(end, start + maximumLength)
        while semicolon < limit, bytes[semicolon] != 0x3B { semicolon += 1 }
        guard semicolon < limit, semicolon > start + 1 else { return (nil, 0) }
        let length = semicolon + 1 - start
        let body = bytes[(start + 1)..<semicolon]
        if body.first == 0x23 {  // '#'
            guard let value = characterReferenceValue(body.dropFirst()), XMLSafety.isAllowedScalar(value),
                let scalar = Unicode.Scalar(value)
            else { return (nil, 0) }
            return (scalar, length)
        }
        guard body.allSatisfy(XMLTagShape.isNameByte), let first = body.first, XMLTagShape.isNameStartByte(first) else {
            return (nil, 0)
        }
        if let byte = XMLSafety.predefinedEntity(body) { return (Unicode.Scalar(byte), length) }
        return (nil, length)
    }

    /// The number in `38` or `x26`; nil when a digit is wrong or the number is too large.
    private static func characterReferenceValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
        var slice = digits
        var radix: UInt32 = 10
        if slice.first == 0x78 {  // 'x'
            radix = 16
            slice = slice.dropFirst()
        }
        // Leading zeros are legal ("&#000065;" is "A"); the value's own digits are bounded below.
        while slice.count > 1, slice.first == 0x30 { slice = slice.dropFirst() }
        guard !slice.isEmpty, slice.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in slice {
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x61...0x66 where radix == 16: digit = UInt32(byte - 0x61 + 10)
            case 0x41...0x46 where radix == 16: digit = UInt32(byte - 0x41 + 10)
            default: return nil
            }
            value = value * radix + digit
            if value > 0x10FFFF { return nil }
        }
        return value
    }
}
