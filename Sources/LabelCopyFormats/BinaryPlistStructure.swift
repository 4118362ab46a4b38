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
    let expandedCount: Int

    /// The most values a file may expand to: far more than any string table holds, and about
    /// a hundred megabytes of Foundation objects at most.
    static let maximumExpandedCount = 1_000_000

    /// Reads the structure of `bytes`; throws, naming what is wrong, for a malformed file or
    /// one that expands beyond `maximumExpandedCount` values.
    init(_ bytes: [UInt8], path: String) throws(FormatError) {
        func failure(_ message: String) -> FormatError { FormatError("malformed binary property list: " + message, path: path) }
        guard bytes.count >= 8 + 32 + 1 else { throw failure("the file is too short to hold a trailer") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw failure("the trailer gives offsets of \(offsetSize) and references of \(referenceSize) bytes (1 to 8 are valid)")
        }
        let objectCount = Self.number(bytes, at: trailer + 8, size: 8)
        let top = Self.number(bytes, at: trailer + 16, size: 8)
        let tableStart = Self.number(bytes, at: trailer + 24, size: 8)
        guard objectCount >= 1, objectCount <= UInt64(bytes.count) else {
            throw failure("the trailer counts \(objectCount) objects in a file of \(bytes.count) bytes")
        }
        guard top < objectCount else { throw failure("the top object \(top) is not one of the \(objectCount) objects") }
        let count = Int(objectCount)
        guard tableStart >= 8, tableStart <= UInt64(trailer), UInt64(trailer) - tableStart >= UInt64(count * offsetSize) else {
            throw failure("the offset table (at byte \(tableStart), \(count) offsets) does not fit before the trailer")
        }
        let table = Int(tableStart)
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for index in 0..<count {
            let offset = Self.number(bytes, at: table + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < tableStart else {
                throw failure("object \(index) is at byte \(offset), outside the objects (8 to \(table - 1))")
            }
            offsets.append(Int(offset))
        }
        // Each container's references, as a range of `references`: read once, in object order.
        var references: [Int] = []
        var children = [Range<Int>](repeating: 0..<0, count: count)
        for index in 0..<count {
            let offset = offsets[index]
            let marker = bytes[offset]
            let perEntry: Int
            switch marker >> 4 {
            case 0xA, 0xB, 0xC: perEntry = 1
            case 0xD: perEntry = 2
            default: continue
            }
            guard let (entries, start) = Self.count(bytes, marker: marker, at: offset, end: table) else {
                throw failure("object \(index) has a malformed length")
            }
            let needed = entries.multipliedReportingOverflow(by: perEntry * referenceSize)
            guard !needed.overflow, needed.partialValue <= table - start else {
                throw failure("object \(index) holds \(entries) entries that run past the objects")
            }
            let first = references.count
            for position in 0..<(entries * perEntry) {
                let reference = Self.number(bytes, at: start + position * referenceSize, size: referenceSize)
                guard reference < objectCount else {
                    throw failure("object \(index) refers to object \(reference), of \(count)")
                }
                references.append(Int(reference))
            }
            children[index] = first..<references.count
        }
        expandedCount = try Self.expandedCount(from: Int(top), children: children, references: references, failure: failure)
    }

    /// How many values `top` stands for, each shared object counted wherever it is referred to,
    /// found without recursion (nesting may be deep) and with each object's count worked out
    /// once; throws for a container that contains itself, or beyond `maximumExpandedCount`.
    private static func expandedCount(
        from top: Int, children: [Range<Int>], references: [Int], failure: (String) -> FormatError
    ) throws(FormatError) -> Int {
        // 0 not reached yet, -1 being counted (on the stack), otherwise the object's count.
        var counted = [Int](repeating: 0, count: children.count)
        var stack: [(object: Int, next: Int)] = [(top, children[top].lowerBound)]
        counted[top] = -1
        while let (object, next) = stack.last {
            if next < children[object].upperBound {
                stack[stack.count - 1].next = next + 1
                let child = references[next]
                switch counted[child] {
                case -1: throw failure("object \(child) contains itself")
                case 0:
                    counted[child] = -1
                    stack.append((child, children[child].lowerBound))
                default: continue
                }
                continue
            }
            var total = 1
            for reference in references[children[object]] {
                total += counted[reference]
                guard total <= maximumExpandedCount else {
                    throw failure(
                        "its objects refer to each other so often that it stands for more than "
                            + "\(maximumExpandedCount) values; it is not read")
                }
            }
            counted[object] = total
            stack.removeLast()
        }
        return counted[top]
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
