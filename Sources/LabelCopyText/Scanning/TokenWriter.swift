/// Where the scanner writes its tokens: room on the stack (or, for very long text, the heap)
/// with a token per byte, so an append is one store and a count, without the array's
/// uniqueness and capacity checks; the tokens are copied into an array once, at the end.
struct TokenWriter {
    /// The room; only valid while `TokenScanner.scanning` runs.
    private let room: UnsafeMutableBufferPointer<Token>
    /// The number of tokens written.
    private(set) var count = 0

    /// Prepares to write into `room`.
    init(room: UnsafeMutableBufferPointer<Token>) {
        self.room = room
    }

    /// Writes `token` after the others. Every token covers at least one byte and the room has
    /// one more place than the text has bytes, so it is never full; if it were, the token would
    /// be dropped rather than written out of bounds.
    @inline(__always) mutating func append(_ token: Token) {
        guard count < room.count else { return }
        room[count] = token
        count += 1
    }

    /// The last token written, if any.
    @inline(__always) var last: Token? {
        count > 0 ? room[count - 1] : nil
    }

    /// The tokens written, in order.
    var written: UnsafeBufferPointer<Token> {
        UnsafeBufferPointer(rebasing: room[0..<count])
    }
}
