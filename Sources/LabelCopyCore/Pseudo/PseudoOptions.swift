/// What a pseudo-localization does to each value, and the locale it writes.
public struct PseudoOptions: Sendable, Hashable {
    /// The pseudo locale's BCP 47 tag (`en-XA`, Android's accented pseudo-locale).
    public var locale: String
    /// How much longer values become.
    public var expansion: PseudoExpansion
    /// Replace ASCII letters with accented look-alikes.
    public var accents: Bool
    /// Wrap each value in "[" and "]" so clipping shows at either end.
    public var brackets: Bool

    /// Creates options; by default 1.4 × longer, no accents, no brackets, locale `en-XA`.
    public init(
        locale: String = "en-XA", expansion: PseudoExpansion = .factor(1.4), accents: Bool = false, brackets: Bool = false
    ) {
        self.locale = locale
        self.expansion = expansion
        self.accents = accents
        self.brackets = brackets
    }
}
