/// Whether bytes are one well-formed JSON document (RFC 8259), with the place of the first
/// fault, for JSON that another parser reads but whose errors name no line (Foundation's
/// `JSONSerialization` says only "The data is not in the correct format").
public enum JSONSyntax {
    /// Throws the first syntax error of the UTF-8 JSON `bytes`, at its line and column in `path`.
    public static func check(_ bytes: [UInt8], path: String) throws(FormatError) {
        let document = try TextDocument(path: path, data: bytes)
        var lexer = JSONLexer(document)
        _ = try lexer.parseDocument()
    }
}
