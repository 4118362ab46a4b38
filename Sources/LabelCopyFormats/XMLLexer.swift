/// A hand-written XML 1.0 lexer over UTF-8 bytes that keeps the exact byte range of every token
/// (which Foundation's `XMLParser` does not report), checks references as it goes, and refuses
/// the constructs that make XML dangerous to read (see `XMLSafety`). It runs in one linear pass,
/// without recursion and without building strings except names and attribute values.
public struct XMLLexer: Sendable {
    /// The document being read.
    public let document: TextDocument
    /// The limits applied.
    public let safety: XMLSafety
    let bytes: [UInt8]
    /// Where the next token starts.
    public private(set) var offset = 0

    /// Creates a lexer at the start of `document`.
    public init(document: TextDocument, safety: XMLSafety = .standard) {
        self.document = document
        self.safety = safety
        self.bytes = document.bytes
    }

    /// All tokens of `document`, or the first error.
    public static func tokenize(_ document: TextDocument, safety: XMLSafety = .standard) throws(FormatError) -> [XMLToken] {
        var lexer = XMLLexer(document: document, safety: safety)
        var tokens: [XMLToken] = []
        while let token = try lexer.next() { tokens.append(token) }
        return tokens
    }

    /// The next token, nil at the end of the document.
    public mutating func next() throws(FormatError) -> XMLToken? {
        guard offset < bytes.count else { return nil }
        let token = bytes[offset] == 0x3C ? try markup() : try text()
        offset = token.range.upperBound
        return token
    }

    func fail(_ message: String, at offset: Int) -> FormatError {
        document.error(message, at: offset)
    }

    // MARK: - Character data

    private func text() throws(FormatError) -> XMLToken {
        let start = offset
        var index = start
        var needsDecoding = false
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte == 0x3C { break }
            if byte == 0x26 {
                index += try checkedReference(at: index, end: end)
                needsDecoding = true
                continue
            }
            if byte < 0x20 {
                if byte == 0x0D {
                    needsDecoding = true
                } else if byte != 0x0A && byte != 0x09 {
                    throw controlCharacter(byte, at: index)
                }
            } else if byte == 0x5D, index + 2 < end, bytes[index + 1] == 0x5D, bytes[index + 2] == 0x3E {
                throw fail("']]>' is not allowed in XML text; write ']]&gt;'", at: index)
            }
            index += 1
        }
        return XMLToken(kind: .text, range: start..<index, contentRange: start..<index, needsDecoding: needsDecoding)
    }

    /// Checks the reference at `index` (an `&`) and returns its length.
    func checkedReference(at index: Int, end: Int) throws(FormatError) -> Int {
        let reference = XMLEscaping.reference(bytes, at: index, end: end, maximumLength: safety.maximumReferenceLength)
        if reference.length == 0 {
            if let written = wellFormedCharacterReference(at: index, end: end) {
                throw fail(
                    "character reference '\(written)' names no character XML allows (U+0000, other control characters, "
                        + "surrogates, U+FFFE, U+FFFF and values past U+10FFFF are not)", at: index)
            }
            throw fail(
                "malformed XML reference: '&' must start '&name;', '&#digits;' or '&#xhex;' (write '&amp;' for a literal '&')",
                at: index)
        }
        if reference.scalar == nil {
            let name = String(decoding: bytes[(index + 1)..<(index + reference.length - 1)], as: UTF8.self)
            throw fail(
                "undefined XML entity '&\(name);' (only &amp; &lt; &gt; &quot; &apos; and character references are allowed)",
                at: index)
        }
        return reference.length
    }

    /// The text of a character reference at `index` written as the grammar wants (`&#digits;`,
    /// `&#xhex;`), whatever number it names; nil for anything else.
    func wellFormedCharacterReference(at index: Int, end: Int) -> String? {
        guard index + 3 < end, bytes[index + 1] == UInt8(ascii: "#") else { return nil }
        let hex = bytes[index + 2] == UInt8(ascii: "x")
        var probe = index + (hex ? 3 : 2)
        let digitsStart = probe
        func isDigit(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39: true
            case 0x41...0x46, 0x61...0x66: hex
            default: false
            }
        }
        while probe < end, probe - index < 16, isDigit(bytes[probe]) { probe += 1 }
        guard probe > digitsStart, probe < end, bytes[probe] == UInt8(ascii: ";") else { return nil }
        return String(decoding: bytes[index...probe], as: UTF8.self)
    }

    func controlCharacter(_ byte: UInt8, at index: Int) -> FormatError {
        let hex = String(byte, radix: 16, uppercase: true)
        return fail("control character U+\(hex.count < 2 ? "000" : "00")\(hex) is not allowed in XML", at: index)
    }

    // MARK: - Markup

    private func markup() throws(FormatError) -> XMLToken {
        let start = offset
        guard start + 1 < bytes.count else { throw fail("unexpected end of file after '<'", at: start) }
        switch bytes[start + 1] {
        case 0x3F: return try processingInstruction(at: start)
        case 0x21: return try declarationMarkup(at: start)
        case 0x2F: return try endTag(at: start)
        default: return try startTag(at: start)
        }
    }

    private func endTag(at start: Int) throws(FormatError) -> XMLToken {
        var index = start + 2
        guard let nameRange = scanName(&index) else {
            throw fail("expected an element name after '</'", at: start + 2)
        }
        skipSpace(&index)
        guard index < bytes.count, bytes[index] == 0x3E else {
            throw fail("end tag </\(string(nameRange))> is not closed with '>'", at: start)
        }
        return XMLToken(kind: .endTag, range: start..<(index + 1), contentRange: nameRange, name: string(nameRange))
    }

    private func startTag(at start: Int) throws(FormatError) -> XMLToken {
        var index = start + 1
        guard let nameRange = scanName(&index) else {
            throw fail("expected an element name after '<' (write '&lt;' for a literal '<')", at: start + 1)
        }
        let name = string(nameRange)
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = index < bytes.count && XMLTagShape.isSpace(bytes[index])
            skipSpace(&index)
            guard index < bytes.count else { throw fail("start tag <\(name)> is not closed with '>'", at: start) }
            switch bytes[index] {
            case 0x3E:
                return XMLToken(
                    kind: .startTag, range: start..<(index + 1), contentRange: nameRange, name: name, attributes: attributes)
            case 0x2F:
                guard index + 1 < bytes.count, bytes[index + 1] == 0x3E else {
                    throw fail("expected '>' after '/' in tag <\(name)>", at: index)
                }
                return XMLToken(
                    kind: .emptyElementTag, range: start..<(index + 2), contentRange: nameRange, name: name,
                    attributes: attributes)
            default:
                guard hadSpace else { throw fail("expected white space, '>' or '/>' in tag <\(name)>", at: index) }
                let attribute = try self.attribute(&index, in: name)
                if attributes.count == safety.maximumAttributes {
                    throw fail(
                        "tag <\(name)> has more than \(safety.maximumAttributes) attributes", at: attribute.range.lowerBound)
                }
                if attributes.contains(where: { $0.name == attribute.name }) {
                    throw fail("duplicate attribute '\(attribute.name)' in tag <\(name)>", at: attribute.range.lowerBound)
                }
                attributes.append(attribute)
            }
        }
    }

    private func attribute(_ index: inout Int, in tag: String) throws(FormatError) -> XMLAttribute {
        let start = index
        guard let nameRange = scanName(&index) else {
            throw fail("expected an attribute name in tag <\(tag)>", at: index)
        }
        let name = string(nameRange)
        skipSpace(&index)
        guard index < bytes.count, bytes[index] == 0x3D else {
            throw fail("expected '=' after attribute name '\(name)'", at: index)
        }
        index += 1
        skipSpace(&index)
        guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
            throw fail("expected a quoted value for attribute '\(name)'", at: index)
        }
        let quote = bytes[index]
        index += 1
        let valueStart = index
        while true {
            guard index < bytes.count else { throw fail("attribute '\(name)' has no closing quote", at: valueStart - 1) }
            let byte = bytes[index]
            if byte == quote { break }
            if byte == 0x3C { throw fail("'<' is not allowed in attribute values (write '&lt;')", at: index) }
            if byte == 0x26 {
                index += try checkedReference(at: index, end: bytes.count)
                continue
            }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { throw controlCharacter(byte, at: index) }
            index += 1
        }
        let valueRange = valueStart..<index
        index += 1
        let value = XMLEscaping.decode(bytes, valueRange, isAttribute: true)
        return XMLAttribute(name: name, value: value, range: start..<index, valueRange: valueRange)
    }

    // MARK: - Scanning helpers

    func scanName(_ index: inout Int) -> Range<Int>? {
        let start = index
        guard index < bytes.count, XMLTagShape.isNameStartByte(bytes[index]) else { return nil }
        index += 1
        while index < bytes.count, XMLTagShape.isNameByte(bytes[index]) { index += 1 }
        return start..<index
    }

    func skipSpace(_ index: inout Int) {
        while index < bytes.count, XMLTagShape.isSpace(bytes[index]) { index += 1 }
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// True when `pattern` stands at `index`.
    func matches(_ pattern: StaticString, at index: Int) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let base = pattern.utf8Start
        for offset in 0..<count where bytes[index + offset] != base[offset] { return false }
        return true
    }

    /// The first offset at or after `index` where `pattern` stands, nil when it never does.
    func find(_ pattern: StaticString, from index: Int) -> Int? {
        let first = pattern.utf8Start[0]
        var position = index
        while position < bytes.count {
            if bytes[position] == first, matches(pattern, at: position) { return position }
            position += 1
        }
        return nil
    }
}
