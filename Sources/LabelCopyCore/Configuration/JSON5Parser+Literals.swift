import LabelCopyFormats

extension JSON5Parser {
    /// Reads a `"…"` or `'…'` string starting at its quote.
    mutating func parseString() throws(ConfigurationError) -> String {
        guard let quote = peek else { throw error("the file ends where a string should start") }
        let start = location
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else { throw ConfigurationError("unterminated string", at: start) }
            if scalar == quote {
                advance()
                return String(text)
            }
            if scalar == "\n" || scalar == "\r" {
                throw error("line break inside a string (end the line with '\\' to continue it)")
            }
            if scalar == "\\" {
                let escapeStart = location
                advance()
                if let escaped = try readEscape(at: escapeStart) { text.append(escaped) }
            } else {
                text.append(scalar)
                advance()
            }
        }
    }

    /// Reads what follows a `\`; nil for an escaped line break, which adds nothing.
    private mutating func readEscape(at escapeLocation: SourceLocation) throws(ConfigurationError) -> Unicode.Scalar? {
        guard let scalar = peek else { throw error("unterminated string") }
        advance()
        switch scalar {
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "v": return "\u{0B}"
        case "0":
            if let next = peek, ("0"..."9").contains(next) { throw error("octal escapes are not allowed in JSON5") }
            return "\u{0}"
        case "1"..."9": throw ConfigurationError("'\\\(scalar)' is not a valid escape", at: escapeLocation)
        case "x": return try readHexScalar(digits: 2, at: escapeLocation)
        case "u": return try readUnicodeEscape(at: escapeLocation)
        case "\n", "\u{2028}", "\u{2029}": return nil
        case "\r":
            if peek == "\n" { advance() }
            return nil
        default: return scalar
        }
    }

    /// `\uXXXX`, joining a surrogate pair written as two escapes.
    private mutating func readUnicodeEscape(at start: SourceLocation) throws(ConfigurationError) -> Unicode.Scalar {
        let high = try readHexValue(digits: 4, at: start)
        if (0xD800...0xDBFF).contains(high) {
            guard peek == "\\", peek(1) == "u" else { throw ConfigurationError("unpaired surrogate in a \\u escape", at: start) }
            advance()
            advance()
            let low = try readHexValue(digits: 4, at: start)
            guard (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else {
                throw ConfigurationError("unpaired surrogate in a \\u escape", at: start)
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw ConfigurationError("unpaired surrogate in a \\u escape", at: start) }
        return scalar
    }

    private mutating func readHexScalar(digits: Int, at start: SourceLocation) throws(ConfigurationError) -> Unicode.Scalar {
        let value = try readHexValue(digits: digits, at: start)
        guard let scalar = Unicode.Scalar(value) else { throw ConfigurationError("invalid escape", at: start) }
        return scalar
    }

    private mutating func readHexValue(digits: Int, at start: SourceLocation) throws(ConfigurationError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let scalar = peek, let digit = Self.hexDigit(scalar) else {
                throw ConfigurationError("expected \(digits) hexadecimal digits in the escape", at: start)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    /// Reads a number: decimal with optional leading or trailing point, hex, signed, Infinity, NaN.
    mutating func parseNumber() throws(ConfigurationError) -> JSON5Node.Value {
        let start = location
        var negative = false
        if peek == "+" || peek == "-" {
            negative = peek == "-"
            advance()
        }
        if let scalar = peek, Self.isIdentifierStart(scalar) {
            let word = String(String.UnicodeScalarView(readWord()))
            switch word {
            case "Infinity": return .number(negative ? -.infinity : .infinity, integer: nil)
            case "NaN": return .number(.nan, integer: nil)
            default: throw ConfigurationError("'\(word)' is not a number", at: start)
            }
        }
        if peek == "0", peek(1) == "x" || peek(1) == "X" {
            advance()
            advance()
            var digits = String.UnicodeScalarView()
            while let scalar = peek, Self.hexDigit(scalar) != nil {
                digits.append(scalar)
                advance()
            }
            guard let magnitude = Int(String(digits), radix: 16) else {
                throw ConfigurationError("malformed hexadecimal number", at: start)
            }
            let value = negative ? -magnitude : magnitude
            return .number(Double(value), integer: value)
        }
        var text = String.UnicodeScalarView(negative ? "-".unicodeScalars : "".unicodeScalars)
        while let scalar = peek,
            ("0"..."9").contains(scalar) || scalar == "." || scalar == "e" || scalar == "E"
                || ((scalar == "+" || scalar == "-") && (text.last == "e" || text.last == "E"))
        {
            text.append(scalar)
            advance()
        }
        if let problem = Self.decimalProblem(String(text)) { throw ConfigurationError("malformed number: \(problem)", at: start) }
        guard let number = Double(Self.swiftNumberLiteral(String(text))) else {
            throw ConfigurationError("malformed number", at: start)
        }
        return .number(number, integer: Int(exactly: number))
    }

    /// What breaks JSON5's decimal grammar in `literal` (sign included), or nil: a digit before
    /// or after the point, no leading zero before another digit ("01"), digits in an exponent.
    static func decimalProblem(_ literal: String) -> String? {
        let body = literal.hasPrefix("-") ? literal.dropFirst() : Substring(literal)
        let parts = body.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "E", maxSplits: 1, omittingEmptySubsequences: false) }
        let mantissa = parts.first ?? ""
        guard mantissa.contains(where: \.isNumber) else { return "no digits" }
        if mantissa.count > 1, mantissa.first == "0", mantissa.dropFirst().first?.isNumber == true {
            return "a leading zero before other digits"
        }
        if mantissa.filter({ $0 == "." }).count > 1 { return "two decimal points" }
        if parts.count > 1 {
            let exponent = parts[1].drop { $0 == "+" || $0 == "-" }
            guard !exponent.isEmpty, exponent.allSatisfy(\.isNumber), parts[1].count - exponent.count <= 1 else {
                return "an exponent without digits"
            }
        }
        return nil
    }

    /// JSON5 allows `.5` and `5.`; Swift's `Double` parser wants digits on both sides of the point.
    static func swiftNumberLiteral(_ literal: String) -> String {
        let characters = Array(literal)
        var result = ""
        for (offset, character) in characters.enumerated() {
            if character == "." {
                if offset == 0 || !characters[offset - 1].isNumber { result.append("0") }
                result.append(".")
                if offset + 1 == characters.count || !characters[offset + 1].isNumber { result.append("0") }
            } else {
                result.append(character)
            }
        }
        return result
    }

    private mutating func readWord() -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        while let scalar = peek, Self.isIdentifierPart(scalar) {
            scalars.append(scalar)
            advance()
        }
        return scalars
    }

    static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }
}
