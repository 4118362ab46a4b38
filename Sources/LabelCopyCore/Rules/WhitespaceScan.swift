import LabelCopyText

/// One pass over a title's white-space runs outside placeholders: it decides which runs are
/// stray and, when given room, writes the title with those trimmed or collapsed.
///
/// Works on borrowed buffers so that a title with stray white space costs one string (the fix)
/// and no arrays; the bytes and ranges it reads are checked against the buffers' bounds.
struct WhitespaceScan {
    /// The title's UTF-8 bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The ranges of the title's placeholders, whose white space is never touched.
    let protected: UnsafeBufferPointer<Range<Int>>
    /// Menu items may indent with leading tabs.
    let menuItem: Bool

    /// What a pass found: whether any run is stray, what kinds, and how many bytes it wrote.
    struct Outcome {
        var stray = false
        var atEdges = false
        var doubled = false
        var written = 0
    }

    /// Finds the stray runs; with `output` (at least `bytes.count` long) also writes the fixed
    /// title into it. Without it, stops at the first stray run.
    func run(into output: UnsafeMutableBufferPointer<UInt8>?) -> Outcome {
        var outcome = Outcome()
        let count = bytes.count
        var index = 0
        var copied = 0
        var placeholder = 0
        while index < count {
            index = nextCandidate(from: index, placeholder: &placeholder)
            guard index < count else { break }
            // The usual space: one between two other characters is a run of its own, never stray.
            if bytes[index] == 0x20, index > 0, index + 1 < count {
                let next = bytes[index + 1]
                if next != 0x20, next != 0x09, next < 0xC2 {
                    index += 1
                    continue
                }
            }
            let firstLength = WhitespaceRule.whitespaceLength(bytes, at: index)
            guard firstLength > 0 else {
                index += 1
                continue
            }
            let (end, characters, tabs, allNoBreak) = measureRun(from: index)
            let start = index
            index = end
            let atEdge = start == 0 || end == count
            guard atEdge || characters > 1 || tabs > 0 else { continue }
            // Two deliberate uses: tabs that indent a menu item under a heading item, and one
            // space after a closing colon, where the app appends a value ("Subtitle Delay: ").
            if start == 0, menuItem, tabs == characters { continue }
            if end == count, start > 0, bytes[start - 1] == 0x3A, characters == 1, tabs == 0 { continue }
            outcome.stray = true
            outcome.atEdges = outcome.atEdges || atEdge
            outcome.doubled = outcome.doubled || characters > 1
            guard let output else { return outcome }
            copy(copied..<start, to: output, at: &outcome.written)
            if !atEdge {
                if allNoBreak {
                    copy(start..<(start + firstLength), to: output, at: &outcome.written)
                } else if outcome.written < output.count {
                    output[outcome.written] = 0x20
                    outcome.written += 1
                }
            }
            copied = end
        }
        if outcome.stray, let output { copy(copied..<count, to: output, at: &outcome.written) }
        return outcome
    }

    /// The end of the white-space run starting at `start`, its characters and tabs, and whether
    /// all its characters are no-break spaces.
    @inline(__always)
    private func measureRun(from start: Int) -> (end: Int, characters: Int, tabs: Int, allNoBreak: Bool) {
        var characters = 0
        var tabs = 0
        var allNoBreak = true
        var end = start
        while end < bytes.count, protected.isEmpty || shield(at: end) == nil {
            let next = WhitespaceRule.whitespaceLength(bytes, at: end)
            guard next > 0 else { break }
            characters += 1
            if bytes[end] == 0x09 { tabs += 1 }
            allNoBreak = allNoBreak && WhitespaceRule.isNoBreak(bytes, at: end, length: next)
            end += next
        }
        return (end, characters, tabs, allNoBreak)
    }

    /// The first offset from `start` on, outside the placeholders, whose byte may start white
    /// space, or the count when there is none. The placeholders come in the title's order:
    /// `placeholder` is the first that does not end before the offset reached, so each is passed
    /// over once instead of every byte asking about all of them.
    @inline(__always)
    private func nextCandidate(from start: Int, placeholder: inout Int) -> Int {
        let count = bytes.count
        var index = start
        while index < count {
            while placeholder < protected.count, protected[placeholder].upperBound <= index { placeholder += 1 }
            guard placeholder < protected.count else { return nextCandidate(from: index, before: count) }
            let shield = protected[placeholder]
            if shield.lowerBound <= index {
                index = shield.upperBound
                continue
            }
            // Most bytes cannot start white space: eight are skipped at a time, up to the placeholder.
            let limit = min(shield.lowerBound, count)
            let found = nextCandidate(from: index, before: limit)
            if found < limit { return found }
            index = limit
        }
        return count
    }

    /// The first offset from `start` on and before `limit` whose byte may start white space (a
    /// space, a tab or a non-ASCII byte), or `limit` when there is none.
    @inline(__always)
    private func nextCandidate(from start: Int, before limit: Int) -> Int {
        var index = start
        let count = min(limit, bytes.count)
        guard let base = bytes.baseAddress, index >= 0 else { return limit }
        while index + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // Lanes with the high bit are candidates whatever their low bits compare equal to.
            let low = word & ~ASCIIWord.highBits
            let found = ASCIIWord.bytesEqual(low, 0x20) | ASCIIWord.bytesEqual(low, 0x09) | (word & ASCIIWord.highBits)
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte >= 0x80 { return index }
            index += 1
        }
        return count
    }

    /// The end of the placeholder holding byte `index`, or nil when none does.
    @inline(__always)
    private func shield(at index: Int) -> Int? {
        for range in protected where range.contains(index) { return range.upperBound }
        return nil
    }

    /// Copies the bytes of `range` to `output` at `written`, as many as fit.
    @inline(__always)
    private func copy(_ range: Range<Int>, to output: UnsafeMutableBufferPointer<UInt8>, at written: inout Int) {
        let length = min(range.count, output.count - written)
        guard length > 0, range.lowerBound >= 0, range.upperBound <= bytes.count, let source = bytes.baseAddress,
            let target = output.baseAddress
        else { return }
        (target + written).initialize(from: source + range.lowerBound, count: length)
        written += length
    }
}
