import LabelCopyText

/// Which plural categories a locale has, and which small integers fall into each: a category
/// no integer from 0 to 999 takes (French `many`, for a million) matters less when missing.
struct PluralCoverage: Sendable {
    /// The categories CLDR gives the locale.
    let categories: Set<String>
    /// Category → the first integers from 0 to 999 that take it (at most three).
    let examples: [String: [Int]]

    /// Asks ICU about `locale`.
    init(locale: String) {
        categories = PluralRules.categories(locale: locale)
        var examples: [String: [Int]] = [:]
        guard categories.count > 1 else {
            self.examples = categories.first.map { [$0: [0, 1, 2]] } ?? [:]
            return
        }
        for number in 0...999 {
            let category = PluralRules.category(for: Double(number), locale: locale)
            if examples[category, default: []].count < 3 { examples[category, default: []].append(number) }
        }
        self.examples = examples
    }

    /// The categories some integer from 0 to 999 takes (what gettext's `nplurals` counts).
    var integerCategories: Set<String> { Set(examples.keys) }

    /// "2, 3, 4, …" for a category integers take, or a phrase for one they do not.
    func numbers(of category: String) -> String {
        guard let found = examples[category], !found.isEmpty else { return "only numbers above 999 or decimals" }
        return found.map(String.init).joined(separator: ", ") + ", …"
    }
}
