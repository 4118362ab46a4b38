/// An open-addressing hash table from normalized UTF-8 keys to `WordInfo`.
///
/// Lookups fold ASCII letters to lowercase, collapse runs of spaces and tabs to one space
/// and read a curly apostrophe as a straight one while hashing, so a title's bytes are
/// looked up in place: no `String`, no `lowercased()` and no allocation per word.
public struct WordIndex: Sendable {
    /// One key: its first eight bytes, what it means and where its bytes are in `pool`; 32
    /// bytes, aligned so that no entry straddles two cache lines.
    private struct Entry: Sendable {
        /// The key's first eight bytes, zero-padded: keys that short are compared without the pool.
        var prefix: UInt64
        /// What the key means.
        var info: WordInfo
        var start: Int32
        var length: Int32
    }

    /// The table's storage, written once and then only read, so lookups touch raw pointers
    /// with no bounds checks and no reference counting of three separate arrays.
    private final class Table: @unchecked Sendable {
        let pool: UnsafeMutableBufferPointer<UInt8>
        let entries: UnsafeMutableBufferPointer<Entry>
        /// Per slot, the upper half of the key's hash and its entry's index, or `emptySlot`:
        /// a probe passes over other keys without reading their entries.
        let slots: UnsafeMutableBufferPointer<UInt64>
        let mask: Int

        init(pool: [UInt8], entries: [Entry], slots: [UInt64]) {
            // Eight zero bytes past the last key: a key's second eight bytes are read in one load.
            self.pool = .allocate(capacity: pool.count + 8)
            self.pool.initialize(repeating: 0)
            _ = self.pool.initialize(from: pool)
            // On cache-line boundaries: an entry is read in one line.
            let count = max(entries.count, 1)
            let raw = UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<Entry>.stride, alignment: 64)
            self.entries = UnsafeMutableBufferPointer(start: raw.bindMemory(to: Entry.self, capacity: count), count: count)
            _ = self.entries.initialize(from: entries)
            self.slots = .allocate(capacity: slots.count)
            _ = self.slots.initialize(from: slots)
            mask = slots.count - 1
        }

        deinit {
            pool.deallocate()
            UnsafeMutableRawPointer(entries.baseAddress)?.deallocate()
            slots.deallocate()
        }
    }

    private let table: Table
    private let keyCount: Int

    /// Creates an index of `entries`, whose keys must already be normalized.
    public init(entries: [[UInt8]: WordInfo] = [:]) {
        var capacity = 8
        while capacity < entries.count * 2 { capacity <<= 1 }
        var slots = [UInt64](repeating: Self.emptySlot, count: capacity)
        let mask = capacity - 1
        var pool: [UInt8] = []
        var list: [Entry] = []
        // Sorted so the table layout does not depend on dictionary order.
        for (key, info) in entries.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            let hash = Self.hash(key)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != Self.emptySlot { slot = (slot + 1) & mask }
            slots[slot] = Self.tag(hash) << 32 | UInt64(list.count)
            let prefix = key.withUnsafeBufferPointer { Self.prefix($0) }
            list.append(Entry(prefix: prefix, info: info, start: Int32(pool.count), length: Int32(key.count)))
            pool.append(contentsOf: key)
        }
        table = Table(pool: pool, entries: list, slots: slots)
        keyCount = list.count
    }

    /// The number of keys.
    public var count: Int { keyCount }

    /// Normalizes `bytes` the way lookups do (ASCII lowercase, one space, straight apostrophe).
    public static func normalize<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pendingSpace = false
        var index = bytes.startIndex
        while index != bytes.endIndex {
            var byte = bytes[index]
            index = bytes.index(after: index)
            if byte == 0x20 || byte == 0x09 {
                pendingSpace = !out.isEmpty
                continue
            }
            if byte == 0xE2, index != bytes.endIndex, bytes[index] == 0x80 {
                let third = bytes.index(after: index)
                if third != bytes.endIndex, bytes[third] == 0x99 {
                    byte = 0x27
                    index = bytes.index(after: third)
                }
            }
            if pendingSpace {
                out.append(0x20)
                pendingSpace = false
            }
            out.append(byte &+ ((byte &- 0x41) < 26 ? 0x20 : 0))
        }
        return out
    }

    /// Looks up the bytes `range` of `bytes`, optionally followed by one more byte
    /// (to look up stems such as "copy" from "copied").
    @inline(__always)
    public func lookup(_ bytes: [UInt8], _ range: Range<Int>, appending extra: UInt8? = nil) -> WordInfo? {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        // Nearly every key fits a fixed stack buffer: no allocation and no stack-size check.
        guard range.count < Self.shortKey else { return lookupLong(bytes, range, appending: extra) }
        var storage: ShortKey = (0, 0, 0, 0, 0, 0, 0, 0)
        return bytes.withUnsafeBufferPointer { buffer in
            withUnsafeMutableBytes(of: &storage) { raw in
                let key = raw.bindMemory(to: UInt8.self)
                let length = Self.normalize(buffer, range, extra, into: key)
                return findPadded(raw, length: length)
            }
        }
    }

    /// Looks up the `length` bytes at the start of `room`, which is zero past them up to the
    /// next multiple of eight: the hash then reads whole words, as `readWord` does.
    @inline(__always)
    private func findPadded(_ room: UnsafeMutableRawBufferPointer, length: Int) -> WordInfo? {
        guard length > 0, let start = room.baseAddress else { return nil }
        var hash = Self.hashBasis
        var offset = 0
        while offset < length {
            hash = Self.mix(hash, UInt64(littleEndian: start.load(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        let prefix = UInt64(littleEndian: start.load(as: UInt64.self))
        let key = UnsafePointer(start.assumingMemoryBound(to: UInt8.self))
        return find(hash: Self.finish(hash, length: length), prefix: prefix, length: length, key: key)
    }

    /// Eight words of stack: keys shorter than `shortKey` bytes, with room for the extra byte.
    typealias ShortKey = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    static let shortKey = 63

    /// Writes the lookup form of `range` (and `extra`) into `key`; returns its length.
    @inline(__always)
    private static func normalize(
        _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ extra: UInt8?, into key: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var length = 0
        var pendingSpace = false
        var index = range.lowerBound
        while index < range.upperBound {
            var byte = buffer[index]
            index += 1
            if byte == 0x20 || byte == 0x09 {
                pendingSpace = length > 0
                continue
            }
            if byte == 0xE2, index + 1 < range.upperBound, buffer[index] == 0x80, buffer[index + 1] == 0x99 {
                byte = 0x27
                index += 2
            }
            if pendingSpace {
                key[length] = 0x20
                length += 1
                pendingSpace = false
            }
            key[length] = byte &+ ((byte &- 0x41) < 26 ? 0x20 : 0)
            length += 1
        }
        if let extra {
            key[length] = extra
            length += 1
        }
        return length
    }

    /// `lookup` for keys too long for the stack buffer.
    private func lookupLong(_ bytes: [UInt8], _ range: Range<Int>, appending extra: UInt8?) -> WordInfo? {
        bytes.withUnsafeBufferPointer { buffer in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count + 1) { key in
                let length = Self.normalize(buffer, range, extra, into: key)
                return find(UnsafeBufferPointer(rebasing: key[0..<length]))
            }
        }
    }

    /// Looks up two byte ranges of `bytes` joined by one space ("checkout" split as "check out").
    public func lookup(_ bytes: [UInt8], _ first: Range<Int>, _ second: Range<Int>) -> WordInfo? {
        guard first.lowerBound >= 0, first.upperBound <= bytes.count, second.lowerBound >= 0,
            second.upperBound <= bytes.count
        else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: first.count + second.count + 1) { key in
                var length = 0
                for index in first {
                    key[length] = ByteCase.lower(buffer[index])
                    length += 1
                }
                key[length] = 0x20
                length += 1
                for index in second {
                    key[length] = ByteCase.lower(buffer[index])
                    length += 1
                }
                return find(UnsafeBufferPointer(rebasing: key[0..<length]))
            }
        }
    }

    /// Looks up an already normalized key.
    public func lookup(normalized key: [UInt8]) -> WordInfo? {
        key.withUnsafeBufferPointer { find($0) }
    }

    @inline(__always)
    private func find(_ key: UnsafeBufferPointer<UInt8>) -> WordInfo? {
        guard let start = key.baseAddress else { return nil }
        return find(hash: Self.hash(key), prefix: Self.prefix(key), length: key.count, key: start)
    }

    /// Looks up the `length` bytes at `key`, whose hash and padded prefix (`prefix(key)`) are
    /// already known; keys of up to eight bytes are compared by their prefix alone (and need no `key`).
    @inline(__always)
    func find(hash: UInt64, prefix: UInt64, length: Int, key: UnsafePointer<UInt8>?) -> WordInfo? {
        let table = self.table
        return probe(table, hash) { entry in
            guard Int(entry.length) == length else { return false }
            if length <= 8 { return entry.prefix == prefix }
            guard let key else { return false }
            return matches(table.pool, Int(entry.start), key, length)
        }
    }

    /// The entry of the first slot from `hash`'s home that carries its tag and whose entry
    /// `isKey` accepts, or nil at an empty slot (the table always has one, so the probe ends).
    @inline(__always)
    private func probe(_ table: Table, _ hash: UInt64, _ isKey: (Entry) -> Bool) -> WordInfo? {
        let tag = Self.tag(hash)
        var slot = Int(truncatingIfNeeded: hash) & table.mask
        while true {
            let value = table.slots[slot]
            if value == Self.emptySlot { return nil }
            if value >> 32 == tag {
                let entry = table.entries[Int(truncatingIfNeeded: value & 0xFFFF_FFFF)]
                if isKey(entry) { return entry.info }
            }
            slot = (slot + 1) & table.mask
        }
    }

    /// Looks up a key of nine to sixteen bytes given as its first eight bytes and the rest
    /// (zero-padded), with its hash: compared with the pool's bytes by two words, no key in memory.
    @inline(__always)
    func find(hash: UInt64, prefix: UInt64, suffix: UInt64, length: Int) -> WordInfo? {
        let table = self.table
        let keep: UInt64 = length >= 16 ? .max : (1 << (8 &* UInt64(truncatingIfNeeded: length &- 8))) &- 1
        return probe(table, hash) { entry in
            guard Int(entry.length) == length, entry.prefix == prefix, let pool = table.pool.baseAddress else { return false }
            // In bounds: the key's own bytes, or the zeros after the last key.
            let rest = UnsafeRawPointer(pool).loadUnaligned(fromByteOffset: Int(entry.start) &+ 8, as: UInt64.self)
            return UInt64(littleEndian: rest) & keep == suffix
        }
    }

    /// A slot holding no key.
    @inline(__always)
    private static var emptySlot: UInt64 { .max }

    /// The upper half of `hash`, kept in the slot to skip other keys' entries.
    @inline(__always)
    private static func tag(_ hash: UInt64) -> UInt64 { hash >> 32 }

    /// The first eight bytes of `key` as one little-endian word, zero-padded.
    @inline(__always)
    private static func prefix(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<min(key.count, 8) { value |= UInt64(key[index]) << (8 * UInt64(index)) }
        return value
    }

    @inline(__always)
    private func matches(
        _ pool: UnsafeMutableBufferPointer<UInt8>, _ start: Int, _ key: UnsafePointer<UInt8>, _ length: Int
    ) -> Bool {
        for offset in 0..<length where pool[start + offset] != key[offset] { return false }
        return true
    }

    /// The hash of a key: its bytes read as little-endian eight-byte words (the last one
    /// zero-padded), each mixed in with a multiply, then the length. Word look-ups take it a
    /// word at a time while they lowercase (`WordIndex+Words.swift`); this is the same hash
    /// a byte at a time, for building the table and for the general look-ups.
    @inline(__always)
    static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash = hashBasis
        var chunk: UInt64 = 0
        var shift: UInt64 = 0
        var count = 0
        for byte in bytes {
            chunk |= UInt64(byte) << shift
            shift += 8
            count += 1
            if shift == 64 {
                hash = mix(hash, chunk)
                chunk = 0
                shift = 0
            }
        }
        if shift != 0 { hash = mix(hash, chunk) }
        return finish(hash, length: count)
    }

    /// Where a key's hash starts.
    @inline(__always)
    static var hashBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }

    /// One step: `hash` with the next eight bytes of the key mixed in.
    @inline(__always)
    static func mix(_ hash: UInt64, _ chunk: UInt64) -> UInt64 {
        let product = (hash ^ chunk) &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }

    /// The last step: the length mixed in, so the low bits (the slot) and the high bits (the tag) both depend on every byte.
    @inline(__always)
    static func finish(_ hash: UInt64, length: Int) -> UInt64 {
        let product = (hash ^ UInt64(truncatingIfNeeded: length)) &* 0xFF51_AFD7_ED55_8CCD
        return product ^ (product >> 32)
    }
}
