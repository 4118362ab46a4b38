extension Tokenization {
    /// What the placeholder `token` stands for, or `nil` if it is not a `.placeholder`.
    public func placeholderKind(of token: Token) -> PlaceholderKind? {
        guard token.kind == .placeholder, token.range.lowerBound < utf8.count else { return nil }
        switch utf8[token.range.lowerBound] {
        case UInt8(ascii: "%"), UInt8(ascii: "{"), UInt8(ascii: "$"): return .format
        case UInt8(ascii: "^"): return .inflection
        case UInt8(ascii: "["): return .link
        case UInt8(ascii: "<"): return .tag
        case UInt8(ascii: "&"): return token.range.count > 1 ? .entity : .marker
        default: return .marker
        }
    }
}
