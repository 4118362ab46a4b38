/// The kinds of pieces a title splits into.
public enum TokenKind: Sendable, Hashable {
    /// A word of letters, possibly with inner apostrophes ("Don't", "Don’t", "{name}'s" stays split).
    case word
    /// A hyphenated compound ("Add-On", "Up-to-Date"); its parts are separate `word` tokens in `Tokenization.parts`.
    case compound
    /// Digits, possibly with separators ("4K", "1.5", "2,000").
    case number
    /// A format placeholder or markup that is never changed or split (printf, `%#@name@`, `{name}`, tags, links).
    case placeholder
    /// Horizontal white space.
    case space
    /// "…" or "..." (and ". . .").
    case ellipsis
    /// A colon.
    case colon
    /// Any other punctuation (".", ",", "!", "?", quotes, brackets, slashes).
    case punctuation
    /// Emoji, symbols and anything else.
    case symbol
}
