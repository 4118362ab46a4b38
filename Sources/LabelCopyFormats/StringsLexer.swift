/// Splits a decoded `.strings` text into its `key = value;` pairs, keeping byte positions.
///
/// The grammar is Apple's strings-file dialect of old-style property lists: quoted (`"…"` or
/// `'…'`) or bare-word keys and values, `/* */` and `//` comments anywhere between tokens,
/// `"key";` meaning a value equal to the key. One deliberate difference from CoreFoundation:
/// stray semicolons between entries are skipped (CoreFoundation stops reading at the first
/// one and silently drops every entry after it, or fails when the file starts with one).
struct StringsLexer {
    /// One `key = value;` pair as it stands in the text.
    struct Pair {
        var key: String
        /// Offset of the key's first raw character (after its quote when quoted).
        var keyStart: Int
        var value: String
        /// The value's raw text (without quotes); nil for the `"key";` form, which has no value text.
        var valueRange: Range<Int>?
        /// The body of the comment just before the pair (without `/*`, `*/` or `//`).
        var commentRange: Range<Int>?
    }

    let document: TextDocument
    private let bytes: [UInt8]
    private var index = 0
    private var comment: Range<Int>?

    init(_ document: TextDocument) {
        self.document = document
        self.bytes = document.bytes
    }

    /// The next pair, or nil at the end of the text.
    mutating func next() throws(FormatError) -> Pair? {
        while true {
            try skipTrivia()
            guard index < bytes.count else { return nil }
            guard bytes[index] == UInt8(ascii: ";") else { break }
            index += 1
        }
        let commentRange = comment
        guard let key = try readString() else {
            throw document.error("expected a key (a quoted string or a bare word), found \(describe(index))", at: index)
        }
        try skipTrivia()
        guard index < bytes.count else {
            throw document.error("missing '=' or ';' after the key", at: index)
        }
        if bytes[index] == UInt8(ascii: ";") {
            index += 1
            let trailing = try trailingComment()
            return Pair(
                key: key.text, keyStart: key.range.lowerBound, value: key.text, valueRange: nil,
                commentRange: commentRange ?? trailing)
        }
        guard bytes[index] == UInt8(ascii: "=") else {
            throw document.error("missing '=' after the key, found \(describe(index))", at: index)
        }
        index += 1
        try skipTrivia()
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "(") {
            throw document.error("unsupported value: a .strings value must be a string, not a dictionary or array", at: index)
        }
        guard let value = try readString() else {
            throw document.error("expected a value after '=', found \(describe(index))", at: index)
        }
        try skipTrivia()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw document.error("missing ';' after the value, found \(describe(index))", at: index)
        }
        index += 1
        let trailing = try trailingComment()
        return Pair(
            key: key.text, keyStart: key.range.lowerBound, value: value.text, valueRange: value.range,
            commentRange: commentRange ?? trailing)
    }

    /// A comment on the same line after an entry's `;` (`"a" = "b"; // note`): it belongs to
    /// that entry, not to the next. Clears the remembered comment either way.
    private mutating func trailingComment() throws(FormatError) -> Range<Int>? {
        comment = nil
        let afterEntry = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard let body = try readComment() else {
            index = afterEntry
            return nil
        }
        return body
    }

    // MARK: - Tokens

    /// A quoted string or a bare word at `index`, or nil when neither starts there.
    private mutating func readString() throws(FormatError) -> (text: String, range: Range<Int>)? {
        guard index < bytes.count else { return nil }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let open = index
            let cursor = bytes.withUnsafeBufferPointer { buffer in
                var cursor = open + 1
                while cursor < buffer.count, buffer[cursor] != quote {
                    cursor += buffer[cursor] == 0x5C ? 2 : 1
                }
                return cursor
            }
            guard cursor < bytes.count else {
                throw document.error(
                    "unterminated string: no closing \(quote == 0x22 ? "quote" : "apostrophe") before the end of the file",
                    at: open)
            }
            index = cursor + 1
            let range = (open + 1)..<cursor
            return (try StringsEscaping.unescape(document, range), range)
        }
        let start = index
        while index < bytes.count, StringsLexer.isBareWordByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return (document.string(start..<index), start..<index)
    }

    /// Skips white space and comments, remembering the last comment unless a blank line follows it.
    private mutating func skipTrivia() throws(FormatError) {
        var newlines = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if !(byte == 0x0A && index > 0 && bytes[index - 1] == 0x0D) { newlines += 1 }
                if newlines >= 2 { comment = nil }
                index += 1
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C {
                index += 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                index += 3  // U+2028 and U+2029, which CoreFoundation also treats as white space
            } else if let body = try readComment() {
                comment = body
                newlines = 0
            } else {
                return
            }
        }
    }

    /// Reads the `/* … */` or `// …` comment at `index`, if one starts there; returns its body.
    private mutating func readComment() throws(FormatError) -> Range<Int>? {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
        if bytes[index + 1] == UInt8(ascii: "*") {
            let open = index
            var cursor = index + 2
            while cursor + 1 < bytes.count, !(bytes[cursor] == UInt8(ascii: "*") && bytes[cursor + 1] == UInt8(ascii: "/")) {
                cursor += 1
            }
            guard cursor + 1 < bytes.count else {
                throw document.error("unterminated comment: no closing */ before the end of the file", at: open)
            }
            index = cursor + 2
            return (open + 2)..<cursor
        }
        guard bytes[index + 1] == UInt8(ascii: "/") else { return nil }
        let start = index + 2
        index = start
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return start..<index
    }

    /// Characters CoreFoundation allows in an unquoted string.
    static func isBareWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let end = min(bytes.count, offset + 4)
        let scalar = String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first ?? "?"
        return "'\(scalar.escaped(asASCII: false))'"
    }
}
