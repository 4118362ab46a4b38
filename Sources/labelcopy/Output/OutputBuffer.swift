/// Buffered output to a file descriptor, or to memory when there is none (for tests).
///
/// Bytes are gathered and written in large blocks, because one `write(2)` per line makes
/// a million-line `suggest` spend most of its time in the kernel.
struct OutputBuffer: Sendable {
    /// Where flushed bytes go; nil keeps everything in `pending`.
    let descriptor: Int32?
    /// Bytes not yet written (all bytes, when there is no descriptor).
    private(set) var pending: [UInt8] = []
    /// How many pending bytes trigger a write without being asked.
    private let threshold = 1 << 16

    /// Output to `descriptor`, or captured in memory when it is nil.
    init(descriptor: Int32?) {
        self.descriptor = descriptor
        pending.reserveCapacity(descriptor == nil ? 256 : threshold + 4096)
    }

    /// Standard output.
    static var standardOutput: OutputBuffer { OutputBuffer(descriptor: Platform.standardOutput) }
    /// Standard error.
    static var standardError: OutputBuffer { OutputBuffer(descriptor: Platform.standardError) }

    /// Everything captured so far, as text (for buffers without a descriptor).
    var text: String { String(decoding: pending, as: UTF8.self) }

    /// Appends `text`'s UTF-8 bytes.
    mutating func write(_ text: String) throws(PlatformError) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= threshold { try flush() }
    }

    /// Appends raw bytes.
    mutating func write(bytes: [UInt8]) throws(PlatformError) {
        // A block larger than the buffer (a whole report) goes to the descriptor as it is,
        // after what is pending, rather than being copied into `pending` first.
        if let descriptor, bytes.count >= threshold {
            try flush()
            try bytes.withUnsafeBytes { bytes in
                Result { () throws(PlatformError) in try Platform.write(descriptor, bytes) }
            }.get()
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= threshold { try flush() }
    }

    /// Writes every pending byte to the descriptor.
    mutating func flush() throws(PlatformError) {
        guard let descriptor, !pending.isEmpty else { return }
        // withUnsafeBytes only rethrows untyped errors, so the typed error travels in a Result.
        let written = pending.withUnsafeBytes { bytes in
            Result { () throws(PlatformError) in try Platform.write(descriptor, bytes) }
        }
        // Bytes that failed are dropped with the error, which is reported once: a later flush
        // would fail on them again.
        pending.removeAll(keepingCapacity: true)
        try written.get()
    }
}
