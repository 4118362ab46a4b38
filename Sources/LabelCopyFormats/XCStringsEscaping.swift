/// Escaping and unescaping of JSON string contents as String Catalogs use them.
public enum XCStringsEscaping {
    /// The raw text to put between the quotes of a catalog string so that it reads back as `value`;
    /// written the way Xcode writes catalogs (`\n`, `\"`, `\\`, other control characters as `\u00XX`).
    public static func raw(_ value: String) -> String {
        JSONEscaping.raw(value)
    }

    /// The value of the raw bytes `range` of `document`: `\" \\ \/ \b \f \n \r \t \uXXXX`,
    /// surrogate pairs joined; errors point at the bad escape.
    static func unescape(_ document: TextDocument, _ range: Range<Int>) throws(FormatError) -> String {
        let bytes = document.bytes
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == 0x5C else {
                output.append(byte)
                index += 1
                continue
            }
            let start = index
            guard index + 1 < range.upperBound else {
                throw document.error("malformed JSON: a backslash ends the string", at: start)
            }
            let next = bytes[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(next)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                let unit = try hexUnit(document, at: index, escapeStart: start, limit: range.upperBound)
                index += 4
                if (0xD800...0xDBFF).contains(unit) {
                    guard index + 1 < range.upperBound, bytes[index] == 0x5C, bytes[index + 1] == UInt8(ascii: "u") else {
                        throw unpaired(document, start)
                    }
                    let low = try hexUnit(document, at: index + 2, escapeStart: index, limit: range.upperBound)
                    guard (0xDC00...0xDFFF).contains(low) else { throw unpaired(document, start) }
                    index += 6
                    StringsEscaping.appendScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &output)
                } else if (0xDC00...0xDFFF).contains(unit) {
                    throw unpaired(document, start)
                } else {
                    StringsEscaping.appendScalar(unit, to: &output)
                }
            default:
                throw document.error(
                    "malformed JSON: invalid escape '\\\(Unicode.Scalar(next).escaped(asASCII: false))'", at: start)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexUnit(_ document: TextDocument, at index: Int, escapeStart: Int, limit: Int) throws(FormatError)
        -> UInt32
    {
        guard index + 4 <= limit else {
            throw document.error("malformed JSON: \\u must be followed by four hex digits", at: escapeStart)
        }
        var value: UInt32 = 0
        for offset in index..<(index + 4) {
            guard let digit = StringsEscaping.hexValue(document.bytes[offset]) else {
                throw document.error("malformed JSON: \\u must be followed by four hex digits", at: escapeStart)
            }
            value = value << 4 | digit
        }
        return value
    }

    private static func unpaired(_ document: TextDocument, _ offset: Int) -> FormatError {
        document.error("malformed JSON: \\u escape names half of a surrogate pair without the other half", at: offset)
    }
}
