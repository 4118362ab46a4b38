/// Reads lines from a file descriptor in large blocks.
///
/// Lines end at LF; a CR right before the LF is dropped; the last line is returned even
/// without an LF; bytes that are not valid UTF-8 become U+FFFD instead of failing.
struct LineReader: Sendable {
    /// Where lines are read from.
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var atEnd = false
    private let blockSize: Int

    /// A reader of `descriptor` reading `blockSize` bytes at a time.
    init(descriptor: Int32, blockSize: Int = 1 << 16) {
        self.descriptor = descriptor
        self.blockSize = blockSize
    }

    /// The next complete line already read, without blocking; nil when the buffer holds none.
    mutating func nextBufferedLine() -> String? {
        let end = buffer.count
        var index = scanned
        while index < end, buffer[index] != 0x0A { index += 1 }
        guard index < end else {
            scanned = end
            return nil
        }
        let line = decode(start..<index)
        start = index + 1
        scanned = start
        return line
    }

    /// Reads the next block, which may block until input arrives. Returns false at end of
    /// input, after which `remainder()` gives an unterminated last line, if any.
    mutating func fill() throws(PlatformError) -> Bool {
        guard !atEnd else { return false }
        if start > 0 {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: blockSize))
        let descriptor = self.descriptor
        // withUnsafeMutableBytes only rethrows untyped errors, so the typed error travels in a Result.
        let count = try buffer.withUnsafeMutableBytes { raw in
            Result { () throws(PlatformError) -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return try Platform.read(descriptor, into: base + old, count: raw.count - old)
            }
        }.get()
        buffer.removeLast(blockSize - count)
        if count == 0 { atEnd = true }
        return count > 0
    }

    /// The text after the last LF once input has ended, or nil when input ended with an LF.
    mutating func remainder() -> String? {
        guard atEnd, start < buffer.count else { return nil }
        let line = decode(start..<buffer.count)
        start = buffer.count
        scanned = start
        return line
    }

    private func decode(_ range: Range<Int>) -> String {
        var end = range.upperBound
        if end > range.lowerBound, buffer[end - 1] == 0x0D { end -= 1 }
        return String(decoding: buffer[range.lowerBound..<end], as: UTF8.self)
    }
}
