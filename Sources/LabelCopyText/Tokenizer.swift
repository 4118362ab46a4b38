/// Splits titles into tokens.
public enum Tokenizer {
    /// Tokenizes `text` into tokens that cover every UTF-8 byte, in order, without overlap.
    ///
    /// Never fails: anything unrecognised becomes punctuation or a symbol. Works on the UTF-8
    /// bytes with ASCII fast paths and allocates only the byte copy, the token array and, when a
    /// title has hyphenated compounds, their parts.
    public static func tokenize(_ text: String) -> Tokenization {
        // A native string's bytes are copied in one block; other strings go byte by byte.
        let utf8 = text.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8)
        let (tokens, compoundParts) = utf8.withUnsafeBufferPointer { buffer in
            var scanner = TokenScanner(bytes: buffer)
            scanner.run()
            return (scanner.tokens, scanner.compoundParts)
        }
        return Tokenization(text: text, utf8: utf8, tokens: tokens, compoundParts: compoundParts)
    }
}
