/// Whether two strings differ as `!=` compares them (Unicode canonical equivalence), answered
/// from their bytes where the bytes settle it.
///
/// Why the bytes settle it. Byte-equal strings are equal. Two strings are canonically equivalent
/// exactly when their canonical decompositions (every scalar decomposed, each run of combining
/// marks put in canonical order) are equal. When one string's bytes are a proper prefix of the
/// other's, the longer one has more scalars, each decomposing to at least one, so its
/// decomposition is longer: they differ. When the first differing byte is ASCII in both, it
/// starts a scalar in both, the bytes before it are the same scalars, and an ASCII scalar is its
/// own decomposition and a starter that no combining mark is moved across: both decompositions
/// agree up to that scalar and then have two different ones. The same holds when one of the two
/// is ASCII and the other starts "…" (U+2026), a starter with no canonical decomposition (the
/// ellipsis fix makes "..." one). Any other first difference is left to `!=`.
enum CanonicalDifference {
    /// `first != second`, from the bytes when they settle it.
    @inline(__always)
    static func differs(_ first: String, _ second: String) -> Bool {
        let settled = first.utf8.withContiguousStorageIfAvailable { one in
            second.utf8.withContiguousStorageIfAvailable { other in fromBytes(one, other) }
        }
        if let answer = settled ?? nil, let answer { return answer }
        return first != second
    }

    /// True or false when the bytes settle whether the strings differ, nil when they do not.
    private static func fromBytes(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool? {
        let shared = min(one.count, other.count)
        var index = 0
        if let oneBase = one.baseAddress, let otherBase = other.baseAddress {
            while index + 8 <= shared,
                UnsafeRawPointer(oneBase + index).loadUnaligned(as: UInt64.self)
                    == UnsafeRawPointer(otherBase + index).loadUnaligned(as: UInt64.self)
            {
                index += 8
            }
        }
        while index < shared, one[index] == other[index] { index += 1 }
        if index == shared { return one.count != other.count }
        let first = one[index]
        let second = other[index]
        if first < 0x80 && second < 0x80 { return true }
        if first < 0x80 && startsEllipsis(other, at: index) || second < 0x80 && startsEllipsis(one, at: index) { return true }
        return nil
    }

    /// The bytes at `index` are "…" (U+2026).
    @inline(__always)
    private static func startsEllipsis(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA6
    }
}
