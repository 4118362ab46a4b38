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
    /// The kind of the placeholder at `range` in `bytes`: every form the tokenizer keeps whole
    /// starts with a byte that tells it (`%`, `{`, `$`, `^`, `[`, `<`, `&`, `` ` ``), and one
    /// starting with "<" is an element when it ends with the tag closing it.
    @inlinable
    public init(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "%"), UInt8(ascii: "{"), UInt8(ascii: "$"): self = .format
        case UInt8(ascii: "^"): self = .inflection
        case UInt8(ascii: "["): self = .link
        case UInt8(ascii: "`"): self = .code
        case UInt8(ascii: "<"): self = Self.closesElement(range, bytes) ? .protectedElement : .tag
        case UInt8(ascii: "&"): self = range.count > 1 ? .entity : .marker
        default: self = .marker
        }
    }

    /// True when the markup at `range` ends with the tag closing the element it opens: its last
    /// "<" comes after its first byte and opens "</" and the same name. A single tag's only "<"
    /// is its first byte, but for one in a quoted attribute value (`<a title="</b>">`).
    @inlinable
    static func closesElement(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count > 4, bytes[range.upperBound - 1] == UInt8(ascii: ">") else { return false }
        var close = range.upperBound - 2
        while close > range.lowerBound, bytes[close] != UInt8(ascii: "<") { close -= 1 }
        guard close > range.lowerBound, bytes[close + 1] == UInt8(ascii: "/") else { return false }
        // The closing tag's name, up to its ">" or white space, is the opening tag's.
        var offset = 0
        while true {
            let closing = bytes[close + 2 + offset]
            let opening = bytes[range.lowerBound + 1 + offset]
            let closingEnds = closing == UInt8(ascii: ">") || closing == 0x20 || closing == 0x09 || closing == 0x0A || closing == 0x0D
            let openingEnds = opening == UInt8(ascii: ">") || opening == UInt8(ascii: "/") || opening == 0x20 || opening == 0x09
                || opening == 0x0A || opening == 0x0D
            if closingEnds || openingEnds { return closingEnds && openingEnds && offset > 0 }
            guard closing | 0x20 == opening | 0x20 else { return false }
            offset += 1
        }
    }
}
