/// One element of a compiled glob pattern.
enum GlobToken: Sendable, Hashable {
    /// A character that must be there as written.
    case literal(Character)
    /// `?`: any one character (within one path segment for path patterns).
    case anyCharacter
    /// `*`: any run of characters (within one path segment for path patterns).
    case star
    /// `[…]`: one character in (or, when negated, not in) the ranges.
    case characterClass(ranges: [ClosedRange<Character>], negated: Bool)

    /// True when `character` satisfies this single-character token.
    func accepts(_ character: Character) -> Bool {
        switch self {
        case .literal(let expected): character == expected
        case .anyCharacter: true
        case .star: true
        case .characterClass(let ranges, let negated): ranges.contains { $0.contains(character) } != negated
        }
    }
}
