/// Changes to byte ranges of a title, applied in one pass into one new string.
///
/// ASCII case changes are recorded as operations and done while writing the result, so a
/// title with several miscased words costs one allocation, not one per word.
struct TitleEdits {
    /// What happens to one range.
    enum Change {
        /// Lowercase every ASCII letter.
        case lowercase
        /// Uppercase the first ASCII letter; lowercase the rest when `lowerRest`.
        case capitalize(lowerRest: Bool)
        /// Replace with these bytes (a canonical spelling, or a non-ASCII case change).
        case bytes([UInt8])
    }

    /// One change to one range.
    struct Edit {
        var range: Range<Int>
        var change: Change
    }

    /// Room for the edits, owned by the caller (a title's edits then need no heap allocation),
    /// and how much of it is used.
    private let scratch: UnsafeMutableBufferPointer<Edit>
    private var used = 0
    /// Edits beyond the scratch room, in order after them.
    private var overflow: [Edit] = []

    /// Edits kept in the caller's `scratch`; `deinitialize()` must run before it is freed.
    init(scratch: UnsafeMutableBufferPointer<Edit>) {
        self.scratch = scratch
    }

    /// Edits kept on the heap.
    init() {
        self.scratch = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    /// True when nothing is changed.
    var isEmpty: Bool { used == 0 && overflow.isEmpty }

    /// Every edit, in order.
    private var edits: [Edit] {
        Array(scratch[0..<used]) + overflow
    }

    /// Ends the edits' lives in the scratch room.
    mutating func deinitialize() {
        _ = scratch[0..<used].deinitialize()
        used = 0
    }

    /// Replaces `range` with `bytes` unless they are already equal. Ranges must be added in order.
    mutating func replace(_ range: Range<Int>, with bytes: [UInt8], in source: [UInt8]) {
        guard !source[range].elementsEqual(bytes) else { return }
        change(range, .bytes(bytes))
    }

    /// Records a change known to alter the range. Ranges must be added in order.
    mutating func change(_ range: Range<Int>, _ change: Change) {
        if used < scratch.count {
            scratch.initializeElement(at: used, to: Edit(range: range, change: change))
            used += 1
            return
        }
        // One allocation for the edits beyond the scratch room instead of regrowing.
        if overflow.isEmpty { overflow.reserveCapacity(8) }
        overflow.append(Edit(range: range, change: change))
    }

    /// The edited text, or nil when there are no edits.
    func apply(to source: [UInt8]) -> String? {
        guard !isEmpty else { return nil }
        // The scratch room alone (nearly always): read in place, no array of the edits.
        if overflow.isEmpty { return apply(UnsafeBufferPointer(rebasing: scratch[0..<used]), to: source) }
        return edits.withUnsafeBufferPointer { apply($0, to: source) }
    }

    /// `edits` applied to `source`.
    private func apply(_ edits: UnsafeBufferPointer<Edit>, to source: [UInt8]) -> String? {
        var length = source.count
        for edit in edits {
            if case .bytes(let bytes) = edit.change { length += bytes.count - edit.range.count }
        }
        return source.withUnsafeBufferPointer { input in
            String(unsafeUninitializedCapacity: length) { out in
                var written = 0
                // Unchanged stretches are copied as blocks; only edited words go byte by byte.
                func copy(_ range: Range<Int>) {
                    guard !range.isEmpty, let from = input.baseAddress, let to = out.baseAddress else { return }
                    (to + written).update(from: from + range.lowerBound, count: range.count)
                    written += range.count
                }
                func map(_ range: Range<Int>, _ transform: (UInt8) -> UInt8) {
                    for index in range {
                        out[written] = transform(input[index])
                        written += 1
                    }
                }
                var position = 0
                for edit in edits {
                    copy(position..<edit.range.lowerBound)
                    switch edit.change {
                    case .lowercase:
                        map(edit.range, ByteCase.lower)
                    case .capitalize(let lowerRest):
                        map(edit.range.lowerBound..<(edit.range.lowerBound + 1), ByteCase.upper)
                        if lowerRest {
                            map((edit.range.lowerBound + 1)..<edit.range.upperBound, ByteCase.lower)
                        } else {
                            copy((edit.range.lowerBound + 1)..<edit.range.upperBound)
                        }
                    case .bytes(let bytes):
                        for byte in bytes {
                            out[written] = byte
                            written += 1
                        }
                    }
                    position = edit.range.upperBound
                }
                copy(position..<input.count)
                return written
            }
        }
    }
}
