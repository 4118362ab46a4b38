/// Expansion data from Lexicons/expansion.txt: IBM's tiers and per-language factors, and the
/// locales labelcopy predicts widths for when a title is not yet translated.
public struct ExpansionTable: Sendable, Hashable {
    /// Tiers by increasing length; the last one covers any longer text.
    public var tiers: [ExpansionTier]
    /// Factors by locale tag as the list writes it ("pt-BR", "zh-Hans").
    public var factors: [String: Double]
    /// The locales predicted for, in the list's order.
    public var targetLocales: [String]

    /// The table compiled into the binary from Lexicons/expansion.txt.
    public static let standard = ExpansionTable(text: EmbeddedLexicons.lists["expansion"] ?? "")

    /// Parses the list's text; malformed lines are skipped (a user's extension never crashes).
    public init(text: String) {
        var tiers: [ExpansionTier] = []
        var factors: [String: Double] = [:]
        var locales: [String] = []
        for term in LexiconTerm.parse(text) {
            let fields = term.text.split(separator: " ").map(String.init)
            if fields.count == 4, fields[0] == "tier", let low = Double(fields[2]), let high = Double(fields[3]) {
                let max = fields[1] == "*" ? nil : Int(fields[1])
                guard max != nil || fields[1] == "*" else { continue }
                tiers.append(ExpansionTier(maxCharacters: max, low: low / 100, high: high / 100))
            } else if fields.count == 3, fields[0] == "lang", let factor = Double(fields[2]), factor > 0 {
                if factors.updateValue(factor, forKey: fields[1]) == nil { locales.append(fields[1]) }
            }
        }
        self.tiers = tiers.sorted { ($0.maxCharacters ?? .max) < ($1.maxCharacters ?? .max) }
        self.factors = factors
        self.targetLocales = locales
    }

    /// The tier for English text of `characters` characters, with its label for messages.
    public func tier(forCharacters characters: Int) -> (tier: ExpansionTier, label: String)? {
        var previous: Int?
        for tier in tiers {
            if tier.maxCharacters.map({ characters <= $0 }) ?? true {
                return (tier, tier.label(after: previous))
            }
            previous = tier.maxCharacters
        }
        return nil
    }

    /// The factor for `locale`: its own, else its language's ("pt" for "pt-PT" uses "pt-BR"'s
    /// only if no plain "pt" is listed), else 1.
    public func factor(for locale: String) -> Double {
        if let own = factors[locale] { return own }
        let language = LocaleTag.language(of: locale)
        if let plain = factors[language] { return plain }
        let sameLanguage = factors.keys.sorted().first { LocaleTag.language(of: $0) == language }
        return sameLanguage.flatMap { factors[$0] } ?? 1
    }
}
