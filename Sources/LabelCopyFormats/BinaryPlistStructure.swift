/// The object graph of a binary property list (`bplist00`), read from its trailer, offset table
/// and container references without building any object: checked before Foundation builds the
/// values, so that a file that is malformed is named precisely, and one whose containers share
/// each other over and over (26 arrays of two references to the next expand to 2^26 values from
/// 147 bytes) is refused instead of filling memory.
///
/// Layout (Apple's CFBinaryPList.c, documented in its header comment): the header "bplist0x",
/// the objects, an offset table of `objectCount` big-endian offsets `offsetSize` bytes wide, and
/// a 32-byte trailer: 6 unused bytes, `offsetSize`, `referenceSize`, then `objectCount`, the top
/// object and the offset table's offset as big-endian 64-bit numbers. An array or set (marker
/// 0xA_, 0xB_, 0xC_) holds `count` references, a dictionary (0xD_) `count` key references and
/// `count` value references; a count of 15 or more is written as an integer object after the marker.
struct BinaryPlistStructure {
    /// How many values the top object stands for once every reference is followed.
    private(set) var expandedCount = 0

    /// Past this many values, a file must not stand for more than `maximumSharing` values for
    /// each object it holds: a string table shares its strings (the same value under many keys,
    /// the same key in many dictionaries) a few times over, never thousands.
    static let sharedLimit = 1_000_000
    static let maximumSharing = 4
    /// No file stands for more values than this, however many objects it holds: several
    /// hundred megabytes of Foundation objects.
    static let maximumExpandedCount = 8_000_000
    /// Past this many bytes of values, a file must not stand for more than `maximumSharing`
    /// times its own size.
    static let sharedBytesLimit = 64 << 20

    /// The file's bytes, its layout from the trailer, and the error to throw.
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let table: Int
    private let failure: (String) -> FormatError

    /// Reads the structure of `bytes`; throws, naming what is wrong, for a malformed file or
    /// one that stands for too many values (`sharedLimit`, `maximumSharing`, `maximumExpandedCount`).
    init(_ bytes: [UInt8], path: String) throws(FormatError) {
        let failure = { (message: String) in FormatError("malformed binary property list: " + message, path: path) }
        guard bytes.count >= 8 + 32 + 1 else { throw failure("the file is too short to hold a trailer") }
        // "bplist00": the one version property lists are written in.
        guard bytes[6] == 0x30, bytes[7] == 0x30 else {
            let version = String(decoding: bytes[6..<8].map { $0 < 0x20 || $0 > 0x7E ? 0x3F : $0 }, as: UTF8.self)
            throw failure("the header names version \"\(version)\"; only version 00 is read")
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw failure("the trailer gives offsets of \(offsetSize) and references of \(referenceSize) bytes (1 to 8 are valid)")
        }
        let objectCount = Self.number(bytes, at: trailer + 8, size: 8)
        let top = Self.number(bytes, at: trailer + 16, size: 8)
        let tableStart = Self.number(bytes, at: trailer + 24, size: 8)
        guard tableStart >= 8, tableStart <= UInt64(trailer) else {
            throw failure("the offset table's position, byte \(tableStart), is outside the file")
        }
        // Every object takes at least one byte of its own before the offset table.
        guard objectCount >= 1, objectCount <= tableStart - 8 else {
            throw failure("the trailer counts \(objectCount) objects in \(tableStart - 8) bytes of objects")
        }
        guard top < objectCount else { throw failure("the top object \(top) is not one of the \(objectCount) objects") }
        guard UInt64(trailer) - tableStart >= objectCount * UInt64(offsetSize) else {
            throw failure("the offset table (at byte \(tableStart), \(objectCount) offsets) does not fit before the trailer")
        }
        self.bytes = bytes
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = Int(objectCount)
        self.table = Int(tableStart)
        self.failure = failure
        expandedCount = try expandedCount(from: Int(top))
    }

    /// The offset of object `index`, read from the offset table when it is needed.
    private func offset(of index: Int) throws(FormatError) -> Int {
        let offset = Self.number(bytes, at: table + index * offsetSize, size: offsetSize)
        guard offset >= 8, offset < UInt64(table) else {
            throw failure("object \(index) is at byte \(offset), outside the objects (8 to \(table - 1))")
        }
        return Int(offset)
    }

    /// Where object `index`'s references start and how many it has (keys and values of a
    /// dictionary both counted; none for an object that is no container), and how many bytes
    /// its own value takes (a string's or data's bytes, 8 for any other), and how many of the
    /// references are a dictionary's keys. Throws for a set or a UID (Foundation on Linux
    /// crashes reading a set, and no string table holds either), for a marker no property list
    /// uses, and for a value whose bytes run past the objects.
    private func object(_ index: Int) throws(FormatError) -> (start: Int, count: Int, size: Int, keys: Int) {
        let offset = try offset(of: index)
        let marker = bytes[offset]
        let perEntry: Int
        switch marker >> 4 {
        case 0xA: perEntry = 1
        case 0xD: perEntry = 2
        case 0xB, 0xC: throw failure("object \(index) is a set, which a string table never holds")
        case 0x8: throw failure("object \(index) is a UID, which a string table never holds")
        case 0x4, 0x5, 0x6:
            guard let (length, start) = Self.count(bytes, marker: marker, at: offset, end: table) else {
                throw failure("object \(index) has a malformed length")
            }
            let size = marker >> 4 == 0x6 ? length * 2 : length
            guard size <= table - start else {
                throw failure("object \(index) holds \(size) bytes that run past the objects")
            }
            return (offset, 0, size, 0)
        case 0x0, 0x1, 0x2, 0x3:
            guard let size = Self.scalarSize(marker) else { throw failure("object \(index) has marker \(Self.hex(marker)), of no object type") }
            guard size <= table - offset - 1 else {
                throw failure("object \(index) holds \(size) bytes that run past the objects")
            }
            return (offset, 0, 8, 0)
        default: throw failure("object \(index) has marker \(Self.hex(marker)), of no object type")
        }
        guard let (entries, start) = Self.count(bytes, marker: marker, at: offset, end: table) else {
            throw failure("object \(index) has a malformed length")
        }
        let needed = entries.multipliedReportingOverflow(by: perEntry * referenceSize)
        guard !needed.overflow, needed.partialValue <= table - start else {
            throw failure("object \(index) holds \(entries) entries that run past the objects")
        }
        return (start, entries * perEntry, 8, perEntry == 2 ? entries : 0)
    }

    /// How many bytes follow the marker of a null, boolean, integer, real or date: nil for a
    /// marker of those types that no property list writes.
    private static func scalarSize(_ marker: UInt8) -> Int? {
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0: return [0x0, 0x8, 0x9, 0xF].contains(low) ? 0 : nil
        case 0x1: return low <= 4 ? 1 << low : nil
        case 0x2: return low == 2 || low == 3 ? 1 << low : nil
        case 0x3: return low == 3 ? 8 : nil
        default: return nil
        }
    }

    /// A marker byte as "0x5C".
    private static func hex(_ marker: UInt8) -> String {
        "0x" + String(marker, radix: 16, uppercase: true)
    }

    /// Whether the object `index` is a string (ASCII or UTF-16), as a dictionary's keys must be.
    private func isString(_ index: Int) throws(FormatError) -> Bool {
        let marker = bytes[try offset(of: index)] >> 4
        return marker == 0x5 || marker == 0x6
    }

    /// Reference `position` of a container whose references start at `start`.
    private func reference(_ position: Int, from start: Int, of index: Int) throws(FormatError) -> Int {
        let reference = Self.number(bytes, at: start + position * referenceSize, size: referenceSize)
        guard reference < UInt64(objectCount) else {
            throw failure("object \(index) refers to object \(reference), of \(objectCount)")
        }
        return Int(reference)
    }

    /// How many values `top` stands for, each shared object counted wherever it is referred to,
    /// found without recursion (nesting may be deep) and with each object reached counted once.
    /// Only objects reached from the top are read; their counts are kept by object, so memory
    /// grows with them, not with the count the trailer claims. Throws for a container that
    /// contains itself, or past the limits (`checkLimits`).
    private func expandedCount(from top: Int) throws(FormatError) -> Int {
        // -1 while being counted (on the stack), otherwise the object's values and bytes.
        var counted: [Int: (values: Int, bytes: Int)] = [top: (-1, 0)]
        let first = try object(top)
        var stack: [(object: Int, start: Int, count: Int, keys: Int, next: Int, values: Int, bytes: Int)] = [
            (top, first.start, first.count, first.keys, 0, 1, first.size)
        ]
        while let frame = stack.last {
            if frame.next < frame.count {
                stack[stack.count - 1].next += 1
                let child = try reference(frame.next, from: frame.start, of: frame.object)
                // A dictionary's keys come first, and each is a string.
                if frame.next < frame.keys, !(try isString(child)) {
                    throw failure("object \(frame.object) has object \(child), which is no string, as a key")
                }
                switch counted[child] {
                case let known? where known.values == -1: throw failure("object \(child) contains itself")
                case let known?:
                    stack[stack.count - 1].values += known.values
                    stack[stack.count - 1].bytes += known.bytes
                case nil:
                    counted[child] = (-1, 0)
                    let found = try object(child)
                    stack.append((child, found.start, found.count, found.keys, 0, 1, found.size))
                }
                try checkLimits(stack[stack.count - 1].values, stack[stack.count - 1].bytes, objects: counted.count)
                continue
            }
            stack.removeLast()
            counted[frame.object] = (frame.values, frame.bytes)
            if !stack.isEmpty {
                stack[stack.count - 1].values += frame.values
                stack[stack.count - 1].bytes += frame.bytes
                try checkLimits(stack[stack.count - 1].values, stack[stack.count - 1].bytes, objects: counted.count)
            }
        }
        return counted[top]?.values ?? 1
    }

    /// Throws when `values` values of `bytes` bytes, from `objects` objects read so far, pass
    /// the limits: too many values in all, too many for the objects, or far more text than the
    /// file holds (one string of a megabyte under thousands of keys).
    private func checkLimits(_ values: Int, _ bytes: Int, objects: Int) throws(FormatError) {
        if values > Self.maximumExpandedCount {
            throw failure("it stands for more than \(Self.maximumExpandedCount) values; it is not read")
        }
        if values > Self.sharedLimit, values > Self.maximumSharing * objects {
            throw failure(
                "its \(objects) objects refer to each other so often that they stand for more than \(values) values; it is not read")
        }
        if bytes > max(Self.sharedBytesLimit, Self.maximumSharing * self.bytes.count) {
            throw failure(
                "its objects are shared so often that they stand for more than \(bytes) bytes of values, "
                    + "\(Self.maximumSharing) times the file; it is not read")
        }
    }

    /// The big-endian number of `size` bytes at `offset` (the caller has checked they are in the file).
    private static func number(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// A container's entry count and where its references start: the marker's low four bits,
    /// or, when they are all set, the integer object that follows it (`0x1n`, 2^n bytes). Nil
    /// when that integer is malformed, runs past `end`, or is too large to be a count.
    private static func count(_ bytes: [UInt8], marker: UInt8, at offset: Int, end: Int) -> (Int, Int)? {
        let low = Int(marker & 0x0F)
        guard low == 0x0F else { return (low, offset + 1) }
        guard offset + 1 < end, bytes[offset + 1] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        guard size <= 8, offset + 2 + size <= end else { return nil }
        let value = number(bytes, at: offset + 2, size: size)
        guard value <= UInt64(end) else { return nil }
        return (Int(value), offset + 2 + size)
    }
}
