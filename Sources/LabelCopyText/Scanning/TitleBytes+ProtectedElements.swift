// MARK: - Elements whose text is kept as written

extension TitleBytes {
    /// Where the element opened by the tag at `tag` closes, when its text is neither translated
    /// nor re-cased: Android's and XLIFF's `<xliff:g>` (any prefix, local name `g`), code
    /// (`<code>`, `<kbd>`, `<tt>`), and any element marked `translate="no"` (XLIFF 2.0, HTML) or
    /// `mtype="protected"` (XLIFF 1.2 `<mrk>`). Nil for any other tag, a closing, self-closing
    /// or comment tag, and an element that does not close within `elementSearchLimit` bytes.
    func protectedElementEnd(openedBy tag: Range<Int>) -> Int? {
        protectedElementName(openedBy: tag).flatMap { elementEnd(of: $0, from: tag.upperBound) }
    }

    /// The name of the element the tag at `tag` opens when it is a protected one (see
    /// `protectedElementEnd`), without looking for its end.
    func protectedElementName(openedBy tag: Range<Int>) -> Range<Int>? {
        let nameStart = tag.lowerBound + 1
        guard ASCII.isLetter(byte(nameStart)), byte(tag.upperBound - 2) != UInt8(ascii: "/") else { return nil }
        var nameEnd = nameStart
        var colon: Int?
        while ASCII.isNameCharacter(byte(nameEnd)) || byte(nameEnd) == UInt8(ascii: ":") || byte(nameEnd) == UInt8(ascii: "-") {
            if byte(nameEnd) == UInt8(ascii: ":") { colon = nameEnd }
            nameEnd += 1
        }
        let name = nameStart..<nameEnd
        let isPlaceholderGroup = colon.map { nameEnd - $0 == 2 && byte($0 + 1) | 0x20 == UInt8(ascii: "g") } ?? false
        guard isPlaceholderGroup || Self.isCodeTagName(bytes[name]) || marksUntranslated(nameEnd..<tag.upperBound)
        else { return nil }
        return name
    }

    /// How far the search for an element's closing tag looks: protected elements hold a name
    /// or a value (the tokenizer also stops searching after many failed searches).
    static let elementSearchLimit = 512

    /// True for the HTML elements that show code, typed exactly: `code`, `kbd`, `tt` (any case).
    private static func isCodeTagName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let key = tagKey(name)
        return key == codeKey || key == keyboardKey || key == teletypeKey
    }

    private static let codeKey = tagKey("code".utf8)
    private static let keyboardKey = tagKey("kbd".utf8)
    private static let teletypeKey = tagKey("tt".utf8)

    /// True when the attributes in `attributes` say `translate="no"` or `mtype="protected"`
    /// (either quote; names and values compared without case, as HTML does).
    private func marksUntranslated(_ attributes: Range<Int>) -> Bool {
        attributeValue(named: "translate", in: attributes).map { sameLetters($0, "no") } == true
            || attributeValue(named: "mtype", in: attributes).map { sameLetters($0, "protected") } == true
    }

    /// The range of the value of the attribute `name` among `attributes`, if it is there.
    private func attributeValue(named name: StaticString, in attributes: Range<Int>) -> Range<Int>? {
        var probe = attributes.lowerBound
        while probe < attributes.upperBound {
            // An attribute name starts after white space.
            guard ASCII.isSpace(bytes[probe]) else {
                if bytes[probe] == UInt8(ascii: "\"") || bytes[probe] == UInt8(ascii: "'") {
                    // Skip a quoted value whole, so a value holding "translate=" is no attribute.
                    let quote = bytes[probe]
                    probe += 1
                    while probe < attributes.upperBound, bytes[probe] != quote { probe += 1 }
                }
                probe += 1
                continue
            }
            probe += 1
            let nameStart = probe
            while probe < attributes.upperBound, ASCII.isNameCharacter(bytes[probe]) || bytes[probe] == UInt8(ascii: "-") {
                probe += 1
            }
            guard sameLetters(nameStart..<probe, name), byte(probe) == UInt8(ascii: "=") else { continue }
            let quote = byte(probe + 1)
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            let valueStart = probe + 2
            var valueEnd = valueStart
            while valueEnd < attributes.upperBound, bytes[valueEnd] != quote { valueEnd += 1 }
            return valueStart..<valueEnd
        }
        return nil
    }

    /// True when the bytes in `range` spell `text`, whose bytes are lowercase ASCII letters, in either case.
    private func sameLetters(_ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        return zip(range, expected).allSatisfy { ASCII.isLetter(bytes[$0]) && bytes[$0] | 0x20 == $1 }
    }

    /// Where the tag closing the element named `name` ends, searching from `start` and counting
    /// elements of the same name nested inside (names compared without case).
    func elementEnd(of name: Range<Int>, from start: Int) -> Int? {
        var depth = 0
        var probe = start
        let limit = min(bytes.count, start + Self.elementSearchLimit)
        while probe < limit {
            guard bytes[probe] == UInt8(ascii: "<") else {
                probe += 1
                continue
            }
            let closing = byte(probe + 1) == UInt8(ascii: "/")
            let candidate = probe + (closing ? 2 : 1)
            let candidateEnd = candidate + name.count
            // The name is this element's, whole, and its tag closes: "</name>" with white space
            // allowed before ">", or an opening tag with or without attributes.
            guard candidateEnd <= bytes.count, sameName(candidate..<candidateEnd, name),
                ASCII.isSpace(byte(candidateEnd)) || byte(candidateEnd) == UInt8(ascii: ">")
                    || (!closing && byte(candidateEnd) == UInt8(ascii: "/")),
                let end = closing ? closingTagEnd(from: candidateEnd) : tagEnd(at: probe)
            else {
                probe += 1
                continue
            }
            if closing {
                if depth == 0 { return end }
                depth -= 1
            } else if byte(end - 2) != UInt8(ascii: "/") {
                depth += 1
            }
            probe = end
        }
        return nil
    }

    /// Where a closing tag whose name ends at `nameEnd` ends: at its ">", after white space.
    private func closingTagEnd(from nameEnd: Int) -> Int? {
        var probe = nameEnd
        while ASCII.isSpace(byte(probe)) { probe += 1 }
        return byte(probe) == UInt8(ascii: ">") ? probe + 1 : nil
    }

    /// True when the bytes at `range` and at `name` are the same name, letters compared without case.
    private func sameName(_ range: Range<Int>, _ name: Range<Int>) -> Bool {
        zip(range, name).allSatisfy {
            bytes[$0] == bytes[$1] || (ASCII.isLetter(bytes[$0]) && bytes[$0] | 0x20 == bytes[$1] | 0x20)
        }
    }
}
