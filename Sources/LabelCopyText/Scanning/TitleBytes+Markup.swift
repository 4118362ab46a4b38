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

    /// Where a Markdown code span opening at `index` ends, if one does: a run of backticks, text,
    /// and a run of as many backticks (CommonMark). The opening run must not be glued to a letter
    /// before it, so a backtick typed for an apostrophe ("Don`t") stays punctuation.
    func codeSpanEnd(at index: Int) -> Int? {
        if index > 0, ASCII.isLetter(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "`") { return nil }
        var runEnd = index
        while byte(runEnd) == UInt8(ascii: "`") { runEnd += 1 }
        let run = runEnd - index
        var probe = runEnd
        let limit = min(bytes.count, index + Self.bracketSearchLimit)
        while probe < limit {
            guard bytes[probe] == UInt8(ascii: "`") else {
                probe += 1
                continue
            }
            var closeEnd = probe
            while closeEnd < bytes.count, bytes[closeEnd] == UInt8(ascii: "`") { closeEnd += 1 }
            if closeEnd - probe == run { return probe > runEnd ? closeEnd : nil }
            probe = closeEnd
        }
        return nil
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
        guard !name.isEmpty, name.count <= 10 else { return false }
        // A byte matches a name's (lowercase) letter when it does with 0x20 set, as in "B" and "b".
        if name.count > 8 { return name.elementsEqual(longInlineTagName) { $0 | 0x20 == $1 } }
        return isInlineTagKey(tagKey(name))
    }

    /// Up to eight bytes of a tag name, each with 0x20 set, in one little-endian word; a name's
    /// bytes are never zero then, so names of different lengths have different keys.
    static func tagKey<Name: Collection<UInt8>>(_ name: Name) -> UInt64 {
        var key: UInt64 = 0
        var shift: UInt64 = 0
        for character in name.prefix(8) {
            key |= UInt64(character | 0x20) << shift
            shift &+= 8
        }
        return key
    }

    /// True when `key` is one of `inlineTagKeys` (a binary search: a tag name costs a few comparisons).
    static func isInlineTagKey(_ key: UInt64) -> Bool {
        let keys = inlineTagKeys
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key
    }

    /// The one name `isInlineTagName` accepts that is longer than eight bytes.
    static let longInlineTagName: [UInt8] = Array("annotation".utf8)

    /// The keys of the names of up to eight bytes `isInlineTagName` accepts, in ascending order.
    static let inlineTagKeys: [UInt64] = [
        "a", "abbr", "b", "big", "bpt", "br", "code", "del", "div", "em", "ept", "font", "g", "hr", "i", "img", "ins",
        "it", "kbd", "li", "mark", "mrk", "ol", "p", "pc", "ph", "q", "s", "small", "span", "strike", "strong", "sub", "sup",
        "tt", "u", "ul", "x",
    ].map { tagKey($0.utf8) }.sorted()

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
