/// A tag found inside a value string (`<g id="1">`, `</b>`, `<x id="2"/>`), so that escapers
/// can keep markup that the readers left in values as written.
struct XMLTagShape: Sendable, Hashable {
    /// The tag's name.
    var name: String
    /// True for `</name>`.
    var isEnd: Bool
    /// True for `<name …/>`.
    var isEmpty: Bool
    /// How many attributes the tag has.
    var attributeCount: Int
    /// The offset just after the tag's `>`.
    var end: Int

    /// True for bytes that may start an XML name (ASCII letters, `_`, `:`, and any non-ASCII byte,
    /// which keeps the check byte-wise and linear; the lexer is no stricter than that).
    static func isNameStartByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    /// True for bytes that may continue an XML name.
    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStartByte(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    /// True for XML white space.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// The well-formed tag starting with `<` at `start`, or nil.
    static func match(_ bytes: [UInt8], at start: Int) -> XMLTagShape? {
        var index = start + 1
        let isEnd = index < bytes.count && bytes[index] == 0x2F
        if isEnd { index += 1 }
        guard let name = scanName(bytes, &index) else { return nil }
        if isEnd {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == 0x3E else { return nil }
            return XMLTagShape(name: name, isEnd: true, isEmpty: false, attributeCount: 0, end: index + 1)
        }
        var count = 0
        while index < bytes.count {
            let hadSpace = index < bytes.count && isSpace(bytes[index])
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == 0x3E {
                return XMLTagShape(name: name, isEnd: false, isEmpty: false, attributeCount: count, end: index + 1)
            }
            if bytes[index] == 0x2F {
                guard index + 1 < bytes.count, bytes[index + 1] == 0x3E else { return nil }
                return XMLTagShape(name: name, isEnd: false, isEmpty: true, attributeCount: count, end: index + 2)
            }
            guard hadSpace, scanName(bytes, &index) != nil else { return nil }
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == 0x3D else { return nil }
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
            let quote = bytes[index]
            index += 1
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == 0x3C { return nil }
                if bytes[index] == 0x26 {
                    let reference = XMLEscaping.reference(bytes, at: index, end: bytes.count, maximumLength: 32)
                    guard reference.scalar != nil else { return nil }
                    index += reference.length
                    continue
                }
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            count += 1
        }
        return nil
    }

    /// The tags of `bytes` that `keep` accepts and that can stay markup: empty-element tags, and
    /// start and end tags that pair up properly, by offset. A start tag without its end tag (or
    /// an end tag without its start) would break the file's structure, so it is left out and
    /// gets escaped as text.
    static func markup(in bytes: [UInt8], keep: (XMLTagShape) -> Bool) -> [Int: XMLTagShape] {
        var kept: [Int: XMLTagShape] = [:]
        var open: [(offset: Int, tag: XMLTagShape)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x3C, let tag = match(bytes, at: index), keep(tag) else {
                index += 1
                continue
            }
            if tag.isEmpty {
                kept[index] = tag
            } else if !tag.isEnd {
                open.append((index, tag))
            } else if let match = open.lastIndex(where: { $0.tag.name == tag.name }) {
                kept[open[match].offset] = open[match].tag
                kept[index] = tag
                open.removeSubrange(match...)
            }
            index = tag.end
        }
        return kept
    }

    private static func scanName(_ bytes: [UInt8], _ index: inout Int) -> String? {
        let start = index
        guard index < bytes.count, isNameStartByte(bytes[index]) else { return nil }
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
