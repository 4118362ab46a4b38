/// JSON string literals, for every writer of JSON in labelcopy (String Catalogs, baselines,
/// reports): quotes, backslashes and control characters escaped, everything else as UTF-8.
///
/// The work is done on UTF-8 bytes: every byte that needs an escape is ASCII, or starts U+2028
/// or U+2029 (E2 80 A8, E2 80 A9), so the runs between escapes are copied whole. A report of a
/// few hundred thousand findings escapes millions of strings, nearly all without an escape.
public enum JSONEscaping {
    /// The text between the quotes of a JSON string that reads back as `value`: `\"`, `\\`,
    /// `\n`, `\r`, `\t`, `\b`, `\f`, other control characters as `\u00XX` (as Xcode writes
    /// catalogs). With `lineSeparators`, U+2028 and U+2029 are escaped too, so the JSON can be
    /// embedded in JavaScript.
    public static func raw(_ value: String, lineSeparators: Bool = false) -> String {
        var value = value
        let escaped: [UInt8]? = value.withUTF8 { source in
            guard firstEscape(in: source, lineSeparators: lineSeparators) != nil else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(source.count + 16)
            append(source, to: &output, lineSeparators: lineSeparators)
            return output
        }
        // Nothing to escape: the string itself, not a copy of it.
        guard let escaped else { return value }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// `value` as a quoted JSON string.
    public static func quoted(_ value: String, lineSeparators: Bool = false) -> String {
        "\"" + raw(value, lineSeparators: lineSeparators) + "\""
    }

    /// Appends `raw(value, lineSeparators:)`'s UTF-8 bytes to `output`; with `lowercaseHex`,
    /// `\u00XX` escapes take lower-case hex digits (`\u001b`), as `suggest --json` has written them.
    public static func append(
        _ value: String, to output: inout [UInt8], lineSeparators: Bool = false, lowercaseHex: Bool = false
    ) {
        var value = value
        value.withUTF8 { append($0, to: &output, lineSeparators: lineSeparators, lowercaseHex: lowercaseHex) }
    }

    /// Appends the escaped form of the UTF-8 text `source` to `output`.
    static func append(
        _ source: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], lineSeparators: Bool, lowercaseHex: Bool = false
    ) {
        var runStart = 0
        var index = 0
        while let escape = firstEscape(in: source, from: index, lineSeparators: lineSeparators) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<escape]))
            let byte = source[escape]
            if byte == 0xE2 {
                // U+2028 or U+2029: the third byte tells which.
                output.append(contentsOf: source[escape + 2] == 0xA8 ? lineSeparatorEscape : paragraphSeparatorEscape)
                index = escape + 3
            } else {
                appendEscape(of: byte, to: &output, lowercaseHex: lowercaseHex)
                index = escape + 1
            }
            runStart = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
    }

    /// The offset of the first byte at or after `start` that begins an escape, if any.
    static func firstEscape(in source: UnsafeBufferPointer<UInt8>, from start: Int = 0, lineSeparators: Bool) -> Int? {
        var index = start
        let count = source.count
        while index < count {
            let byte = source[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C { return index }
            if byte == 0xE2, lineSeparators, index + 2 < count, source[index + 1] == 0x80,
                source[index + 2] == 0xA8 || source[index + 2] == 0xA9
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The escape of an ASCII quote, backslash or control character.
    private static func appendEscape(of byte: UInt8, to output: inout [UInt8], lowercaseHex: Bool) {
        let letter: UInt8? =
            switch byte {
            case 0x22: 0x22
            case 0x5C: 0x5C
            case 0x0A: UInt8(ascii: "n")
            case 0x0D: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            case 0x08: UInt8(ascii: "b")
            case 0x0C: UInt8(ascii: "f")
            default: nil
            }
        output.append(0x5C)
        if let letter {
            output.append(letter)
            return
        }
        // `\u00XX`, upper-case hex digits as `StringsEscaping.hex4` writes them unless asked.
        output.append(UInt8(ascii: "u"))
        output.append(0x30)
        output.append(0x30)
        let letters: UInt8 = lowercaseHex ? 0x61 : 0x41
        for digit in [byte >> 4, byte & 0x0F] { output.append(digit < 10 ? 0x30 + digit : letters + digit - 10) }
    }

    private static let lineSeparatorEscape: [UInt8] = Array(#"\u2028"#.utf8)
    private static let paragraphSeparatorEscape: [UInt8] = Array(#"\u2029"#.utf8)
}
