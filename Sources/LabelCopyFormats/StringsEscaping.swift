/// Escaping and unescaping of `.strings` quoted values, following Apple's old-style property
/// list rules (CoreFoundation `CFOldStylePList.c`, `getSlashedChar`).
///
/// Apple's behaviour, which this mirrors: `\a \b \f \n \r \t \v \" \\` and a backslash before a
/// line break; `\U` followed by one to four hex digits (a UTF-16 unit, so surrogate pairs take two
/// escapes); one to three octal digits; any other escaped character stands for itself (`\%` is
/// `%`, and `\u00E9` is the letter `u` followed by `00E9`, not `é`). Where CoreFoundation
/// silently produces a NUL (`\U` without a hex digit) or an invalid string (an unpaired
/// surrogate), or needs the NeXTSTEP code page (octal above 177), this reader reports an error.
public enum StringsEscaping {
    /// The raw text to put between the quotes of a `.strings` value so that it reads back as `value`.
    public static func raw(_ value: String) -> String {
        raw(value, literalNewlines: false)
    }

    /// The raw text for `value`; with `literalNewlines`, line breaks stay real line breaks
    /// (as in a multi-line value) instead of `\n` escapes.
    public static func raw(_ value: String, literalNewlines: Bool) -> String {
        raw(value, literalNewlines: literalNewlines, quote: "\"")
    }

    /// The raw text for `value` between `quote`s: `"` (the usual form) or `'`, which old-style
    /// property lists also accept and which must then be escaped.
    public static func raw(_ value: String, literalNewlines: Bool, quote: Unicode.Scalar) -> String {
        // Every character escaped is ASCII, so a value none of whose bytes needs it is its own
        // raw text (most values): no scalar-by-scalar copy.
        let escapesApostrophe = quote == "'"
        let needsNothing = value.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != 0x7F && byte != 0x22 && byte != 0x5C && !(escapesApostrophe && byte == 0x27)
        }
        if needsNothing { return value }
        var output = ""
        output.unicodeScalars.reserveCapacity(value.unicodeScalars.count + 8)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "'" where quote == "'": output += "\\'"
            case "\\": output += "\\\\"
            case "\n": output += literalNewlines ? "\n" : "\\n"
            case "\r": output += literalNewlines ? "\r" : "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    output += "\\U" + hex4(scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// The value of the raw (escaped) bytes `range` of `document`; errors point at the bad escape.
    static func unescape(_ document: TextDocument, _ range: Range<Int>) throws(FormatError) -> String {
        let bytes = document.bytes
        guard bytes[range].contains(0x5C) else { return document.string(range) }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        var pendingHigh: (unit: UInt32, offset: Int)?
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == 0x5C, index + 1 < range.upperBound else {
                if let pending = pendingHigh { throw unpaired(document, pending.offset) }
                output.append(byte)
                index += 1
                continue
            }
            let start = index
            let next = bytes[index + 1]
            index += 2
            if next == UInt8(ascii: "U") {
                let (unit, end) = hexUnit(bytes, from: index, limit: range.upperBound)
                guard end > index else {
                    throw document.error("invalid escape: \\U must be followed by one to four hex digits", at: start)
                }
                index = end
                if let pending = pendingHigh {
                    guard (0xDC00...0xDFFF).contains(unit) else { throw unpaired(document, pending.offset) }
                    appendScalar(0x10000 + ((pending.unit - 0xD800) << 10) + (unit - 0xDC00), to: &output)
                    pendingHigh = nil
                } else if (0xD800...0xDBFF).contains(unit) {
                    pendingHigh = (unit, start)
                } else if (0xDC00...0xDFFF).contains(unit) {
                    throw unpaired(document, start)
                } else {
                    appendScalar(unit, to: &output)
                }
                continue
            }
            if let pending = pendingHigh { throw unpaired(document, pending.offset) }
            if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                var value = UInt32(next - 0x30)
                var digits = 1
                while digits < 3, index < range.upperBound, (0x30...0x37).contains(bytes[index]) {
                    value = value << 3 | UInt32(bytes[index] - 0x30)
                    index += 1
                    digits += 1
                }
                guard value < 0x80 else {
                    throw document.error(
                        "unsupported escape: octal escapes above \\177 name NeXTSTEP characters; write \\U and the Unicode hex code",
                        at: start)
                }
                output.append(UInt8(value))
                continue
            }
            output.append(contentsOf: simpleEscape(next))
        }
        if let pending = pendingHigh { throw unpaired(document, pending.offset) }
        return String(decoding: output, as: UTF8.self)
    }

    /// What a backslash followed by `byte` stands for; unknown escapes stand for the byte itself
    /// (a multi-byte character's lead byte is kept and its continuation bytes follow unchanged).
    private static func simpleEscape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "a"): [0x07]
        case UInt8(ascii: "b"): [0x08]
        case UInt8(ascii: "f"): [0x0C]
        case UInt8(ascii: "n"): [0x0A]
        case UInt8(ascii: "r"): [0x0D]
        case UInt8(ascii: "t"): [0x09]
        case UInt8(ascii: "v"): [0x0B]
        default: [byte]
        }
    }

    private static func hexUnit(_ bytes: [UInt8], from start: Int, limit: Int) -> (UInt32, Int) {
        var value: UInt32 = 0
        var index = start
        while index < limit, index - start < 4, let digit = hexValue(bytes[index]) {
            value = value << 4 | digit
            index += 1
        }
        return (value, index)
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    static func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        UTF8.encode(scalar) { output.append($0) }
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func unpaired(_ document: TextDocument, _ offset: Int) -> FormatError {
        document.error("invalid escape: \\U names half of a surrogate pair without the other half", at: offset)
    }
}
