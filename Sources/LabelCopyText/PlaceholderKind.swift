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
    /// An HTML or XML tag or comment (`<b>`, `</b>`, `<br/>`): shows nothing.
    case tag
    /// An inline element whose text is neither translated nor re-cased, tags included:
    /// `<xliff:g id="app">Firefox</xliff:g>`, `<code>ls</code>`, `<mrk translate="no">…</mrk>`.
    /// Shows its text exactly as typed.
    case protectedElement
    /// An HTML entity (`&amp;`, `&#8230;`): shows one character.
    case entity
    /// A Markdown emphasis marker (`*`, `**`, `_`) or a mnemonic marker (`_` of "_Save", `&` of
    /// "&Save"): shows nothing and belongs to the word next to it.
    case marker
}

extension PlaceholderKind {
    /// The kind of the placeholder at `range` in `bytes` (the whole title's bytes): every form
    /// the tokenizer keeps whole starts with a byte that tells it (`%`, `{`, `$`, `^`, `[`, `<`,
    /// `&`, `` ` ``); one starting with "<" is a protected element when the tokenizer's own
    /// matcher finds one there.
    @inlinable
    public init(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "%"), UInt8(ascii: "{"), UInt8(ascii: "$"): self = .format
        case UInt8(ascii: "^"): self = .inflection
        case UInt8(ascii: "["): self = .link
        case UInt8(ascii: "`"): self = .code
        case UInt8(ascii: "<"): self = Self.isProtectedElement(range, bytes) ? .protectedElement : .tag
        case UInt8(ascii: "&"): self = range.count > 1 ? .entity : .marker
        default: self = .marker
        }
    }

    /// True when the markup at `range` of `bytes` (a whole title's bytes) is a protected
    /// element, as the tokenizer found it: its opening tag, then the element closing exactly at
    /// the range's end (`TitleBytes.protectedElementEnd`).
    public static func isProtectedElement(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count > 4, range.upperBound <= bytes.count else { return false }
        let source = TitleBytes(bytes: bytes)
        guard let openEnd = source.tagEnd(at: range.lowerBound), openEnd < range.upperBound else { return false }
        return source.protectedElementEnd(openedBy: range.lowerBound..<openEnd) == range.upperBound
    }
}
