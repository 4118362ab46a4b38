import LabelCopyText

// MARK: - Amounts: a value, its unit and what the amount is ("2 GB Remaining")

extension VerbFirstChecker {
    /// The first and last slots of a title that is an amount: a value (digits or a number's
    /// placeholder, first in the title), a unit written in capitals, a listed unit term or a short
    /// unit without vowels ("GB", "km", "MB"), and a word saying what the amount is, ending the
    /// title ("2 GB Remaining", "%d MB Used", "{count} km Away"). Nil for any other title:
    /// without that last word the value and unit are a choice ("5 GB", "1 Hour").
    func amountRange(_ context: FirstWordContext) -> (start: Int, last: Int)? {
        let slots = context.slots
        let bytes = context.bytes
        if let percent = percentRange(context) { return percent }
        var value = context.index
        var unit = context.index + 1
        if context.first.kind == .word {
            // After a leading placeholder the first word is the unit.
            guard context.index == 1, slots[0].kind == .placeholder, slots[0].startsClause, context.first.followsPrevious,
                isNumberPlaceholder(slots[0].range, bytes)
            else { return nil }
            (value, unit) = (0, 1)
        } else {
            guard context.first.kind == .number, ByteMatch.isDigits(bytes, context.first.range) else { return nil }
        }
        guard unit + 2 == slots.count, slots[unit].followsPrevious, slots[unit].kind == .word, slots[unit + 1].followsPrevious,
            slots[unit + 1].kind == .word, isMeasureUnit(slots[unit], bytes),
            Self.amountStates.contains(where: { ByteMatch.equals(bytes, slots[unit + 1].range, $0) })
        else { return nil }
        return (value, unit + 1)
    }

    /// The first and last slots of a title that is a share done: a percentage ("50%", "%lld%%")
    /// and a state of completion ending the title ("50% Complete", "%d%% Done").
    func percentRange(_ context: FirstWordContext) -> (start: Int, last: Int)? {
        let slots = context.slots
        let bytes = context.bytes
        let first = context.first
        let state: Int
        if first.kind == .number {
            // "50%": the sign written onto the digits.
            guard ByteMatch.isDigits(bytes, first.range), context.hasSignAfter(first),
                first.range.upperBound < bytes.count, bytes[first.range.upperBound] == 0x25
            else { return nil }
            state = context.index + 1
        } else {
            // "%lld%% Complete": a number's placeholder and the escaped sign, then the word.
            guard first.kind == .word, context.index == 2, slots[0].kind == .placeholder, slots[0].startsClause,
                isNumberPlaceholder(slots[0].range, bytes), slots[1].kind == .placeholder,
                slots[1].range == slots[0].range.upperBound..<(slots[0].range.upperBound + 2),
                ByteMatch.equals(bytes, slots[1].range, "%%")
            else { return nil }
            state = context.index
        }
        // The sign written onto the digits and one space stand between them and the word, which
        // then follows no slot directly; after "%%" it does.
        guard state + 1 == slots.count, slots[state].kind == .word,
            first.kind == .number ? slots[state].token == first.token + 3 : slots[state].followsPrevious,
            Self.shareStates.contains(where: { ByteMatch.equals(bytes, slots[state].range, $0) })
        else { return nil }
        return (first.kind == .number ? context.index : 0, state)
    }

    /// States of completion after a percentage.
    static let shareStates: [StaticString] = ["complete", "completed", "done", "finished"]

    /// What an amount is, after its value and unit.
    static let amountStates: [StaticString] = ["available", "away", "free", "left", "remaining", "used"]

    /// A printf placeholder of a number ("%d", "%lld", "%.1f", "%1$d") or any named one
    /// ("{count}"), whose name does not say what it holds.
    private func isNumberPlaceholder(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        guard range.count >= 2, range.upperBound <= bytes.count else { return false }
        if bytes[range.lowerBound] == 0x7B { return true }
        guard bytes[range.lowerBound] == 0x25 else { return false }
        switch bytes[range.upperBound - 1] | 0x20 {
        case 0x64, 0x69, 0x75, 0x66, 0x67: return true
        default: return false
        }
    }

    /// A unit of measure: a word of two to four letters in capitals or lowercase (not "Mac")
    /// that is a listed term ("GB", "km", "MB"; a file type such as "PDF" passes too, and is a
    /// count of files), or that has no vowels ("kb", "mph"); not a unit of time.
    private func isMeasureUnit(_ slot: TitleSlot, _ bytes: [UInt8]) -> Bool {
        let range = slot.range
        guard range.count >= 2, range.count <= 4, slot.shape == .allCaps || slot.shape == .lower, !isTimeWord(bytes, range)
        else { return false }
        return slot.info.term >= 0 || ByteCase.isLettersWithoutVowels(bytes[range])
    }
}
