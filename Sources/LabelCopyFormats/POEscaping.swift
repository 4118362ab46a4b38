/// Escaping and unescaping of gettext `.po` strings (the C escapes GNU gettext accepts).
public enum POEscaping {
    /// The raw text to put between the quotes of a one-line po string so that it reads back as `value`.
    public static func raw(_ value: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(value.unicodeScalars.count + 8)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let octal = String(scalar.value, radix: 8)
                    output += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// The raw text for `value` laid out like `original`, the raw text of a string that may run
    /// over several `"…"` lines: the new value is cut into as many pieces as the original had,
    /// each as long (in characters) as the original's piece, the last taking the rest, and the
    /// pieces are joined with the original's own line breaks. Line count and layout survive a
    /// small change; any change reads back exactly.
    public static func raw(_ value: String, layoutOf original: String) -> String {
        let layout = segments(of: Array(original.utf8))
        guard layout.lengths.count > 1 else { return raw(value) }
        var scalars = Substring(value).unicodeScalars[...]
        var output = ""
        for (position, length) in layout.lengths.enumerated() {
            let isLast = position == layout.lengths.count - 1
            let piece = isLast ? scalars : scalars.prefix(length)
            scalars = scalars.dropFirst(piece.count)
            output += raw(String(String.UnicodeScalarView(piece)))
            if !isLast { output += layout.separators[position] }
        }
        return output
    }

    /// The unescaped length (in scalars) of each `"…"` piece of a raw multi-line string, and
    /// the raw separators (`"`, line break, indentation, `"`) between them.
    static func segments(of raw: [UInt8]) -> (lengths: [Int], separators: [String]) {
        var lengths: [Int] = []
        var separators: [String] = []
        var length = 0
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == 0x5C {
                length += 1
                let escaped = index + 1 < raw.count ? raw[index + 1] : 0
                index += 2
                var digits = 1
                while isOctal(escaped), digits < 3, index < raw.count, isOctal(raw[index]) {
                    index += 1
                    digits += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                var close = index + 1
                while close < raw.count, raw[close] != UInt8(ascii: "\"") { close += 1 }
                lengths.append(length)
                separators.append(String(decoding: raw[index..<min(close + 1, raw.count)], as: UTF8.self))
                length = 0
                index = close + 1
            } else {
                if byte & 0xC0 != 0x80 { length += 1 }
                index += 1
            }
        }
        lengths.append(length)
        return (lengths, separators)
    }

    private static func isOctal(_ byte: UInt8) -> Bool { (0x30...0x37).contains(byte) }

    /// Appends the value of one raw `"…"` piece (bytes `range` of `document`) to `output`.
    static func unescape(_ document: TextDocument, _ range: Range<Int>, into output: inout [UInt8]) throws(FormatError) {
        let bytes = document.bytes
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == 0x5C, index + 1 < range.upperBound else {
                output.append(byte)
                index += 1
                continue
            }
            let start = index
            let next = bytes[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "?"): output.append(next)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(next - 0x30)
                var digits = 1
                while digits < 3, index < range.upperBound, (0x30...0x37).contains(bytes[index]) {
                    value = value << 3 | UInt32(bytes[index] - 0x30)
                    index += 1
                    digits += 1
                }
                guard value < 0x80 else {
                    throw document.error(
                        "invalid escape: octal escapes above \\177 would give a byte that is not UTF-8 text", at: start)
                }
                output.append(UInt8(value))
            default:
                throw document.error(
                    "invalid escape '\\\(Unicode.Scalar(next).escaped(asASCII: false))' (po strings know \\n \\t \\r \\\" \\\\ and octal)",
                    at: start)
            }
        }
    }
}
