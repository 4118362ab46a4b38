import LabelCopyFormats

/// Writes strings as JSON string literals (RFC 8259, section 7) for `suggest --json` and
/// `rules --json`.
enum JSONString {
    /// `text` as a quoted JSON string.
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a quoted JSON string to `bytes`.
    ///
    /// Only what RFC 8259 requires is escaped: the quote, the backslash and the control
    /// characters U+0000–U+001F (with lower-case hex digits, as these commands have always
    /// written them). Everything else, non-ASCII included, stays UTF-8.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        JSONEscaping.append(text, to: &bytes, lowercaseHex: true)
        bytes.append(UInt8(ascii: "\""))
    }
}
