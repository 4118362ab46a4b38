// MARK: - Ampersands, emphasis markers and mnemonics

extension TokenScanner {
    /// Scans "&": an entity, an escaped "&&", a Windows/Qt mnemonic before a letter at a word
    /// start, or a plain ampersand symbol.
    mutating func scanAmpersand(at index: Int) -> Int {
        if let end = source.entityEnd(at: index) { return emit(.placeholder, index, end) }
        if source.byte(index + 1) == UInt8(ascii: "&") { return emit(.symbol, index, index + 2) }
        if !followsWord(index), source.startsLetter(at: index + 1) { return emit(.placeholder, index, index + 1) }
        return emit(.symbol, index, index + 1)
    }

    /// Scans a run of "*" or "_": Markdown emphasis markers touching a word, or a GTK mnemonic
    /// ("_Save"), are placeholders; underscores between words ("file__name") and a marker standing
    /// alone between spaces are punctuation. Single "_" and "*" inside words belong to the word.
    mutating func scanEmphasisOrMnemonic(_ marker: UInt8, at start: Int) -> Int {
        var end = start
        while source.byte(end) == marker, end - start < 3 { end += 1 }
        let touchesBefore = followsWord(start) || followsPlaceholder(start)
        let touchesAfter = source.startsWord(at: end)
        // Between words an underscore run is not emphasis (CommonMark) but a star run is ("**Bold**text").
        if marker == UInt8(ascii: "_"), followsWord(start) && touchesAfter {
            return emit(.punctuation, start, end)
        }
        let opens = end < bytes.count && !ASCII.isSpace(source.byte(end)) && !touchesBefore
        let closes = start > 0 && !ASCII.isSpace(source.byte(start - 1)) && !touchesAfter
        if touchesAfter || touchesBefore || opens || closes {
            return emit(.placeholder, start, end)
        }
        return emit(.punctuation, start, end)
    }
}
