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
                return (Array(scanner.tokens.written), scanner.takeCompoundParts() ?? [:])
            }
        }
        return Tokenization(text: text, utf8: utf8, tokens: tokens, compoundParts: compoundParts)
    }

    /// Tokenizes `text` into `tokenization`, replacing what it held. When no one else holds its
    /// arrays their room is reused, and no new tokenization is built: a caller analyzing title
    /// after title in one value retains and releases nothing for it.
    package static func retokenize(_ text: String, into tokenization: inout Tokenization) {
        // Taken out while they are filled, so that the scan reads one array while writing another.
        var bytes: [UInt8] = []
        var tokens: [Token] = []
        swap(&bytes, &tokenization.utf8)
        swap(&tokens, &tokenization.tokens)
        let compoundParts = fill(text, bytes: &bytes, tokens: &tokens)
        swap(&bytes, &tokenization.utf8)
        swap(&tokens, &tokenization.tokens)
        tokenization.text = text
        // Most titles have no compound: no dictionary is made, and an empty one is left alone.
        if let compoundParts {
            tokenization.compoundParts = compoundParts
        } else if !tokenization.compoundParts.isEmpty {
            tokenization.compoundParts = [:]
        }
    }

    /// Writes the bytes and tokens of `text` into `bytes` and `tokens`; returns the compounds'
    /// parts, or `nil` when the title has no compound.
    private static func fill(_ text: String, bytes: inout [UInt8], tokens: inout [Token]) -> [Int: [Token]]? {
        // One replacement instead of emptying the array and appending (each call costs about 85
        // instructions); the UTF-8 view copies a native string's bytes in one block by itself.
        bytes.replaceSubrange(bytes.indices, with: text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            TokenScanner.scanning(buffer) { scanner in
                scanner.run()
                // One copy replaces the old tokens: no per-token uniqueness and capacity checks.
                tokens.replaceSubrange(tokens.indices, with: scanner.tokens.written)
                return scanner.takeCompoundParts()
            }
        }
    }
}
