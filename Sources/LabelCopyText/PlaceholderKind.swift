/// What a `.placeholder` token stands for, for rules that treat them differently (a marker
/// is not a word; a format placeholder is).
public enum PlaceholderKind: Sendable, Hashable {
    /// A value filled in at run time: printf (`%@`, `%1$lld`), stringsdict (`%#@files@`), Python
    /// (`%(name)s`), positional (`%1`), braces (`{name}`, `{{count}}`, `${name}`, ICU MessageFormat).
    case format
    /// Automatic grammar agreement, `^[%lld Photo](inflect: true)`: shows words.
    case inflection
    /// A Markdown link, `[text](url)`: shows its text.
    case link
    /// A Markdown code span, `` `git clone` ``: shows its text exactly as typed.
    case code
    /// An HTML or XML tag or comment (`<b>`, `</b>`, `<br/>`, `<xliff:g id="x">`): shows nothing.
    case tag
    /// An HTML entity (`&amp;`, `&#8230;`): shows one character.
    case entity
    /// A Markdown emphasis marker (`*`, `**`, `_`) or a mnemonic marker (`_` of "_Save", `&` of
    /// "&Save"): shows nothing and belongs to the word next to it.
    case marker
}

extension PlaceholderKind {
    /// The kind of a placeholder from its first byte and its length in bytes: every form the
    /// tokenizer keeps whole starts with a byte that tells it (`%`, `{`, `$`, `^`, `[`, `<`, `&`, `` ` ``).
    @inlinable
    public init(lead: UInt8, length: Int) {
        switch lead {
        case UInt8(ascii: "%"), UInt8(ascii: "{"), UInt8(ascii: "$"): self = .format
        case UInt8(ascii: "^"): self = .inflection
        case UInt8(ascii: "["): self = .link
        case UInt8(ascii: "`"): self = .code
        case UInt8(ascii: "<"): self = .tag
        case UInt8(ascii: "&"): self = length > 1 ? .entity : .marker
        default: self = .marker
        }
    }
}
