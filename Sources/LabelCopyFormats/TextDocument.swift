/// A text file decoded for lexing: its UTF-8 bytes, the encoding to write it back in, and a
/// line index that turns byte offsets into 1-based line and scalar-column positions.
///
/// Lexers work on `bytes` (UTF-8, BOM removed). Decoding is lossless for valid input, so
/// re-encoding an edited copy in `encoding` leaves every untouched byte of the original as it was.
public struct TextDocument: Sendable {
    /// The file's path, for locations and errors.
    public let path: String
    /// The decoded text as UTF-8, without a byte-order mark.
    public let bytes: [UInt8]
    /// The encoding the file was read in, and will be written back in.
    public let encoding: TextEncoding
    /// UTF-8 offsets at which each line starts; the first is 0.
    public let lineStarts: [Int]
    /// How many scalars start before each multiple of `checkpointStride` bytes (empty for a
    /// file no longer than one stride): a column on a very long line is counted from the
    /// checkpoint before it, not from the line's start, so positions on a megabyte-long line
    /// cost a few kilobytes of counting each instead of the whole line.
    let scalarCheckpoints: [Int]

    /// Bytes between two scalar checkpoints.
    static let checkpointStride = 4096

    /// Decodes `data`: UTF-8 (with or without BOM), or UTF-16 LE/BE (with BOM, or detected by
    /// the pattern of zero bytes). Throws `FormatError` naming the line of the first invalid sequence.
    public init(path: String, data: [UInt8]) throws(FormatError) {
        self.path = path
        let encoding = TextDocument.detectEncoding(data)
        self.encoding = encoding
        let body = data.dropFirst(encoding.byteOrderMark.count)
        switch encoding {
        case .utf8, .utf8BOM:
            if let bad = TextDocument.firstInvalidUTF8(body) {
                let before = Array(body[body.startIndex..<bad])
                let (line, starts) = TextDocument.lineIndex(before)
                // The valid text before the bad byte on its line, counted in scalars as columns are.
                let column = 1 + before.withUnsafeBufferPointer { TextDocument.scalarStarts($0, (starts.last ?? 0)..<before.count) }
                throw FormatError(
                    "the file is not valid UTF-8 (invalid byte 0x\(String(body[bad], radix: 16, uppercase: true)))", path: path,
                    line: line, column: column)
            }
            bytes = Array(body)
        case .utf16LE, .utf16LEBOM, .utf16BE, .utf16BEBOM:
            bytes = try TextDocument.decodeUTF16(body, bigEndian: encoding == .utf16BE || encoding == .utf16BEBOM, path: path)
        }
        lineStarts = TextDocument.lineIndex(bytes).starts
        scalarCheckpoints = TextDocument.checkpoints(bytes)
    }

    /// Creates a document from text already decoded (tests and in-memory input).
    public init(path: String, text: String, encoding: TextEncoding = .utf8) {
        self.path = path
        self.bytes = Array(text.utf8)
        self.encoding = encoding
        self.lineStarts = TextDocument.lineIndex(bytes).starts
        self.scalarCheckpoints = TextDocument.checkpoints(bytes)
    }

    /// The 1-based line and scalar column of a UTF-8 offset into `bytes`.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        let end = max(start, min(offset, bytes.count))
        if end - start > Self.checkpointStride, !scalarCheckpoints.isEmpty {
            return (low + 1, scalars(before: end) - scalars(before: start) + 1)
        }
        return (low + 1, 1 + bytes.withUnsafeBufferPointer { Self.scalarStarts($0, start..<end) })
    }

    /// How many scalars start in `bytes[0..<offset]`, from the checkpoint before `offset`.
    func scalars(before offset: Int) -> Int {
        let block = min(offset / Self.checkpointStride, scalarCheckpoints.count - 1)
        return scalarCheckpoints[block] + bytes.withUnsafeBufferPointer { Self.scalarStarts($0, block * Self.checkpointStride..<offset) }
    }

    /// How many scalars start in `range` of `buffer`: its bytes that are no UTF-8 continuation byte.
    static func scalarStarts(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where buffer[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// `scalarCheckpoints` of `bytes`: entry k counts the scalars that start before byte
    /// k × `checkpointStride`.
    static func checkpoints(_ bytes: [UInt8]) -> [Int] {
        guard bytes.count > checkpointStride else { return [] }
        var result = [0]
        result.reserveCapacity(bytes.count / checkpointStride + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            var blockStart = 0
            while blockStart + checkpointStride <= buffer.count {
                count += scalarStarts(buffer, blockStart..<blockStart + checkpointStride)
                result.append(count)
                blockStart += checkpointStride
            }
        }
        return result
    }

    /// True when the file's first line ends with CR LF: the line end new line breaks take.
    public var usesCRLF: Bool {
        guard lineStarts.count > 1 else { return false }
        let end = lineStarts[1]
        return end >= 2 && bytes[end - 1] == 0x0A && bytes[end - 2] == 0x0D
    }

    /// The location of a UTF-8 offset into `bytes`.
    public func location(of offset: Int) -> SourceLocation {
        let (line, column) = position(of: offset)
        return SourceLocation(path: path, line: line, column: column)
    }

    /// A `FormatError` at a UTF-8 offset.
    public func error(_ message: String, at offset: Int) -> FormatError {
        FormatError(message, at: location(of: offset))
    }

    /// The text of a byte range, decoded (the range must fall on scalar boundaries).
    public func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The file's bytes for `utf8` text written back in this document's encoding, BOM included.
    public func encoded(_ utf8: [UInt8]) -> [UInt8] {
        var output = encoding.byteOrderMark
        switch encoding {
        case .utf8, .utf8BOM:
            output.append(contentsOf: utf8)
        case .utf16LE, .utf16LEBOM, .utf16BE, .utf16BEBOM:
            let bigEndian = encoding == .utf16BE || encoding == .utf16BEBOM
            output.reserveCapacity(output.count + utf8.count * 2)
            for unit in String(decoding: utf8, as: UTF8.self).utf16 {
                if bigEndian {
                    output.append(UInt8(unit >> 8)); output.append(UInt8(unit & 0xFF))
                } else {
                    output.append(UInt8(unit & 0xFF)); output.append(UInt8(unit >> 8))
                }
            }
        }
        return output
    }

    // MARK: - Decoding

    /// Detects the encoding from a byte-order mark, or from where zero bytes fall in the first bytes.
    public static func detectEncoding(_ data: [UInt8]) -> TextEncoding {
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8BOM }
        if data.starts(with: [0xFF, 0xFE]) { return .utf16LEBOM }
        if data.starts(with: [0xFE, 0xFF]) { return .utf16BEBOM }
        let sample = data.prefix(512)
        guard sample.count >= 2 else { return .utf8 }
        var zeroEven = 0
        var zeroOdd = 0
        for (index, byte) in sample.enumerated() where byte == 0 {
            if index % 2 == 0 { zeroEven += 1 } else { zeroOdd += 1 }
        }
        let pairs = sample.count / 2
        if zeroOdd * 4 >= pairs && zeroEven * 8 < pairs { return .utf16LE }
        if zeroEven * 4 >= pairs && zeroOdd * 8 < pairs { return .utf16BE }
        return .utf8
    }

    private static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            let length: Int
            let minimum: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: return index
            }
            guard index + length <= bytes.endIndex else { return index }
            var scalar = UInt32(byte) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }

    /// UTF-16 code units to UTF-8 in one pass over the bytes (no intermediate arrays: the
    /// corpora hold megabytes of UTF-16 `.strings`).
    private static func decodeUTF16(_ body: ArraySlice<UInt8>, bigEndian: Bool, path: String) throws(FormatError) -> [UInt8] {
        if body.count % 2 != 0 {
            throw FormatError("the file is UTF-16 but has an odd number of bytes", path: path)
        }
        var output: [UInt8] = []
        output.reserveCapacity(body.count + body.count / 2)
        let unpairedAt: Int? = body.withUnsafeBufferPointer { raw in
            let count = raw.count / 2
            func unit(_ index: Int) -> UInt32 {
                let first = UInt32(raw[2 * index]), second = UInt32(raw[2 * index + 1])
                return bigEndian ? first << 8 | second : second << 8 | first
            }
            var index = 0
            while index < count {
                var scalar = unit(index)
                if scalar < 0x80 {
                    output.append(UInt8(scalar))
                    index += 1
                    continue
                }
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 1 < count, (0xDC00...0xDFFF).contains(unit(index + 1)) else { return index }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(index + 1) - 0xDC00)
                    index += 1
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    return index
                }
                index += 1
                if scalar < 0x800 {
                    output.append(UInt8(0xC0 | scalar >> 6))
                } else if scalar < 0x10000 {
                    output.append(UInt8(0xE0 | scalar >> 12))
                    output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
                } else {
                    output.append(UInt8(0xF0 | scalar >> 18))
                    output.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
                    output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
                }
                output.append(UInt8(0x80 | scalar & 0x3F))
            }
            return nil
        }
        if unpairedAt != nil {
            // The text decoded so far ends where the bad unit is: its line count names the line.
            throw FormatError("the file is not valid UTF-16 (unpaired surrogate)", path: path, line: lineIndex(output).line)
        }
        return output
    }

    /// Line starts of UTF-8 text: CRLF, LF and CR each end a line.
    static func lineIndex<C: Collection>(_ bytes: C) -> (line: Int, starts: [Int]) where C.Element == UInt8, C.Index == Int {
        var starts = [0]
        let scanned: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            scanLines(buffer, into: &starts)
        }
        if scanned == nil {
            Array(bytes).withUnsafeBufferPointer { scanLines($0, into: &starts) }
        }
        return (starts.count, starts)
    }

    private static func scanLines(_ buffer: UnsafeBufferPointer<UInt8>, into starts: inout [Int]) {
        var index = 0
        let count = buffer.count
        while index < count {
            let byte = buffer[index]
            if byte > 0x0D {
                index += 1
                continue
            }
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count && buffer[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
    }
}
