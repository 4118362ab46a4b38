// MARK: - Format placeholders: printf, stringsdict, Python, positional, braces

extension TitleBytes {
    /// Where a placeholder starting with "%" at `index` ends, if one does.
    ///
    /// Accepts printf conversions with positional argument, flags, width, precision and length
    /// (`%1$@`, `%-10s`, `%5.1f`, `%2$lld`), `%%`, stringsdict `%#@name@` (also `%1$#@name@`),
    /// Python `%(name)s`, and Qt/Transmission positional `%1`. The space flag is not accepted,
    /// so the "% o" in "50% off" stays text.
    func percentPlaceholderEnd(at index: Int) -> Int? {
        var probe = index + 1
        guard probe < bytes.count else { return nil }
        if bytes[probe] == UInt8(ascii: "%") { return probe + 1 }
        if bytes[probe] == UInt8(ascii: "(") {
            var nameEnd = probe + 1
            while ASCII.isNameCharacter(byte(nameEnd)) { nameEnd += 1 }
            guard nameEnd > probe + 1, byte(nameEnd) == UInt8(ascii: ")") else { return nil }
            return conversionEnd(from: nameEnd + 1)
        }
        var digitsEnd = probe
        while ASCII.isDigit(byte(digitsEnd)) { digitsEnd += 1 }
        if digitsEnd > probe, byte(digitsEnd) == UInt8(ascii: "$") { probe = digitsEnd + 1 }
        if byte(probe) == UInt8(ascii: "#"), byte(probe + 1) == UInt8(ascii: "@") {
            var nameEnd = probe + 2
            while ASCII.isNameCharacter(byte(nameEnd)) { nameEnd += 1 }
            if nameEnd > probe + 2, byte(nameEnd) == UInt8(ascii: "@") { return nameEnd + 1 }
            return nil
        }
        if let end = conversionEnd(from: probe) { return end }
        // Positional digits without a conversion: "%1 of %2" (Qt), "%0" (Transmission).
        if digitsEnd > index + 1 { return min(digitsEnd, index + 3) }
        return nil
    }

    /// Where a printf conversion spec (after "%" and any position) starting at `start` ends.
    func conversionEnd(from start: Int) -> Int? {
        var index = start
        while Self.isFlag(byte(index)) { index += 1 }
        if byte(index) == UInt8(ascii: "*") {
            index += 1
        } else {
            while ASCII.isDigit(byte(index)) { index += 1 }
        }
        if byte(index) == UInt8(ascii: ".") {
            index += 1
            if byte(index) == UInt8(ascii: "*") {
                index += 1
            } else {
                while ASCII.isDigit(byte(index)) { index += 1 }
            }
        }
        index = lengthModifierEnd(from: index)
        return Self.isConversion(byte(index)) ? index + 1 : nil
    }

    /// Skips a length modifier: hh, h, ll, l, q, L, z, j, t.
    func lengthModifierEnd(from index: Int) -> Int {
        switch byte(index) {
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            return byte(index + 1) == byte(index) ? index + 2 : index + 1
        case UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "t"):
            return index + 1
        default:
            return index
        }
    }

    /// printf flags, without the space flag (see `percentPlaceholderEnd`).
    static func isFlag(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "#")
            || byte == UInt8(ascii: "0") || byte == UInt8(ascii: "'")
    }

    /// Conversion characters of printf and Foundation's `String(format:)`.
    static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"),
            UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"),
            UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
            UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"), UInt8(ascii: "C"),
            UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"):
            return true
        default:
            return false
        }
    }

    /// Where the bracketed group opening at `index` closes (nested pairs balanced), if it does.
    /// Covers `{name}`, `{0}`, `{{count}}` and ICU `{count, plural, one {# item} other {# items}}`.
    func balancedEnd(at index: Int, open: UInt8, close: UInt8) -> Int? {
        var depth = 0
        var probe = index
        let limit = min(bytes.count, index + Self.bracketSearchLimit)
        while probe < limit {
            let current = bytes[probe]
            if current == open {
                depth += 1
            } else if current == close {
                depth -= 1
                if depth == 0 { return probe + 1 }
            }
            probe += 1
        }
        return nil
    }
}
