/// Changes to byte ranges of a title, applied in one pass into one new string.
///
/// ASCII case changes are recorded as operations and done while writing the result, so a
/// title with several miscased words costs one allocation, not one per word. Every edit is a
/// plain value kept in the caller's room (a spelling is named by its index; a non-ASCII word's
/// new bytes are made again while writing), so the edits own nothing: no release, no
/// deinitialization, no heap.
struct TitleEdits {
    /// What happens to one range.
    enum Change: Equatable {
        /// Lowercase every ASCII letter.
        case lowercase
        /// Uppercase the first ASCII letter; lowercase the rest when `lowerRest`.
        case capitalize(lowerRest: Bool)
        /// Replace with the lexicon's spelling at this index.
        case spelling(Int32)
        /// Replace a non-ASCII word with its lowercase, `count` bytes long.
        case unicodeLowercase(count: Int32)
        /// Replace a non-ASCII word with its capitalized form, `count` bytes long.
        case unicodeCapitalize(lowerRest: Bool, count: Int32)
    }

    /// One change to one range.
    struct Edit {
        var range: Range<Int>
        var change: Change
    }

    /// Room for the edits, owned by the caller, and how much of it is used.
    private let scratch: UnsafeMutableBufferPointer<Edit>
    private var used = 0
    /// Where the last edit ends: an edit starting before it would overlap and is not recorded.
    private var end = 0
    /// An edit found the room full and was not recorded. Every edit covers bytes of its own,
    /// so room for one edit per byte of the title is always enough.
    private(set) var isIncomplete = false
    /// The lexicon's spelling of the fixed phrase whose capitals an edit changed to the mandated
    /// ones ("Sign In with Google" to "Sign in with Google"), or -1.
    var restoredPhrase: Int32 = -1

    /// Edits kept in the caller's `scratch`.
    init(scratch: UnsafeMutableBufferPointer<Edit>) {
        self.scratch = scratch
    }

    /// True when nothing is changed.
    var isEmpty: Bool { used == 0 }

    // MARK: - Recording

    /// Replaces `range` with the lexicon's spelling `index` unless the bytes already spell it.
    /// Ranges must be added in order.
    /// Returns whether the bytes differed from the spelling.
    @discardableResult
    mutating func spell(_ range: Range<Int>, _ index: Int32, spellings: [[UInt8]], in source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index >= 0, Int(index) < spellings.count, range.lowerBound >= 0, range.upperBound <= source.count else { return false }
        let same = spellings[Int(index)].withUnsafeBufferPointer { spelling in
            spelling.count == range.count && spelling.elementsEqual(source[range])
        }
        if !same { record(range, .spelling(index)) }
        return !same
    }

    /// Records the change that capitalizes the word `range`, if it is not capitalized already.
    /// Transparent: title case's loop over ordinary words calls it for nearly every word, and
    /// `@inline(__always)` left that call out of line.
    @_transparent
    mutating func capitalize(_ range: Range<Int>, lowerRest: Bool, in source: UnsafeBufferPointer<UInt8>) {
        guard let first = range.first, range.upperBound <= source.count, first >= 0 else { return }
        // Most words fit in eight bytes: one read answers for all of them at once.
        if let word = ByteCase.packed(source, range) {
            if ByteCase.nonASCIIMask(word) != 0 {
                if let bytes = ByteCase.unicodeCapitalized(source, range, lowerRest: lowerRest) {
                    record(range, .unicodeCapitalize(lowerRest: lowerRest, count: Int32(clamping: bytes.count)))
                }
                return
            }
            let changed = UInt8(truncatingIfNeeded: word) &- 0x61 < 26 || (lowerRest && ByteCase.capitalMask(word) & ~0xFF != 0)
            if changed { record(range, .capitalize(lowerRest: lowerRest)) }
            return
        }
        var changed = source[first] &- 0x61 < 26
        var index = first
        while index < range.upperBound {
            let byte = source[index]
            if byte >= 0x80 {
                if let bytes = ByteCase.unicodeCapitalized(source, range, lowerRest: lowerRest) {
                    record(range, .unicodeCapitalize(lowerRest: lowerRest, count: Int32(clamping: bytes.count)))
                }
                return
            }
            if lowerRest, index > first, byte &- 0x41 < 26 { changed = true }
            index += 1
        }
        if changed { record(range, .capitalize(lowerRest: lowerRest)) }
    }

    /// Records the change that lowercases the word `range`, if it has capitals.
    @inline(__always)
    mutating func lower(_ range: Range<Int>, in source: UnsafeBufferPointer<UInt8>) {
        guard range.lowerBound >= 0, range.upperBound <= source.count else { return }
        if let word = ByteCase.packed(source, range) {
            if ByteCase.nonASCIIMask(word) != 0 {
                if let bytes = ByteCase.unicodeLowercased(source, range) {
                    record(range, .unicodeLowercase(count: Int32(clamping: bytes.count)))
                }
            } else if ByteCase.capitalMask(word) != 0 {
                record(range, .lowercase)
            }
            return
        }
        var changed = false
        for index in range {
            let byte = source[index]
            if byte >= 0x80 {
                if let bytes = ByteCase.unicodeLowercased(source, range) {
                    record(range, .unicodeLowercase(count: Int32(clamping: bytes.count)))
                }
                return
            }
            if byte &- 0x41 < 26 { changed = true }
        }
        if changed { record(range, .lowercase) }
    }

    /// Records a change known to alter the range. Ranges must be added in order; one that
    /// starts inside an earlier edit is dropped rather than written twice.
    @inline(__always)
    mutating func record(_ range: Range<Int>, _ change: Change) {
        guard range.lowerBound >= end, !range.isEmpty else { return }
        guard used < scratch.count else {
            isIncomplete = true
            return
        }
        end = range.upperBound
        scratch.initializeElement(at: used, to: Edit(range: range, change: change))
        used += 1
    }

    // MARK: - Writing

    /// The edited text, or nil when there are no edits.
    ///
    /// `spellings` gives the spellings that `spell` was given; it is asked only when an edit
    /// needs one (reading the lexicon's costs a retain and a release).
    func apply(to source: UnsafeBufferPointer<UInt8>, spellings: () -> [[UInt8]]) -> String? {
        applyReportingCases(to: source, spellings: spellings)?.text
    }

    /// `apply`, and whether every edit was an ASCII case change. Such a text differs from
    /// `source` as `!=` compares strings: each edit changes at least one ASCII letter (`record`
    /// takes only edits that change their range) and no other byte, so the first byte that
    /// differs is an ASCII letter in both, which Unicode's canonical equivalence never equates
    /// with another byte (see `CanonicalDifference`).
    func applyReportingCases(to source: UnsafeBufferPointer<UInt8>, spellings: () -> [[UInt8]]) -> (text: String, casesOnly: Bool)? {
        guard !isEmpty else { return nil }
        // The edits that end inside `source`: all of them, as the pass makes them.
        var valid = 0
        var spelled = false
        var casesOnly = true
        for edit in scratch[0..<used] {
            guard edit.range.upperBound <= source.count else { break }
            switch edit.change {
            case .lowercase, .capitalize: break
            case .spelling:
                spelled = true
                casesOnly = false
            case .unicodeLowercase, .unicodeCapitalize: casesOnly = false
            }
            valid += 1
        }
        let edits = UnsafeBufferPointer(rebasing: scratch[0..<valid])
        // `valid` is not 0 here: `record` keeps only edits inside the title, as `run` makes them.
        if casesOnly { return (writeCases(edits, source), valid > 0) }
        return (write(edits, source, spelled ? spellings() : []), false)
    }

    /// `edits`, all of them ASCII case changes, applied to a copy of `source`.
    ///
    /// Nearly every re-cased title: its length is the source's, so the copy is made once and
    /// each edited word's letters are changed where they stand, a byte at a time (words are
    /// short), with none of the general writer's length count or replacement bytes. Every edit
    /// is a non-empty range starting at or after 0 (`record`) and ending inside `source` (`apply`).
    private func writeCases(_ edits: UnsafeBufferPointer<Edit>, _ source: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: source.count) { out in
            guard let from = source.baseAddress, let to = out.baseAddress else { return 0 }
            to.initialize(from: from, count: source.count)
            for edit in edits {
                var index = edit.range.lowerBound
                let end = edit.range.upperBound
                if case .capitalize(let lowerRest) = edit.change {
                    to[index] = ByteCase.upper(from[index])
                    guard lowerRest else { continue }
                    index &+= 1
                }
                while index < end {
                    to[index] = ByteCase.lower(from[index])
                    index &+= 1
                }
            }
            return source.count
        }
    }

    /// How many bytes replace an edit's range, for the changes that write other bytes.
    private func replacementCount(_ change: Change, _ spellings: [[UInt8]]) -> Int? {
        switch change {
        case .lowercase, .capitalize: nil
        case .spelling(let index): index >= 0 && Int(index) < spellings.count ? spellings[Int(index)].count : 0
        case .unicodeLowercase(let count), .unicodeCapitalize(_, let count): Int(count)
        }
    }

    /// The bytes that replace an edit's range, for the changes that write other bytes.
    private func replacement(_ edit: Edit, _ source: UnsafeBufferPointer<UInt8>, _ spellings: [[UInt8]]) -> [UInt8] {
        switch edit.change {
        case .lowercase, .capitalize: []
        case .spelling(let index): index >= 0 && Int(index) < spellings.count ? spellings[Int(index)] : []
        case .unicodeLowercase: ByteCase.unicodeLowercased(source, edit.range) ?? []
        case .unicodeCapitalize(let lowerRest, _): ByteCase.unicodeCapitalized(source, edit.range, lowerRest: lowerRest) ?? []
        }
    }

    /// `edits` applied to `source`, written straight into the new string's storage.
    ///
    /// Every edit starts at or after the end of the one before it, is not empty (`record`
    /// makes sure of it) and ends inside `source` (`apply` passes only those), so the length
    /// counted first is exactly what is written and every read and write stays in bounds.
    private func write(_ edits: UnsafeBufferPointer<Edit>, _ source: UnsafeBufferPointer<UInt8>, _ spellings: [[UInt8]]) -> String
    {
        var length = source.count
        // Nearly every re-cased title keeps its length (case changes of ASCII letters): the
        // whole title is copied once and the edited words are changed where they stand.
        var inPlace = true
        for edit in edits {
            if let count = replacementCount(edit.change, spellings), count != edit.range.count {
                length += count - edit.range.count
                inPlace = false
            }
        }
        return String(unsafeUninitializedCapacity: length) { out in
            guard let from = source.baseAddress, let to = out.baseAddress else { return 0 }
            if inPlace {
                to.initialize(from: from, count: length)
                for edit in edits {
                    _ = write(edit, source, spellings, to: to + edit.range.lowerBound, inPlace: out)
                }
                return length
            }
            var written = 0
            var position = 0
            for edit in edits {
                (to + written).initialize(from: from + position, count: edit.range.lowerBound - position)
                written += edit.range.lowerBound - position
                written += write(edit, source, spellings, to: to + written, inPlace: nil)
                position = edit.range.upperBound
            }
            (to + written).initialize(from: from + position, count: source.count - position)
            return written + source.count - position
        }
    }

    /// Writes one edit's bytes at `target`; returns how many. `inPlace` is the whole output
    /// when it already holds a copy of `source` at the same offsets (unchanged bytes need no
    /// copy, and words are lowered eight bytes at a time).
    private func write(
        _ edit: Edit, _ source: UnsafeBufferPointer<UInt8>, _ spellings: [[UInt8]], to target: UnsafeMutablePointer<UInt8>,
        inPlace: UnsafeMutableBufferPointer<UInt8>?
    ) -> Int {
        let range = edit.range
        switch edit.change {
        case .lowercase:
            ByteCase.lowerASCII(source, range, to: target, inPlace: inPlace)
        case .capitalize(let lowerRest):
            target.pointee = ByteCase.upper(source[range.lowerBound])
            let rest = (range.lowerBound + 1)..<range.upperBound
            if lowerRest {
                ByteCase.lowerASCII(source, rest, to: target + 1, inPlace: inPlace)
            } else if inPlace == nil, let from = source.baseAddress {
                (target + 1).initialize(from: from + rest.lowerBound, count: rest.count)
            }
        case .spelling, .unicodeLowercase, .unicodeCapitalize:
            // A Unicode mapping made again gives the same bytes; the count recorded bounds
            // the copy all the same, as the output's length was counted from it.
            let count = replacementCount(edit.change, spellings) ?? 0
            let bytes = replacement(edit, source, spellings)
            let copied = min(count, bytes.count)
            bytes.withUnsafeBufferPointer { bytes in
                if let from = bytes.baseAddress { target.update(from: from, count: copied) }
            }
            if copied < count {
                (target + copied).update(repeating: 0x20, count: count - copied)
            }
            return count
        }
        return range.count
    }
}
