extension Tokenization {
    /// What the placeholder `token` stands for, or `nil` if it is not a `.placeholder`.
    public func placeholderKind(of token: Token) -> PlaceholderKind? {
        guard token.kind == .placeholder, token.range.lowerBound < utf8.count else { return nil }
        return PlaceholderKind(lead: utf8[token.range.lowerBound], length: token.range.count)
    }
}
