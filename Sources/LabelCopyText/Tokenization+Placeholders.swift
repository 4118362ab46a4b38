extension Tokenization {
    /// What the placeholder `token` stands for, or `nil` if it is not a `.placeholder`.
    public func placeholderKind(of token: Token) -> PlaceholderKind? {
        guard token.kind == .placeholder, token.range.lowerBound < utf8.count else { return nil }
        return utf8.withUnsafeBufferPointer { PlaceholderKind(token.range, in: $0) }
    }

    /// The bytes between the opening and the closing tag of `token`, a `.protectedElement`
    /// placeholder (`%d` in `<xliff:g id="n">%d</xliff:g>`); nil for any other token.
    public func elementContent(of token: Token) -> Range<Int>? {
        guard placeholderKind(of: token) == .protectedElement else { return nil }
        return content(ofElement: token)
    }

    /// `elementContent` of a token already known to be a protected element.
    private func content(ofElement token: Token) -> Range<Int>? {
        utf8.withUnsafeBufferPointer { bytes -> Range<Int>? in
            guard let openEnd = TitleBytes(bytes: bytes).tagEnd(at: token.range.lowerBound) else { return nil }
            var closeStart = token.range.upperBound - 1
            while closeStart > openEnd, bytes[closeStart] != UInt8(ascii: "<") { closeStart -= 1 }
            return openEnd <= closeStart ? openEnd..<closeStart : nil
        }
    }

    /// The bytes the placeholder `token` shows as text of the title: a Markdown link's or an
    /// inflection's text in brackets (`[Learn More](url)`, `^[%lld Photo](inflect: true)`), a
    /// code span's text inside its backticks, a protected element's content (`elementContent`);
    /// nil for other tokens, which show nothing (tags, markers), one character (entities) or a
    /// value not known (format placeholders). The text may hold placeholders and markup of its own.
    public func shownRange(of token: Token) -> Range<Int>? {
        placeholderKind(of: token).flatMap { shownRange(of: token, kind: $0) }
    }

    /// `shownRange(of:)` for a placeholder whose kind the caller has found already: finding it
    /// again costs a second search for a protected element's closing tag.
    public func shownRange(of token: Token, kind: PlaceholderKind) -> Range<Int>? {
        switch kind {
        case .link, .inflection:
            let open = token.range.lowerBound + (utf8[token.range.lowerBound] == UInt8(ascii: "^") ? 1 : 0)
            return utf8.withUnsafeBufferPointer { bytes -> Range<Int>? in
                guard let end = TitleBytes(bytes: bytes).balancedEnd(at: open, open: UInt8(ascii: "["), close: UInt8(ascii: "]")),
                    end <= token.range.upperBound
                else { return nil }
                return (open + 1)..<(end - 1)
            }
        case .code:
            var fence = 0
            while token.range.lowerBound + fence < token.range.upperBound, utf8[token.range.lowerBound + fence] == UInt8(ascii: "`") {
                fence += 1
            }
            return fence * 2 <= token.range.count ? (token.range.lowerBound + fence)..<(token.range.upperBound - fence) : nil
        case .protectedElement:
            return content(ofElement: token)
        default:
            return nil
        }
    }
}
