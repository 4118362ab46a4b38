import LabelCopyFormats

/// Parses JSON5 (JSON plus comments, trailing commas, unquoted keys, single quotes, hex and
/// signed numbers, `Infinity`/`NaN`, escaped line breaks) into nodes that remember where they
/// start. Foundation's `JSONDecoder` reads JSON5 too but neither says where a syntax error is
/// nor keeps key order, and both matter for configuration messages and `contexts`.
/// Grammar: https://spec.json5.org (JSON5 1.0.0).
struct JSON5Parser {
    /// Deeper nesting than this is refused rather than risking the stack on hostile input.
    static let maxDepth = 64

    private let scalars: [Unicode.Scalar]
    private let path: String
    private var index = 0
    private var line = 1
    private var column = 1

    /// Parses `text`, read from `path`, as one JSON5 value.
    static func parse(_ text: String, path: String) throws(ConfigurationError) -> JSON5Node {
        var parser = JSON5Parser(scalars: Array(text.unicodeScalars), path: path)
        return try parser.parseDocument()
    }

    private init(scalars: [Unicode.Scalar], path: String) {
        self.scalars = scalars
        self.path = path
    }

    private mutating func parseDocument() throws(ConfigurationError) -> JSON5Node {
        if peek == "\u{FEFF}" { advance() }
        try skipTrivia()
        guard peek != nil else { throw error("the file holds no JSON5 value") }
        let node = try parseValue(depth: 0)
        try skipTrivia()
        if let extra = peek { throw error("unexpected \(Self.describe(extra)) after the end of the top-level value") }
        return node
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(ConfigurationError) -> JSON5Node {
        guard depth < Self.maxDepth else { throw error("values are nested more than \(Self.maxDepth) deep") }
        let (startLine, startColumn) = (line, column)
        let value: JSON5Node.Value
        switch peek {
        case "{": value = .object(try parseObject(depth: depth))
        case "[": value = .array(try parseArray(depth: depth))
        case "\"", "'": value = .string(try parseString())
        case let scalar? where scalar == "+" || scalar == "-" || scalar == "." || ("0"..."9").contains(scalar):
            value = try parseNumber()
        case let scalar? where Self.isIdentifierStart(scalar):
            value = try parseWord()
        case let scalar?: throw error("unexpected \(Self.describe(scalar)) where a value should start")
        case nil: throw error("the file ends where a value should start")
        }
        return JSON5Node(value: value, line: startLine, column: startColumn)
    }

    private mutating func parseObject(depth: Int) throws(ConfigurationError) -> [JSON5Member] {
        advance()
        var members: [JSON5Member] = []
        while true {
            try skipTrivia()
            if peek == "}" {
                advance()
                return members
            }
            let (keyLine, keyColumn) = (line, column)
            let key = try parseKey()
            try skipTrivia()
            guard peek == ":" else { throw error("expected ':' after the key \"\(key)\"") }
            advance()
            try skipTrivia()
            let value = try parseValue(depth: depth + 1)
            members.append(JSON5Member(key: key, line: keyLine, column: keyColumn, value: value))
            try skipTrivia()
            switch peek {
            case ",": advance()
            case "}":
                advance()
                return members
            case let scalar?: throw error("expected ',' or '}' after the value of \"\(key)\", found \(Self.describe(scalar))")
            case nil: throw error("the file ends inside an object (missing '}')")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(ConfigurationError) -> [JSON5Node] {
        advance()
        var items: [JSON5Node] = []
        while true {
            try skipTrivia()
            if peek == "]" {
                advance()
                return items
            }
            items.append(try parseValue(depth: depth + 1))
            try skipTrivia()
            switch peek {
            case ",": advance()
            case "]":
                advance()
                return items
            case let scalar?: throw error("expected ',' or ']' after an array item, found \(Self.describe(scalar))")
            case nil: throw error("the file ends inside an array (missing ']')")
            }
        }
    }

    private mutating func parseKey() throws(ConfigurationError) -> String {
        switch peek {
        case "\"", "'": return try parseString()
        case let scalar? where Self.isIdentifierStart(scalar): return readIdentifier()
        case let scalar?: throw error("expected a key or '}', found \(Self.describe(scalar))")
        case nil: throw error("the file ends inside an object (missing '}')")
        }
    }

    /// `true`, `false`, `null`, `Infinity`, `NaN`.
    private mutating func parseWord() throws(ConfigurationError) -> JSON5Node.Value {
        let (startLine, startColumn) = (line, column)
        let word = readIdentifier()
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "Infinity": return .number(.infinity, integer: nil)
        case "NaN": return .number(.nan, integer: nil)
        default:
            throw ConfigurationError(
                "unexpected word '\(word)' (strings need quotes; the literals are true, false and null)",
                at: SourceLocation(path: path, line: startLine, column: startColumn))
        }
    }

    private mutating func readIdentifier() -> String {
        var text = String.UnicodeScalarView()
        while let scalar = peek, text.isEmpty ? Self.isIdentifierStart(scalar) : Self.isIdentifierPart(scalar) {
            text.append(scalar)
            advance()
        }
        return String(text)
    }

    // MARK: - Scanning

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Moves past one scalar; CR, LF and CRLF each end one line, as in `SourceLocation`.
    mutating func advance() {
        guard index < scalars.count else { return }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek != "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    /// Skips white space and `//` and `/* */` comments.
    mutating func skipTrivia() throws(ConfigurationError) {
        while let scalar = peek {
            if Self.isWhitespace(scalar) {
                advance()
            } else if scalar == "/", peek(1) == "/" {
                while let inner = peek, inner != "\n", inner != "\r" { advance() }
            } else if scalar == "/", peek(1) == "*" {
                let start = location
                advance()
                advance()
                while peek != nil, !(peek == "*" && peek(1) == "/") { advance() }
                guard peek != nil else { throw ConfigurationError("unterminated /* comment", at: start) }
                advance()
                advance()
            } else {
                return
            }
        }
    }

    var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }

    func error(_ message: String) -> ConfigurationError { ConfigurationError(message, at: location) }

    // MARK: - Character classes

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{A0}", "\u{FEFF}", "\u{2028}", "\u{2029}": true
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "$" || scalar == "_" || scalar.properties.isAlphabetic
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        if isIdentifierStart(scalar) || scalar == "\u{200C}" || scalar == "\u{200D}" { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .connectorPunctuation: return true
        default: return false
        }
    }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.value < 0x20 || scalar.value == 0x7F {
            return "control character U+\(String(scalar.value, radix: 16, uppercase: true))"
        }
        return "'\(Character(scalar))'"
    }
}
