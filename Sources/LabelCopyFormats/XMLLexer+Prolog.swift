/// The two constructs of the prolog that have a grammar of their own: the XML declaration's
/// pseudo-attributes and the DOCTYPE, whose internal subset (where entities are declared) is refused.
extension XMLLexer {
    /// Encodings a declaration may name: the file is decoded from its bytes (UTF-8 or UTF-16),
    /// so a declaration of any other encoding would promise a decoding labelcopy does not do.
    static let declarableEncodings: Set<String> = [
        "utf-8", "utf8", "utf-16", "utf16", "utf-16le", "utf-16be", "us-ascii", "ascii",
    ]

    /// Checks `version="1.x"`, then optional `encoding` and `standalone`, each once and in order.
    func checkDeclaration(_ range: Range<Int>) throws(FormatError) {
        let order = ["version", "encoding", "standalone"]
        var index = range.lowerBound
        var last = -1
        while true {
            let hadSpace = index < range.upperBound && XMLTagShape.isSpace(bytes[index])
            skipSpace(&index)
            if index >= range.upperBound { break }
            let nameStart = index
            guard hadSpace, let nameRange = scanName(&index), let value = pseudoAttributeValue(&index, end: range.upperBound)
            else {
                throw fail("malformed XML declaration: expected version=\"1.0\", encoding=\"…\" or standalone=\"…\"", at: index)
            }
            let name = string(nameRange)
            guard let position = order.firstIndex(of: name), position > last, last >= 0 || position == 0 else {
                throw fail("the XML declaration must give version first, then encoding and standalone, each once", at: nameStart)
            }
            last = position
            let text = string(value)
            switch name {
            case "version":
                guard text.hasPrefix("1."), text.count > 2, text.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw fail("XML version '\(text)' is not supported (1.x is)", at: value.lowerBound)
                }
            case "encoding":
                guard Self.declarableEncodings.contains(text.lowercased()) else {
                    throw fail(
                        "the XML declaration names encoding '\(text)'; only UTF-8 and UTF-16 files are read", at: value.lowerBound
                    )
                }
            default:
                guard text == "yes" || text == "no" else {
                    throw fail("standalone must be \"yes\" or \"no\", not '\(text)'", at: value.lowerBound)
                }
            }
        }
        if last < 0 { throw fail("the XML declaration must start with version=\"1.0\"", at: range.lowerBound) }
    }

    /// `= "value"` after a pseudo-attribute name; the value's range, or nil when malformed.
    private func pseudoAttributeValue(_ index: inout Int, end: Int) -> Range<Int>? {
        skipSpace(&index)
        guard index < end, bytes[index] == 0x3D else { return nil }
        index += 1
        skipSpace(&index)
        guard index < end, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
        let quote = bytes[index]
        let start = index + 1
        index = start
        while index < end, bytes[index] != quote { index += 1 }
        guard index < end else { return nil }
        index += 1
        return start..<(index - 1)
    }

    /// `<!DOCTYPE name (SYSTEM "…" | PUBLIC "…" "…")? >`. A `[` (the internal subset, where
    /// entities are declared) is an error at its position, or at the first `<!ENTITY` inside it.
    func doctype(at start: Int) throws(FormatError) -> XMLToken {
        var index = start + 9
        let nameExpected = "expected white space and a root element name after '<!DOCTYPE'"
        guard index < bytes.count, XMLTagShape.isSpace(bytes[index]) else { throw fail(nameExpected, at: index) }
        skipSpace(&index)
        guard scanName(&index) != nil else { throw fail(nameExpected, at: index) }
        if index < bytes.count, XMLTagShape.isSpace(bytes[index]) {
            skipSpace(&index)
            let isPublic = matches("PUBLIC", at: index)
            if isPublic || matches("SYSTEM", at: index) {
                index += 6
                if isPublic { try doctypeLiteral(&index, isPublicIdentifier: true) }
                try doctypeLiteral(&index, isPublicIdentifier: false)
                skipSpace(&index)
            }
        }
        guard index < bytes.count else { throw fail("DOCTYPE is not closed with '>'", at: start) }
        switch bytes[index] {
        case 0x3E:
            return XMLToken(kind: .doctype, range: start..<(index + 1), contentRange: (start + 9)..<index)
        case 0x5B:
            if let entity = find("<!ENTITY", from: index), !bytes[index..<entity].contains(0x5D) {
                throw fail(XMLSafety.entityDeclarationMessage, at: entity)
            }
            throw fail(XMLSafety.internalSubsetMessage, at: index)
        default:
            throw fail("unexpected character in DOCTYPE: expected SYSTEM or PUBLIC with quoted identifiers, then '>'", at: index)
        }
    }

    /// White space, then a quoted identifier; a public identifier may hold only the characters
    /// XML 1.0 allows there (§2.3 `PubidChar`).
    private func doctypeLiteral(_ index: inout Int, isPublicIdentifier: Bool) throws(FormatError) {
        guard index < bytes.count, XMLTagShape.isSpace(bytes[index]) else {
            throw fail("expected white space before a quoted DOCTYPE identifier", at: index)
        }
        skipSpace(&index)
        guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
            throw fail("expected a quoted DOCTYPE identifier", at: index)
        }
        let quote = bytes[index]
        var close = index + 1
        while close < bytes.count, bytes[close] != quote {
            if isPublicIdentifier && !Self.isPublicIdentifierByte(bytes[close]) {
                throw fail("character not allowed in a DOCTYPE public identifier", at: close)
            }
            close += 1
        }
        guard close < bytes.count else { throw fail("DOCTYPE literal has no closing quote", at: index) }
        index = close + 1
    }

    /// XML 1.0 `PubidChar`: space, CR, LF, ASCII letters and digits, and ``-'()+,./:=?;!*#@$_%``.
    static func isPublicIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0D, 0x0A, 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: "-'()+,./:=?;!*#@$_%".utf8.contains(byte)
        }
    }
}
