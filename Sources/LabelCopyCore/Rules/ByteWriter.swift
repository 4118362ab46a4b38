/// Appends bytes to a buffer sized beforehand, for messages built without `String` appends.
struct ByteWriter {
    /// Where the bytes go.
    let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0

    /// Starts writing at the beginning of `buffer`.
    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends one byte; a byte that does not fit is dropped.
    mutating func put(_ byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count += 1
    }

    /// Appends `bytes`, as many as fit.
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = min(bytes.count, buffer.count - count)
        guard length > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
        (target + count).initialize(from: source, count: length)
        count += length
    }
}
