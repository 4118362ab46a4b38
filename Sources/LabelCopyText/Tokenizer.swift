/// Splits titles into tokens.
public enum Tokenizer {
    /// Tokenizes `text`. (Interim: splits on spaces only.)
    public static func tokenize(_ text: String) -> Tokenization {
        let utf8 = Array(text.utf8)
        var tokens: [Token] = []
        var start = 0
        var index = 0
        while index <= utf8.count {
            if index == utf8.count || utf8[index] == 0x20 {
                if start < index { tokens.append(Token(kind: .word, range: start..<index)) }
                if index < utf8.count { tokens.append(Token(kind: .space, range: index..<(index + 1))) }
                start = index + 1
            }
            index += 1
        }
        return Tokenization(text: text, utf8: utf8, tokens: tokens, compoundParts: [:])
    }
}
