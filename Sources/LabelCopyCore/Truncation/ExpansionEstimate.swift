/// How wide a title is expected to become in a locale, and where that expectation comes from.
public struct ExpansionEstimate: Sendable, Hashable {
    /// The expected ratio of translated to source width.
    public var expected: Double
    /// A ratio few translations exceed.
    public var high: Double
    /// Where the figures come from, for messages ("observed median ×1.12, p90 ×1.41 over 37 titles").
    public var basis: String

    /// Creates an estimate.
    public init(expected: Double, high: Double, basis: String) {
        self.expected = expected
        self.high = high
        self.basis = basis
    }

    /// The project's own observation for the locale when it has at least `minimumSamples`
    /// titles, else IBM's tier for the source's length times the language's factor.
    public static func make(
        locale: String, sourceCharacters: Int, observed: ObservedExpansion?, table: ExpansionTable, minimumSamples: Int
    ) -> ExpansionEstimate? {
        if let observed, observed.count >= minimumSamples {
            let basis = "observed median ×\(format(observed.median)), p90 ×\(format(observed.p90)) over \(observed.count) titles"
            return ExpansionEstimate(expected: observed.median, high: observed.p90, basis: basis)
        }
        guard let (tier, label) = table.tier(forCharacters: sourceCharacters) else { return nil }
        let factor = table.factor(for: locale)
        let basis = "IBM tier \(label) ×\(format(tier.low))–\(format(tier.high)), \(locale) factor \(format(factor))"
        return ExpansionEstimate(expected: tier.low * factor, high: tier.high * factor, basis: basis)
    }

    /// Two decimals, no trailing zeros beyond the first ("1.5", "1.25", "2.0").
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return "\(whole).0" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
