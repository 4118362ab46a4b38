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
        guard index == close || XMLTagShape.isSpace(bytes[index]) else {
            throw fail("expected white space after the processing instruction name", at: index)
        }
        let name = string(target)
        let isDeclaration = name == "xml"
        if !isDeclaration && name.lowercased() == "xml" {
            throw fail("'<?\(name)' is reserved: the XML declaration is written '<?xml'", at: start)
        }
        if isDeclaration {
            if start != 0 { throw fail("the XML declaration <?xml …?> must come first in the file", at: start) }
            try checkDeclaration(index..<close)
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
}
