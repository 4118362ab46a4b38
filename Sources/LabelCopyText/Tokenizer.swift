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
            TokenScanner.scanning(buffer) { scanner in
                scanner.run()
                return (Array(scanner.tokens.written), scanner.compoundParts)
            }
        }
        return Tokenization(text: text, utf8: utf8, tokens: tokens, compoundParts: compoundParts)
    }

    /// Tokenizes `text` like `tokenize(_:)`, writing its bytes and tokens into `bytes` and
    /// `tokens` (their contents are replaced). When no one else holds those arrays their room
    /// is reused, so a caller analyzing title after title allocates no new arrays.
    package static func tokenize(_ text: String, bytes: inout [UInt8], tokens: inout [Token]) -> Tokenization {
        // One replacement instead of emptying the array and appending: each call costs about 85 instructions.
        if text.utf8.withContiguousStorageIfAvailable({ bytes.replaceSubrange(bytes.indices, with: $0) }) == nil {
            bytes.replaceSubrange(bytes.indices, with: text.utf8)
        }
        let compoundParts = bytes.withUnsafeBufferPointer { buffer in
            TokenScanner.scanning(buffer) { scanner in
                scanner.run()
                // One copy replaces the old tokens: no per-token uniqueness and capacity checks.
                tokens.replaceSubrange(tokens.indices, with: scanner.tokens.written)
                return scanner.compoundParts
            }
        }
        return Tokenization(text: text, utf8: bytes, tokens: tokens, compoundParts: compoundParts)
    }
}
