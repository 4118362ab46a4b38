/// The lexer's `<?…?>` and `<!…>` constructs: processing instructions and the XML declaration,
/// comments, CDATA sections and the DOCTYPE, where entity declarations are refused.
extension XMLLexer {
    func processingInstruction(at start: Int) throws(FormatError) -> XMLToken {
        var index = start + 2
        guard let target = scanName(&index) else {
            throw fail("expected a processing instruction name after '<?'", at: start + 2)
        }
        guard let close = find("?>", from: index) else {
            throw fail("processing instruction <?\(string(target)) is not closed with '?>'", at: start)
        }
        let name = string(target)
        let isDeclaration = name.lowercased() == "xml"
        if isDeclaration && start != 0 {
            throw fail("the XML declaration <?xml …?> must come first in the file", at: start)
        }
        return XMLToken(
            kind: isDeclaration ? .declaration : .processingInstruction, range: start..<(close + 2),
            contentRange: index..<close, name: name)
    }

    func declarationMarkup(at start: Int) throws(FormatError) -> XMLToken {
        if matches("<!--", at: start) { return try comment(at: start) }
        if matches("<![CDATA[", at: start) {
            guard let close = find("]]>", from: start + 9) else {
                throw fail("CDATA section is not closed with ']]>'", at: start)
            }
            return XMLToken(kind: .cdata, range: start..<(close + 3), contentRange: (start + 9)..<close)
        }
        if matches("<!DOCTYPE", at: start) { return try doctype(at: start) }
        if matches("<!ENTITY", at: start) { throw fail(XMLSafety.entityDeclarationMessage, at: start) }
        throw fail("unknown markup '<!': expected a comment '<!--', a CDATA section or a DOCTYPE", at: start)
    }

    private func comment(at start: Int) throws(FormatError) -> XMLToken {
        guard let dashes = find("--", from: start + 4) else {
            throw fail("comment is not closed with '-->'", at: start)
        }
        guard dashes + 2 < bytes.count, bytes[dashes + 2] == 0x3E else {
            throw fail("'--' is not allowed inside an XML comment", at: dashes)
        }
        for index in (start + 4)..<dashes where bytes[index] < 0x20 {
            let byte = bytes[index]
            if byte != 0x09 && byte != 0x0A && byte != 0x0D { throw controlCharacter(byte, at: index) }
        }
        return XMLToken(kind: .comment, range: start..<(dashes + 3), contentRange: (start + 4)..<dashes)
    }

    /// `<!DOCTYPE name ExternalID? >`: names, keywords and quoted literals are skipped; a `[`
    /// (the internal subset, where entities are declared) is an error at its position, or at
    /// the first `<!ENTITY` inside it.
    private func doctype(at start: Int) throws(FormatError) -> XMLToken {
        var index = start + 9
        guard index < bytes.count, XMLTagShape.isSpace(bytes[index]) else {
            throw fail("expected white space and a root element name after '<!DOCTYPE'", at: index)
        }
        while true {
            skipSpace(&index)
            guard index < bytes.count else { throw fail("DOCTYPE is not closed with '>'", at: start) }
            let byte = bytes[index]
            switch byte {
            case 0x3E:
                return XMLToken(kind: .doctype, range: start..<(index + 1), contentRange: (start + 9)..<index)
            case 0x5B:
                if let entity = find("<!ENTITY", from: index), !bytes[index..<entity].contains(0x5D) {
                    throw fail(XMLSafety.entityDeclarationMessage, at: entity)
                }
                throw fail(XMLSafety.internalSubsetMessage, at: index)
            case 0x22, 0x27:
                var close = index + 1
                while close < bytes.count, bytes[close] != byte { close += 1 }
                guard close < bytes.count else { throw fail("DOCTYPE literal has no closing quote", at: index) }
                index = close + 1
            default:
                guard scanName(&index) != nil else {
                    throw fail("unexpected character in DOCTYPE", at: index)
                }
            }
        }
    }
}
