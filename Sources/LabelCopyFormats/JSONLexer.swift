/// A small JSON parser (RFC 8259) over UTF-8 bytes that keeps the position of every value.
///
/// Linear in the input; strings are decoded only when they contain escapes. Nesting is limited
/// so that hostile input cannot exhaust the stack.
struct JSONLexer {
    /// Deeper nesting than any String Catalog needs; keeps recursion bounded.
    static let maximumDepth = 256

    let document: TextDocument
    private let bytes: [UInt8]
    private var index = 0

    init(_ document: TextDocument) {
        self.document = document
        self.bytes = document.bytes
    }

    /// Parses the whole document as one JSON value.
    mutating func parseDocument() throws(FormatError) -> JSONValue {
        let value = try parseValue(depth: 0)
        skipSpace()
        guard index == bytes.count else {
            throw document.error("malformed JSON: unexpected \(describe(index)) after the top-level value", at: index)
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(FormatError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else {
            throw document.error("malformed JSON: expected a value, found the end of the file", at: index)
        }
        guard depth < JSONLexer.maximumDepth else {
            throw document.error("malformed JSON: nesting deeper than \(JSONLexer.maximumDepth) levels", at: index)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true, start: index))
        case UInt8(ascii: "f"): return try literal("false", .bool(false, start: index))
        case UInt8(ascii: "n"): return try literal("null", .null(start: index))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw document.error("malformed JSON: expected a value, found \(describe(index))", at: index)
        }
    }

    private mutating func parseObject(depth: Int) throws(FormatError) -> JSONValue {
        let start = index
        index += 1
        var members: [JSONValue.Member] = []
        // Names seen, once an object is too long to search its members for each new one.
        var names: Set<String>?
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members, start: start)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw document.error("malformed JSON: expected a member name in quotes, found \(describe(index))", at: index)
            }
            let nameStart = index
            let name = try parseString()
            // JSON readers disagree on which of two equal names counts (Foundation takes one,
            // others the other): the file is ambiguous, and said to be.
            let repeated: Bool
            if members.count < 8 {
                repeated = members.contains { $0.name.value == name.value }
            } else {
                if names == nil { names = Set(members.map(\.name.value)) }
                repeated = !names!.insert(name.value).inserted
            }
            if repeated {
                throw document.error(
                    "malformed JSON: the object has the member \"\(name.value)\" twice; JSON readers disagree on which one counts",
                    at: nameStart)
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw document.error("malformed JSON: expected ':' after the member name, found \(describe(index))", at: index)
            }
            index += 1
            members.append(JSONValue.Member(name: name, value: try parseValue(depth: depth + 1)))
            skipSpace()
            guard index < bytes.count else {
                throw document.error("malformed JSON: unterminated object (no closing '}')", at: start)
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members, start: start)
            }
            throw document.error("malformed JSON: expected ',' or '}' in the object, found \(describe(index))", at: index)
        }
    }

    private mutating func parseArray(depth: Int) throws(FormatError) -> JSONValue {
        let start = index
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements, start: start)
        }
        while true {
            elements.append(try parseValue(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else {
                throw document.error("malformed JSON: unterminated array (no closing ']')", at: start)
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements, start: start)
            }
            throw document.error("malformed JSON: expected ',' or ']' in the array, found \(describe(index))", at: index)
        }
    }

    /// A string token at `index` (which holds its opening quote).
    private mutating func parseString() throws(FormatError) -> JSONValue.Text {
        let open = index
        var cursor = index + 1
        var escaped = false
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 {
                throw document.error(
                    "malformed JSON: control character U+00\(StringsEscaping.hex4(UInt32(byte)).suffix(2)) inside a string must be escaped",
                    at: cursor)
            }
            if byte == 0x5C {
                escaped = true
                cursor += 2
            } else {
                cursor += 1
            }
        }
        guard cursor < bytes.count else {
            throw document.error("malformed JSON: unterminated string (no closing quote)", at: open)
        }
        index = cursor + 1
        let range = (open + 1)..<cursor
        let value = escaped ? try XCStringsEscaping.unescape(document, range) : document.string(range)
        return JSONValue.Text(value: value, range: range)
    }

    private mutating func parseNumber() throws(FormatError) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        guard index > integerStart else { throw document.error("malformed JSON: a number needs digits", at: start) }
        if bytes[integerStart] == 0x30, index - integerStart > 1 {
            throw document.error("malformed JSON: numbers must not have leading zeros", at: start)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > fraction else { throw document.error("malformed JSON: a fraction needs digits after '.'", at: index) }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponent = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > exponent else { throw document.error("malformed JSON: an exponent needs digits", at: index) }
        }
        return .number(start..<index)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(FormatError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, bytes[index..<(index + utf8.count)].elementsEqual(utf8) else {
            throw document.error("malformed JSON: expected a value, found \(describe(index))", at: index)
        }
        index += utf8.count
        return value
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let end = min(bytes.count, offset + 4)
        let scalar = String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first ?? "?"
        return "'\(scalar.escaped(asASCII: false))'"
    }
}
