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
        return utf8.withUnsafeBufferPointer { bytes -> Range<Int>? in
            guard let openEnd = TitleBytes(bytes: bytes).tagEnd(at: token.range.lowerBound) else { return nil }
            var closeStart = token.range.upperBound - 1
            while closeStart > openEnd, bytes[closeStart] != UInt8(ascii: "<") { closeStart -= 1 }
            return openEnd <= closeStart ? openEnd..<closeStart : nil
        }
    }
}
