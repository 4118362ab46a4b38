import LabelCopyText

/// Turns a source value into its pseudo-localized form: longer, optionally accented and
/// bracketed, with placeholders, markup, mnemonics and the surrounding white space intact.
public enum PseudoLocalizer {
    /// The padding character: plainly not a translation, and meaningless to every format read.
    public static let filler: Character = "~"

    /// The pseudo value of `value`. Values without a letter (empty, white space, a lone
    /// placeholder such as a stringsdict's `%#@files@`) are returned unchanged, so that a
    /// format string made only of placeholders keeps its meaning.
    public static func pseudo(_ value: String, options: PseudoOptions) -> String {
        let tokenization = Tokenizer.tokenize(value)
        let hasText = tokenization.tokens.contains { $0.kind == .word || $0.kind == .compound }
        guard hasText else { return value }
        let (lead, core, trail) = split(value)
        var body =
            options.accents ? accentedCore(tokenization, leading: lead.utf8.count, trailing: trail.utf8.count) : String(core)
        let length = core.count
        let target = Int((Double(length) * options.expansion.factor(forLength: length)).rounded())
        let padding = target - length
        if padding == 1 {
            body.append(filler)
        } else if padding > 1 {
            // A space first, so the padding wraps like a word would.
            body += " " + String(repeating: filler, count: padding - 1)
        }
        if options.brackets { body = "[" + body + "]" }
        return lead + body + trail
    }

    /// The value's leading white space, the text between, and its trailing white space.
    static func split(_ value: String) -> (Substring, Substring, Substring) {
        let start = value.firstIndex { !$0.isWhitespace } ?? value.endIndex
        let end = value[start...].lastIndex { !$0.isWhitespace }.map { value.index(after: $0) } ?? start
        return (value[..<start], value[start..<end], value[end...])
    }

    /// The text between the surrounding white space, with the letters of words accented and
    /// every other token (placeholders, markup, numbers, punctuation) copied byte for byte.
    private static func accentedCore(_ tokenization: Tokenization, leading: Int, trailing: Int) -> String {
        let end = tokenization.utf8.count - trailing
        var result = ""
        var afterMarker = false
        for token in tokenization.tokens {
            let range = max(token.range.lowerBound, leading)..<min(token.range.upperBound, end)
            guard !range.isEmpty else { continue }
            let text = Substring(String(decoding: tokenization.utf8[range], as: UTF8.self))
            switch token.kind {
            case .word, .compound: result += PseudoAccents.accent(text, afterMarker: afterMarker)
            default: result += text
            }
            afterMarker = tokenization.placeholderKind(of: token) == .marker && (text == "_" || text == "&")
        }
        return result
    }
}
