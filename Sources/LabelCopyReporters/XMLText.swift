/// Escaping for text and attribute values in the XML reports (checkstyle, JUnit).
///
/// The work is done on UTF-8 bytes: everything escaped or dropped is ASCII, or U+FFFE and
/// U+FFFF (EF BF BE, EF BF BF), so the runs between them are copied whole.
enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` as entities; control characters other than tab, newline and
    /// carriage return dropped (XML 1.0 cannot carry them). A carriage return is written `&#13;`
    /// so parsers do not fold it into the newline; in an attribute (`attribute`) newline and tab
    /// are written `&#10;` and `&#9;` as well, since a parser reads them there as spaces
    /// (attribute-value normalization, XML 1.0 §3.3.3).
    static func escape(_ text: String, attribute: Bool = false) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        append(text, attribute: attribute, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// An attribute value: `escape(text, attribute: true)`.
    static func attribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    /// Appends `escape(text, attribute:)`'s UTF-8 to `output`.
    static func append(_ text: String, attribute: Bool = false, to output: inout [UInt8]) {
        output.appendReplacing(text) { replacement($0, at: $1, attribute: attribute) }
    }

    /// What the character at `index` is written as (empty when dropped) and how many bytes it
    /// takes, or nil when it is written as it is.
    private static func replacement(_ source: UnsafeBufferPointer<UInt8>, at index: Int, attribute: Bool)
        -> (StaticString, Int)?
    {
        switch source[index] {
        case UInt8(ascii: "&"): ("&amp;", 1)
        case UInt8(ascii: "<"): ("&lt;", 1)
        case UInt8(ascii: ">"): ("&gt;", 1)
        case UInt8(ascii: "\""): ("&quot;", 1)
        case UInt8(ascii: "'"): ("&apos;", 1)
        case 0x0D: ("&#13;", 1)
        case 0x0A: attribute ? ("&#10;", 1) : nil
        case 0x09: attribute ? ("&#9;", 1) : nil
        case 0x00..<0x20: ("", 1)
        // U+FFFE and U+FFFF, which XML cannot carry either.
        case 0xEF where index + 2 < source.count && source[index + 1] == 0xBF && source[index + 2] & 0xFE == 0xBE: ("", 3)
        default: nil
        }
    }
}
