import LabelCopyText

/// The byte ranges of a title's placeholders, which fixing rules leave untouched.
enum PlaceholderRanges {
    /// Calls `body` with the ranges of the placeholders among `tokens`, in order, kept in stack
    /// room: the few titles a fixing rule works on need no array for them.
    @inline(__always)
    static func with<Result>(_ tokens: [Token], _ body: (UnsafeBufferPointer<Range<Int>>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: tokens.count) { room in
            var count = 0
            for token in tokens where token.kind == .placeholder {
                room[count] = token.range
                count += 1
            }
            return body(UnsafeBufferPointer(rebasing: room[0..<count]))
        }
    }
}
