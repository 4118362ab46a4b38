// MARK: - Markup: links, tags, comments and entities

extension TitleBytes {
    /// Where a Markdown link `[text](url)` (or the bracket part of `^[…](inflect: true)`) opening
    /// at `index` ends, if the brackets and parentheses both close.
    func linkEnd(at index: Int) -> Int? {
        guard let textEnd = balancedEnd(at: index, open: UInt8(ascii: "["), close: UInt8(ascii: "]")),
            byte(textEnd) == UInt8(ascii: "(")
        else { return nil }
        return balancedEnd(at: textEnd, open: UInt8(ascii: "("), close: UInt8(ascii: ")"))
    }

    /// Where an HTML or XML tag opening at `index` ends, if one does: a known inline tag (`<b>`,
    /// `</b>`, `<br/>`), a namespaced one (`<xliff:g id="x">`), any tag with attributes, or a
    /// comment. Angle-bracketed text like "<None>" or "<New Account>" stays text.
    func tagEnd(at index: Int) -> Int? {
        var probe = index + 1
        if byte(probe) == UInt8(ascii: "!") { return commentEnd(at: index) }
        if byte(probe) == UInt8(ascii: "/") { probe += 1 }
        let nameStart = probe
        guard ASCII.isLetter(byte(probe)) else { return nil }
        var namespaced = false
        while ASCII.isNameCharacter(byte(probe)) || byte(probe) == UInt8(ascii: ":") || byte(probe) == UInt8(ascii: "-") {
            if byte(probe) == UInt8(ascii: ":") { namespaced = true }
            probe += 1
        }
        let known = namespaced || Self.isInlineTagName(bytes[nameStart..<probe])
        if byte(probe) == UInt8(ascii: "/"), byte(probe + 1) == UInt8(ascii: ">") { return known ? probe + 2 : nil }
        if byte(probe) == UInt8(ascii: ">") { return known ? probe + 1 : nil }
        guard ASCII.isSpace(byte(probe)) else { return nil }
        return attributesEnd(from: probe, requireAttribute: !known)
    }

    /// Where a tag's attribute list starting at `start` closes with ">" (quotes respected);
    /// with `requireAttribute`, only if it holds at least one `name=` pair.
    func attributesEnd(from start: Int, requireAttribute: Bool) -> Int? {
        var probe = start
        var quote: UInt8 = 0
        var sawAttribute = false
        let limit = min(bytes.count, start + Self.bracketSearchLimit)
        while probe < limit {
            let current = bytes[probe]
            if quote != 0 {
                if current == quote { quote = 0 }
            } else if current == UInt8(ascii: ">") {
                return sawAttribute || !requireAttribute ? probe + 1 : nil
            } else if current == UInt8(ascii: "<") || current == 0x0A {
                return nil
            } else if current == UInt8(ascii: "=") {
                sawAttribute = true
                let next = byte(probe + 1)
                if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                    quote = next
                    probe += 1
                }
            }
            probe += 1
        }
        return nil
    }

    /// Where an XML comment `<!-- … -->` opening at `index` ends, if it does.
    func commentEnd(at index: Int) -> Int? {
        guard byte(index + 2) == UInt8(ascii: "-"), byte(index + 3) == UInt8(ascii: "-") else { return nil }
        var probe = index + 4
        let limit = min(bytes.count, index + Self.bracketSearchLimit)
        while probe + 2 < limit {
            if bytes[probe] == UInt8(ascii: "-"), bytes[probe + 1] == UInt8(ascii: "-"), bytes[probe + 2] == UInt8(ascii: ">") {
                return probe + 3
            }
            probe += 1
        }
        return nil
    }

    /// HTML and XLIFF inline element names that appear in UI strings (compared case-insensitively).
    static func isInlineTagName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard name.count <= 10 else { return false }
        var lowered: [UInt8] = []
        lowered.reserveCapacity(name.count)
        for character in name { lowered.append(character | 0x20) }
        return inlineTagNames.contains { $0.elementsEqual(lowered) }
    }

    /// The names `isInlineTagName` accepts.
    static let inlineTagNames: [[UInt8]] = [
        "a", "abbr", "annotation", "b", "big", "bpt", "br", "code", "del", "div", "em", "ept", "font", "g", "hr", "i",
        "img", "ins", "it", "kbd", "li", "mark", "mrk", "ol", "p", "ph", "q", "s", "small", "span", "strike", "strong",
        "sub", "sup", "tt", "u", "ul", "x",
    ].map { Array($0.utf8) }

    /// Where an HTML entity (`&amp;`, `&#8230;`, `&#x2026;`) starting at `index` ends, if one does.
    func entityEnd(at index: Int) -> Int? {
        var probe = index + 1
        if byte(probe) == UInt8(ascii: "#") {
            probe += 1
            let hex = byte(probe) | 0x20 == UInt8(ascii: "x")
            if hex { probe += 1 }
            let digitsStart = probe
            while hex ? ASCII.isHexDigit(byte(probe)) : ASCII.isDigit(byte(probe)) { probe += 1 }
            guard probe > digitsStart else { return nil }
        } else {
            guard ASCII.isLetter(byte(probe)) else { return nil }
            while ASCII.isAlphanumeric(byte(probe)), probe - index < 32 { probe += 1 }
        }
        return byte(probe) == UInt8(ascii: ";") ? probe + 1 : nil
    }
}
