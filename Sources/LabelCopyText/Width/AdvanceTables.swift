/// The generated advance table, decoded once from its hex text into arrays.
struct AdvanceTables: Sendable {
    /// The advance that marks a code point Inter has no glyph for.
    static var missing: UInt16 { 0xFFFF }

    /// Decoded on first use; later reads are plain array lookups.
    static let shared = AdvanceTables()

    /// Inter Regular advances, in font units, block after block.
    let regular: [UInt16]
    /// Inter SemiBold advances, in the same order.
    let semibold: [UInt16]
    /// Each block of `AdvanceWidthTable.blocks` and where it starts in the arrays.
    private let blocks: [(range: ClosedRange<UInt32>, offset: Int)]
    /// The first block's bounds, which hold nearly every scalar of a Latin, Greek or Cyrillic
    /// title, so most lookups are one comparison and a subtraction.
    private let firstBlockStart: UInt32
    private let firstBlockEnd: UInt32

    private init() {
        regular = Self.decode(AdvanceWidthTable.regularHex)
        semibold = Self.decode(AdvanceWidthTable.semiboldHex)
        var blocks: [(range: ClosedRange<UInt32>, offset: Int)] = []
        var offset = 0
        for block in AdvanceWidthTable.blocks {
            blocks.append((block, offset))
            offset += block.count
        }
        self.blocks = blocks
        firstBlockStart = AdvanceWidthTable.blocks.first?.lowerBound ?? 1
        firstBlockEnd = AdvanceWidthTable.blocks.first?.upperBound ?? 0
    }

    /// The index of `value` in the advance arrays, or nil when no block holds it.
    @inline(__always)
    func index(of value: UInt32) -> Int? {
        if value <= firstBlockEnd {
            return value >= firstBlockStart ? Int(value &- firstBlockStart) : nil
        }
        for block in blocks.dropFirst() where block.range.contains(value) {
            return block.offset + Int(value - block.range.lowerBound)
        }
        return nil
    }

    /// The average advances of the script range holding `value`, found by binary search.
    static func scriptAverage(of value: UInt32) -> (regular: Double, semibold: Double)? {
        let scripts = AdvanceWidthTable.scripts
        var low = 0
        var high = scripts.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = scripts[middle]
            if value < range.first {
                high = middle - 1
            } else if value > range.last {
                low = middle + 1
            } else {
                return (range.regular, range.semibold)
            }
        }
        return nil
    }

    /// True when `value` lies in one of the generated runs of marks, format and control characters.
    static func isZeroWidth(_ value: UInt32) -> Bool {
        let runs = AdvanceWidthTable.zeroWidth
        var low = 0
        var high = runs.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < runs[middle].lowerBound {
                high = middle - 1
            } else if value > runs[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Four hex digits per value; white space (the literal's line breaks) is skipped.
    private static func decode(_ hex: String) -> [UInt16] {
        var values: [UInt16] = []
        values.reserveCapacity(hex.utf8.count / 4)
        var current: UInt16 = 0
        var digits = 0
        for byte in hex.utf8 {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: continue
            }
            current = current << 4 | UInt16(digit)
            digits += 1
            if digits == 4 {
                values.append(current)
                current = 0
                digits = 0
            }
        }
        return values
    }
}
