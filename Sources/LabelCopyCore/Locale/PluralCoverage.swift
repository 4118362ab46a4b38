import LabelCopyText

/// Which plural categories a locale has, and which numbers fall into each: a category no
/// integer from 0 to 999 takes (French `many`, for a million) matters less when missing, and
/// one only decimals take (Russian `other`) is never chosen for a whole count.
struct PluralCoverage: Sendable {
    /// The categories CLDR gives the locale.
    let categories: Set<String>
    /// Category → the first integers from 0 to 999 that take it (at most three).
    let examples: [String: [Int]]
    /// Category → the first large round integer that takes it, for categories no integer
    /// from 0 to 999 takes (CLDR 42 gives fr, es, it, pt and ca `many` to 1000000).
    let largeExamples: [String: Int]
    /// Category → a decimal that takes it, for categories no integer takes.
    let decimalExamples: [String: String]

    /// Round numbers past 999 where CLDR rules change category: CLDR's `@integer` samples for
    /// `many` in the Romance languages are "1000000, 1c6, 2c6, …" (plurals.xml, CLDR 42).
    private static let largeIntegers = [1000, 10_000, 100_000, 1_000_000, 2_000_000, 10_000_000, 1_000_000_000]
    /// Decimals that reach the categories integers do not (CLDR `@decimal` samples start here).
    private static let decimals = ["0.5", "1.5", "2.5", "5.5", "0.1", "1.1", "2.1", "21.5", "0.0", "1000000.5"]

    /// False when ICU has no plural rules for the locale's language and answered with the root
    /// locale's single `other`: nothing can then be said about its categories.
    let isKnown: Bool

    /// Languages CLDR gives only `other` (plurals.xml, CLDR 44: "bm bo dz hnj id ig ii in ja jbo jv
    /// jw kde kea km ko lkt lo ms my nqo osa root sah ses sg su th to tpi vi wo yo yue zh"). Any
    /// other language for which ICU answers only `other` is one ICU has no data for (kmr, ryu, la).
    static let languagesWithoutPlurals: Set<String> = [
        "bm", "bo", "dz", "hnj", "id", "ig", "ii", "in", "ja", "jbo", "jv", "jw", "kde", "kea", "km", "ko", "lkt", "lo",
        "ms", "my", "nqo", "osa", "sah", "ses", "sg", "su", "th", "to", "tpi", "vi", "wo", "yo", "yue", "zh",
    ]

    /// Asks ICU about `locale`.
    init(locale: String) {
        let categories = PluralRules.categories(locale: locale)
        self.categories = categories
        isKnown =
            categories.count > 1
            || (!categories.isEmpty && Self.languagesWithoutPlurals.contains(LocaleTag.language(of: locale)))
        guard categories.count > 1 else {
            examples = categories.first.map { [$0: [0, 1, 2]] } ?? [:]
            largeExamples = [:]
            decimalExamples = [:]
            return
        }
        var examples: [String: [Int]] = [:]
        for number in 0...999 {
            let category = PluralRules.category(for: Double(number), locale: locale)
            if examples[category, default: []].count < 3 { examples[category, default: []].append(number) }
        }
        var largeExamples: [String: Int] = [:]
        for number in Self.largeIntegers {
            let category = PluralRules.category(for: Double(number), locale: locale)
            if examples[category] == nil && largeExamples[category] == nil { largeExamples[category] = number }
        }
        var decimalExamples: [String: String] = [:]
        for text in Self.decimals {
            guard let number = Double(text) else { continue }
            let category = PluralRules.category(for: number, locale: locale)
            if examples[category] == nil && largeExamples[category] == nil && decimalExamples[category] == nil {
                decimalExamples[category] = text
            }
        }
        self.examples = examples
        self.largeExamples = largeExamples
        self.decimalExamples = decimalExamples
    }

    /// The categories some integer from 0 to 999 takes (what an older gettext `nplurals` counts).
    var integerCategories: Set<String> { Set(examples.keys) }

    /// The categories any whole number takes, a million included (what a CLDR 42 `nplurals` counts).
    var allIntegerCategories: Set<String> { integerCategories.union(largeExamples.keys) }

    /// True when only decimals take `category`, so a whole count never selects it.
    func isDecimalOnly(_ category: String) -> Bool {
        examples[category] == nil && largeExamples[category] == nil
    }

    /// "2, 3, 4, …" for a category small integers take, else a phrase naming the numbers that do.
    func numbers(of category: String) -> String {
        if let found = examples[category], !found.isEmpty { return found.map(String.init).joined(separator: ", ") + ", …" }
        if let large = largeExamples[category] { return "only large whole numbers such as \(large)" }
        if let decimal = decimalExamples[category] { return "only decimals such as \(decimal)" }
        return "no number ICU tried"
    }
}
