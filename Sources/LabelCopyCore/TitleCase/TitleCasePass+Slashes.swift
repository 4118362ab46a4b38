extension TitleCasePass {
    /// A lowercase word that ends in a digit is a version, codec or architecture ("v2", "h264",
    /// "arm64") and keeps the case it was typed in, as do the unit of a rate (`isRateUnit`), an
    /// abbreviation without vowels after the first word, and "etc.".
    @inline(never)
    func keepsTypedCase(at index: Int) -> Bool {
        // Two byte tests in the slot loop; the rest only for a word right after a slash.
        let range = slots[index].range
        guard range.upperBound >= 1, range.upperBound <= buffer.count else { return false }
        if buffer[range.upperBound - 1] &- 0x30 < 10 { return true }
        if range.count <= 4, !slots[index].startsClause {
            if isAbbreviationWithoutVowels(range) { return true }
            // "Import Photos, Videos, etc.": the abbreviation keeps its lowercase, even last.
            if range.count == 3, range.upperBound < buffer.count, buffer[range.upperBound] == 0x2E, spells(range, "etc") {
                return true
            }
        }
        if range.lowerBound >= 1 && buffer[range.lowerBound - 1] == 0x2F && isRateUnit(at: index) { return true }
        // A unit follows a value: most words follow none, and the two unit tests are skipped.
        guard index > 0, slots[index].followsPrevious, slots[index - 1].kind == .number || slots[index - 1].kind == .placeholder
        else { return false }
        return isUnitAfterNumber(at: index) || isLowercaseUnitAfterNumber(at: index)
    }

    /// A word of two to four ASCII letters none of which is a vowel or "y" ("fps", "bpm", "px",
    /// "SSH" in a title in capitals): an abbreviation, whose letters are kept as typed ("Show
    /// fps Counter", never "Fps") after the first word; not the titles a period may follow
    /// ("Mr", "Dr", "St"), nor a key joined by "+" ("Ctrl+C").
    @inline(never)
    func isAbbreviationWithoutVowels(_ range: Range<Int>) -> Bool {
        guard range.count >= 2, range.count <= 4, range.lowerBound >= 0, range.upperBound <= buffer.count,
            ByteCase.isLettersWithoutVowels(buffer[range])
        else { return false }
        if range.upperBound < buffer.count, buffer[range.upperBound] == 0x2B { return false }
        if range.lowerBound > 0, buffer[range.lowerBound - 1] == 0x2B { return false }
        return !TrailingPunctuationRule.abbreviations.contains(String(decoding: buffer[range], as: UTF8.self).lowercased())
    }

    /// A number, or a placeholder a number is formatted into ("%d", "%.1f", "%lld", "{count}"):
    /// what a unit follows ("in %d s", "%.1f ms").
    @inline(__always)
    private func isValue(at index: Int) -> Bool {
        switch slots[index].kind {
        case .number: return true
        case .placeholder:
            let range = slots[index].range
            guard range.count >= 2, buffer[range.lowerBound] == 0x25 else { return range.count >= 3 && buffer[range.lowerBound] == 0x7B }
            // A printf conversion for a number ends in d, i, u, f, g or e (in any length form).
            switch buffer[range.upperBound - 1] | 0x20 {
            case 0x64, 0x69, 0x75, 0x66, 0x67, 0x65: return true
            default: return false
            }
        default: return false
        }
    }

    /// Units that UIs write in lowercase after a number but that the consonant test does not
    /// take: spelled with a vowel ("10 min", "30 sec", "300 dpi", "200 kcal", "5 mi", "8 oz"), of one
    /// letter ("500 m", "250 g", "5 s"; other letters are a seat or row: "Seat 12 C"), or the
    /// plural of a term ("6 pcs", not "6 PCs"). Packed as `isLowercaseUnitAfterNumber` reads them.
    static let lowercaseUnits: Set<UInt64> = Set(
        ["cal", "dpi", "g", "kcal", "m", "mi", "min", "mins", "oz", "pcs", "ppi", "s", "sec", "secs"].map { word in
            word.utf8.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        })

    /// A lowercase unit of `lowercaseUnits` right after a number keeps its case; asked only of
    /// words typed in lowercase.
    func isLowercaseUnitAfterNumber(at index: Int) -> Bool {
        guard index > 0, slots[index].followsPrevious, isValue(at: index - 1) else { return false }
        let range = slots[index].range
        guard range.count >= 1, range.count <= 8, range.lowerBound >= 0, range.upperBound <= buffer.count else { return false }
        var key: UInt64 = 0
        for (shift, offset) in range.enumerated() { key |= UInt64(buffer[offset]) << (8 * UInt64(shift)) }
        return Self.lowercaseUnits.contains(key)
    }

    /// A word of consonants alone right after a number is the abbreviation of a unit, which UIs
    /// write in more than one case ("60 fps" and "60 FPS", "500 ms", "12 pt", "1024 px"): it keeps
    /// the case it was typed in. No English word is spelled without a vowel ("y" counted as one).
    func isUnitAfterNumber(at index: Int) -> Bool {
        guard index > 0, slots[index].followsPrevious, isValue(at: index - 1) else { return false }
        let range = slots[index].range
        // A single letter after a number is a seat, gate or row ("Seat 12 C"), cased as a word.
        guard range.count >= 2, range.lowerBound >= 0, range.upperBound <= buffer.count else { return false }
        return ByteCase.isLettersWithoutVowels(buffer[range])
    }

    /// The unit of a rate keeps the case it was typed in: a word glued after a slash that follows
    /// a value ("$4.99/month", "%@/year", "20%/year"), or a unit of time (s, m, h, d, w, y) after
    /// one that follows a word ("MB/s", "km/h"); "A/B", "N/A" and "PDF/A" are cased as words.
    @inline(never)
    func isRateUnit(at index: Int) -> Bool {
        let range = slots[index].range
        let start = range.lowerBound
        guard start >= 2, start <= buffer.count, buffer[start - 1] == 0x2F else { return false }
        if buffer[start - 2] == 0x25 { return true }
        if index > 0, slots[index - 1].range.upperBound == start - 1 {
            switch slots[index - 1].kind {
            case .number, .placeholder: return true
            default: break
            }
        }
        guard range.count == 1, start >= 3, ByteCase.isAlphanumeric(buffer[start - 2]), ByteCase.isAlphanumeric(buffer[start - 3])
        else {
            return false
        }
        switch buffer[start] {
        case 0x73, 0x6D, 0x68, 0x64, 0x77, 0x79: return true
        default: return false
        }
    }

    /// The slot joined to the one at `index` by a slash with no space on either side, when the
    /// two are the whole run: a longer run ("/path/to/folder") is a path, not alternatives.
    @inline(never)
    func slashPartner(of index: Int) -> Int? {
        let range = slots[index].range
        var first = index
        if index > 0, range.lowerBound >= 1, buffer[range.lowerBound - 1] == 0x2F,
            slots[index - 1].range.upperBound == range.lowerBound - 1
        {
            first = index - 1
        } else if !(index + 1 < slots.count && range.upperBound < buffer.count && buffer[range.upperBound] == 0x2F
            && slots[index + 1].range.lowerBound == range.upperBound + 1)
        {
            return nil
        }
        let start = slots[first].range.lowerBound
        let end = slots[first + 1].range.upperBound
        if start >= 1, buffer[start - 1] == 0x2F { return nil }
        if end < buffer.count, buffer[end] == 0x2F { return nil }
        return first == index ? index + 1 : first
    }
}
