// MARK: - Markup: links, tags, entities, emphasis and mnemonics

extension TokenScanner {
    /// Where a Markdown link `[text](url)` (or the bracket part of `^[…](inflect: true)`) opening
    /// at `index` ends, if the brackets and parentheses both close.
    func linkEnd(at index: Int) -> Int? {
        guard let textEnd = balancedEnd(at: index, open: UInt8(ascii: "["), close: UInt8(ascii: "]")),
            byte(textEnd) == UInt8(ascii: "(")
        else { return nil }
        return balancedEnd(at: textEnd, open: UInt8(ascii: "("), close: UInt8(ascii: ")"))
    }

    /// Where an HTML or XML tag (`<b>`, `</b>`, `<br/>`, `<xliff:g id="x">`, `<!-- -->`) opening at
    /// `index` ends, if it closes before another "<" or a line break.
    func tagEnd(at index: Int) -> Int? {
        let next = byte(index + 1)
        guard ASCII.isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?")
        else { return nil }
        var probe = index + 1
        var quote: UInt8 = 0
        let limit = min(bytes.count, index + Self.bracketSearchLimit)
        while probe < limit {
            let current = bytes[probe]
            if quote != 0 {
                if current == quote { quote = 0 }
            } else if current == UInt8(ascii: ">") {
                return probe + 1
            } else if current == UInt8(ascii: "<") || current == 0x0A {
                return nil
            } else if (current == UInt8(ascii: "\"") || current == UInt8(ascii: "'")) && byte(probe - 1) == UInt8(ascii: "=") {
                // Quotes matter only as attribute values, so an apostrophe in text cannot open one.
                quote = current
            }
            probe += 1
        }
        return nil
    }

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

    /// Scans "&": an entity, an escaped "&&", a Windows/Qt mnemonic before a letter at a word
    /// start, or a plain ampersand symbol.
    mutating func scanAmpersand(at index: Int) -> Int {
        if let end = entityEnd(at: index) { return emit(.placeholder, index, end) }
        if byte(index + 1) == UInt8(ascii: "&") { return emit(.symbol, index, index + 2) }
        if !followsWord(index), startsLetter(at: index + 1) { return emit(.placeholder, index, index + 1) }
        return emit(.symbol, index, index + 1)
    }

    /// Scans a run of "*" or "_": Markdown emphasis markers touching a word, or a GTK mnemonic
    /// ("_Save"), are placeholders; an underscore inside a word ("file_name") or a marker standing
    /// alone between spaces is punctuation.
    mutating func scanEmphasisOrMnemonic(_ marker: UInt8, at start: Int) -> Int {
        var end = start
        while byte(end) == marker, end - start < 3 { end += 1 }
        let touchesBefore = followsWord(start) || followsPlaceholder(start)
        let touchesAfter = startsWord(at: end)
        if marker == UInt8(ascii: "_"), touchesBefore && touchesAfter {
            return emit(.punctuation, start, end)
        }
        let opens = end < bytes.count && !ASCII.isSpace(byte(end)) && !touchesBefore
        let closes = start > 0 && !ASCII.isSpace(byte(start - 1)) && !touchesAfter
        if touchesAfter || touchesBefore || opens || closes {
            return emit(.placeholder, start, end)
        }
        return emit(.punctuation, start, end)
    }
}
