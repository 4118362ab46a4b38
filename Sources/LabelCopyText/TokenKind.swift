/// The kinds of pieces a title splits into.
public enum TokenKind: Sendable, Hashable {
    /// A word of letters of any script, possibly with digits and inner apostrophes ("Don't", "Don’t",
    /// "MP3", "H.264", "R&D"); mid-word mnemonic markers stay inside ("E&xit", "Co_mment");
    /// after a placeholder, the suffix of "{name}'s" is the word "'s".
    case word
    /// A hyphenated compound ("Add-On", "Up-to-Date"); its words and numbers, without the hyphens,
    /// are in `Tokenization.compoundParts`.
    case compound
    /// A word-like run starting with a digit, possibly with separators and letters ("4K", "2FA", "1.5", "2,000").
    case number
    /// A format placeholder or markup that is never changed or split (printf, `%#@name@`, `{name}`, tags,
    /// links, entities, emphasis markers and the one-byte mnemonic markers of "_Save" and "&Save");
    /// `Tokenization.placeholderKind(of:)` tells which.
    case placeholder
    /// A run of white space, including no-break and ideographic spaces.
    case space
    /// "…", three or more dots, or ". . .".
    case ellipsis
    /// A colon (also the fullwidth "：").
    case colon
    /// Any other punctuation (".", ",", "!", "?", quotes, brackets, slashes, "、", "。").
    case punctuation
    /// Emoji (a ZWJ sequence, flag or keycap is one token), symbols ("+", "™", a lone "&") and anything else.
    case symbol
}
