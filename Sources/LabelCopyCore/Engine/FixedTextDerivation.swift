import LabelCopyText

/// Rewrites the tokens and slots of a title into those of the text a fix that changes no word
/// made from it, so that the engine need not tokenize the fixed text and look its words up again.
///
/// The result must be what `Tokenizer` and `TitleSlots` give for the fixed text, for every input.
/// So the walk accepts only edits for which that is argued below, checks the fixed text against
/// the original byte for byte while it rewrites, and gives up (the caller then analyzes the fixed
/// text in full) at the first byte that is not such an edit. What makes an edit safe is what the
/// tokenizer and the slot builder read beyond a token:
///
/// - after a token, only whether the next byte is a letter, digit, joiner, hyphen, "." (a precision,
///   an inner or spaced period), a space (emphasis markers, tag names) or a non-ASCII scalar (an
///   emoji cluster's joiner); before a token, only whether the byte is a space (emphasis markers)
///   and the kind and end of the token before it;
/// - across spaces, the closers of brackets, links and tags, found within 4,096 bytes (more than
///   `maxBytes`, so their distance never matters);
/// - the slots: the tokens' kinds, the bytes of words and of one-byte marks, whether tokens are
///   spaces, and the runs of tokens between spaces in which an address is looked for; never how
///   long a space is.
///
/// Each edit below keeps every one of those answers for the tokens it keeps, so the fixed text
/// tokenizes into the kept tokens, moved, plus the replaced ones, and its slots are the old slots
/// moved with their tokens (no removed or replaced token is a slot).
struct FixedTextDerivation {
    /// Longest title derived, well below the tokenizer's bracket search limit (4,096 bytes).
    static let maxBytes = 512

    /// The text before the fix.
    let old: UnsafeBufferPointer<UInt8>
    /// The fixed text.
    let new: UnsafeBufferPointer<UInt8>
    /// The old tokens on entry, rewritten in place into the new ones (never ahead of the reading);
    /// for `.progressEllipsis` it has room for one token more.
    let tokens: UnsafeMutableBufferPointer<Token>
    /// How many old tokens there are.
    let count: Int
    /// The old slots on entry, each moved with its token.
    let slots: UnsafeMutableBufferPointer<TitleSlot>
    /// Tokens written.
    private(set) var written = 0
    /// Bytes of the fixed text covered by the tokens written.
    private var cursor = 0
    /// The first slot not yet moved.
    private var slot = 0
    /// Each compound kept: its old index, its new index and how far it moved, when asked for.
    private(set) var compoundMoves: [(old: Int, new: Int, shift: Int)] = []
    /// Whether to record `compoundMoves` (only titles with compounds need them).
    let recordsCompounds: Bool

    init(
        old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<Token>,
        slots: UnsafeMutableBufferPointer<TitleSlot>, count: Int, recordsCompounds: Bool
    ) {
        self.old = old
        self.new = new
        self.tokens = tokens
        self.count = min(count, tokens.count)
        self.slots = slots
        self.recordsCompounds = recordsCompounds
    }

    /// Rewrites the tokens and slots for a fix of `shape`; false when the fixed text is not the
    /// old text with edits of that shape (the tokens and slots are then partly rewritten).
    mutating func run(_ shape: FixShape) -> Bool {
        let grows = shape == .progressEllipsis
        guard old.count <= Self.maxBytes, new.count <= old.count + (grows ? 3 : 0), tokens.count >= count + (grows ? 1 : 0)
        else { return false }
        var index = 0
        while index < count || cursor < new.count {
            // The tokens up to the first byte that differs stay as they are, moved by the edits before them.
            if index < count {
                let start = tokens[index].range.lowerBound
                index = keep(from: index, through: start + commonLength(from: start, at: cursor))
            }
            guard index < count || (grows && cursor < new.count) else { break }
            let handled: Bool
            switch shape {
            case .whitespace: handled = whitespaceEdit(&index)
            case .ellipsis: handled = ellipsisEdit(&index)
            case .trailingMarks: handled = trailingMarksEdit(&index)
            case .progressEllipsis: handled = progressEllipsisEdit(&index)
            }
            guard handled else { return false }
        }
        return cursor == new.count && slot == slots.count
    }

    // MARK: - Edits

    /// Spaces and tabs: a run between two kept tokens becomes one space, and a run at either edge
    /// goes. Every test that reads a space run's bytes from outside asks only whether they are
    /// spaces (ASCII spaces and tabs are), except the spaced ellipsis ". . .", which a space run
    /// between two periods could become: such a run is left to the full analysis.
    private mutating func whitespaceEdit(_ index: inout Int) -> Bool {
        let token = tokens[index]
        let last = count - 1
        guard token.kind == .space, isSpacesAndTabs(token) else { return false }
        let run = spaceRun(at: cursor)
        if run == 0, index == 0 || index == last {
            // At the start, the next token starts the text, and no test tells a space before a
            // token from the text's start; at the end, none tells a space after it from the end.
            guard drop(index) else { return false }
        } else {
            guard run == 1, new[cursor] == 0x20, index > 0, index < last else { return false }
            if old[token.range.lowerBound - 1] == 0x2E && old[token.range.upperBound] == 0x2E { return false }
            put(index, kind: .space, length: 1)
        }
        index += 1
        return true
    }

    /// Period runs: an ellipsis token becomes "…", and a single space between a word and an
    /// ellipsis goes. "…" ends a word, a number, a compound, a space run and any placeholder or
    /// mark as a period does; only an emoji cluster ending in a joiner would take it in, so an
    /// ellipsis after a symbol is left to the full analysis.
    private mutating func ellipsisEdit(_ index: inout Int) -> Bool {
        let token = tokens[index]
        let previous = written > 0 ? tokens[written - 1].kind : nil
        if token.kind == .ellipsis {
            guard previous != .symbol, isEllipsisCharacter(at: cursor) else { return false }
            put(index, kind: .ellipsis, length: 3)
        } else {
            // "Loading ..." → "Loading…": a word ends before "…" as it does before a space. Only
            // white space may follow: the space also parts the runs an address is looked for in.
            guard token.kind == .space, token.range.count == 1, old[token.range.lowerBound] == 0x20,
                index + 1 < count, tokens[index + 1].kind == .ellipsis, onlySpaces(after: index + 1),
                previous == .word || previous == .number || previous == .compound, drop(index)
            else { return false }
        }
        index += 1
        return true
    }

    /// Closing marks: a group of "." and "!" tokens (with spaces between them) ending in a mark,
    /// followed only by white space that stays, goes. The token before the group then meets that
    /// white space or the end instead of a mark or a space, which no test tells apart, except
    /// for emphasis markers (whether a space follows), emoji clusters (a joiner takes in a
    /// no-break space) and a space run (which would join the white space that stays).
    private mutating func trailingMarksEdit(_ index: inout Int) -> Bool {
        let groupStart = index
        guard written > 0 else { return false }
        // The white space that stays: whole space tokens at the end, as long as the text left.
        let left = new.count - cursor
        var groupEnd = count
        var kept = 0
        while kept < left {
            groupEnd -= 1
            guard groupEnd > groupStart, tokens[groupEnd].kind == .space else { return false }
            kept += tokens[groupEnd].range.count
        }
        guard kept == left, isMarks(tokens[groupEnd - 1]) else { return false }
        let before = tokens[written - 1]
        let first = new[before.range.lowerBound]
        guard before.kind != .symbol, first != 0x5F, first != 0x2A, before.kind != .space || groupEnd == count else {
            return false
        }
        for member in groupStart..<groupEnd {
            guard tokens[member].kind == .space || isMarks(tokens[member]), drop(member) else { return false }
        }
        if groupEnd < count {
            let start = tokens[groupEnd].range.lowerBound
            guard commonLength(from: start, at: cursor) == left, keep(from: groupEnd, through: old.count) == count else {
                return false
            }
        }
        index = count
        return true
    }

    /// A closing "…" after the last word: a group of periods, period ellipses and spaces after it
    /// goes, and the white space at the end stays after "…". A word, number, compound or
    /// placeholder (other than an emphasis marker, which opens before a mark but not before a
    /// space) ends before "…" as it does before a period, a space or the end, and "…" is a token of
    /// its own after it; a symbol is left to the full analysis (an emoji's joiner takes "…" in).
    private mutating func progressEllipsisEdit(_ index: inout Int) -> Bool {
        guard written > 0, isEllipsisCharacter(at: cursor) else { return false }
        let before = tokens[written - 1]
        let first = new[before.range.lowerBound]
        switch before.kind {
        case .word, .number, .compound, .placeholder: break
        default: return false
        }
        guard first != 0x5F, first != 0x2A else { return false }
        // The white space that stays: the last token, a whole run, when any text is left after "…".
        let left = new.count - cursor - 3
        var groupEnd = count
        if left > 0 {
            groupEnd -= 1
            let tail = tokens[groupEnd].range
            guard groupEnd >= index, tokens[groupEnd].kind == .space, tail.count == left,
                commonLength(from: tail.lowerBound, at: cursor + 3) == left
            else { return false }
        }
        for member in index..<max(index, groupEnd) {
            guard tokens[member].kind == .space || isPeriods(tokens[member]), drop(member) else { return false }
        }
        // Read before "…" is written: with nothing removed, "…" takes the white space's place.
        let tail = groupEnd < count ? tokens[groupEnd] : nil
        put(groupEnd, kind: .ellipsis, length: 3)
        if let tail { put(groupEnd, kind: .space, length: tail.range.count) }
        index = count
        return true
    }

    // MARK: - Writing

    /// Keeps the old tokens from `index` on that end at or before `limit` in the old text, whose
    /// bytes the fixed text holds from the cursor on; returns the index of the first one not kept.
    private mutating func keep(from index: Int, through limit: Int) -> Int {
        guard index < count else { return index }
        var index = index
        var written = self.written
        var slot = self.slot
        var nextSlot = slot < slots.count ? slots[slot].token : count
        // Until an edit moves them, the tokens and slots stay where they are: only the counts move.
        let shift = cursor &- tokens[index].range.lowerBound
        if written == index, shift == 0 {
            while index < count, tokens[index].range.upperBound <= limit {
                if index == nextSlot {
                    slot &+= 1
                    nextSlot = slot < slots.count ? slots[slot].token : count
                }
                index &+= 1
            }
            written = index
        } else {
            while index < count {
                let token = tokens[index]
                guard token.range.upperBound <= limit else { break }
                let range = (token.range.lowerBound &+ shift)..<(token.range.upperBound &+ shift)
                tokens[written] = Token(kind: token.kind, range: range)
                if index == nextSlot {
                    slots[slot].token = written
                    slots[slot].range = range
                    slot &+= 1
                    nextSlot = slot < slots.count ? slots[slot].token : count
                }
                if recordsCompounds, token.kind == .compound { compoundMoves.append((index, written, shift)) }
                written &+= 1
                index &+= 1
            }
        }
        cursor = written > 0 ? tokens[written &- 1].range.upperBound : 0
        self.written = written
        self.slot = slot
        return index
    }

    /// Writes a new token of `kind` standing for the old token at `index`: `length` bytes at the cursor.
    private mutating func put(_ index: Int, kind: TokenKind, length: Int) {
        let range = cursor..<(cursor + length)
        tokens[written] = Token(kind: kind, range: range)
        if slot < slots.count, slots[slot].token == index {
            slots[slot].token = written
            slots[slot].range = range
            slot += 1
        }
        written += 1
        cursor += length
    }

    /// Drops the old token at `index`; false when it is a slot (no edit here removes one).
    @inline(__always)
    private func drop(_ index: Int) -> Bool {
        !(slot < slots.count && slots[slot].token == index)
    }

    // MARK: - Bytes

    /// True when `token` is spaces and tabs only.
    private func isSpacesAndTabs(_ token: Token) -> Bool {
        guard token.range.upperBound <= old.count else { return false }
        for offset in token.range where old[offset] != 0x20 && old[offset] != 0x09 { return false }
        return true
    }

    /// True when every token after `index` is white space.
    private func onlySpaces(after index: Int) -> Bool {
        var next = index + 1
        while next < count, tokens[next].kind == .space { next += 1 }
        return next == count
    }

    /// True when `token` is punctuation of periods and exclamation marks only.
    private func isMarks(_ token: Token) -> Bool {
        guard token.kind == .punctuation, token.range.upperBound <= old.count else { return false }
        for offset in token.range where old[offset] != 0x2E && old[offset] != 0x21 { return false }
        return true
    }

    /// How many bytes from `start` in the old text equal those from `at` in the fixed text.
    @inline(__always)
    private func commonLength(from start: Int, at: Int) -> Int {
        let limit = min(old.count - start, new.count - at)
        guard limit > 0, start >= 0, at >= 0, let oldBase = old.baseAddress, let newBase = new.baseAddress else { return 0 }
        let left = UnsafeRawPointer(oldBase + start)
        let right = UnsafeRawPointer(newBase + at)
        var offset = 0
        // Eight bytes at a time: the first differing byte is the lowest set byte of the difference.
        while offset + 8 <= limit {
            let difference =
                UInt64(littleEndian: left.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                ^ UInt64(littleEndian: right.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            if difference != 0 { return offset + difference.trailingZeroBitCount / 8 }
            offset += 8
        }
        while offset < limit, left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self) {
            offset += 1
        }
        return offset
    }

    /// True when `token` is punctuation of periods or an ellipsis of periods (". . ." with its spaces).
    private func isPeriods(_ token: Token) -> Bool {
        guard token.kind == .punctuation || token.kind == .ellipsis, token.range.upperBound <= old.count else { return false }
        for offset in token.range where old[offset] != 0x2E && (token.kind == .punctuation || old[offset] != 0x20) {
            return false
        }
        return true
    }

    /// How many spaces and tabs the fixed text has from `start` on.
    private func spaceRun(at start: Int) -> Int {
        var end = start
        while end < new.count, new[end] == 0x20 || new[end] == 0x09 { end += 1 }
        return end - start
    }

    /// True when the fixed text holds "…" at `start`.
    private func isEllipsisCharacter(at start: Int) -> Bool {
        start + 3 <= new.count && new[start] == 0xE2 && new[start + 1] == 0x80 && new[start + 2] == 0xA6
    }
}
