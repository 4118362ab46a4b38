/// A title split into tokens, with the text they index into.
public struct Tokenization: Sendable {
    /// The title as given.
    public package(set) var text: String
    /// The title's UTF-8 bytes; token ranges index into these.
    public package(set) var utf8: [UInt8]
    /// The tokens in order; together they cover every byte of the title.
    public package(set) var tokens: [Token]
    /// For each `.compound` token (by index into `tokens`), its parts: words and numbers,
    /// without the hyphens between them.
    public package(set) var compoundParts: [Int: [Token]]

    /// Creates a tokenization.
    public init(text: String, utf8: [UInt8], tokens: [Token], compoundParts: [Int: [Token]]) {
        self.text = text
        self.utf8 = utf8
        self.tokens = tokens
        self.compoundParts = compoundParts
    }

    /// The text of a token.
    public func string(_ token: Token) -> String {
        String(decoding: utf8[token.range], as: UTF8.self)
    }
}
