import CICU

/// CLDR plural rules over ICU: which plural forms a language needs and which one a number takes.
public enum PluralRules {
    /// The plural categories `locale` distinguishes ("en": one, other; "ru": one, few, many, other;
    /// "fr": one, many, other). Empty if ICU has no rules for it.
    public static func categories(locale: String) -> Set<String> {
        let keywords = ICUText.withLocale(locale) { localeID in
            ICUText.string(capacity: 128) { lc_plural_keywords(localeID, $0, $1) }
        }
        guard let keywords else { return [] }
        return Set(keywords.split(separator: " ").map(String.init))
    }

    /// The plural category `number` takes in `locale` ("one", "few", "many", "other"…);
    /// "other" if ICU has no rules for it.
    public static func category(for number: Double, locale: String) -> String {
        let keyword = ICUText.withLocale(locale) { localeID in
            ICUText.string(capacity: 32) { lc_plural_select(localeID, number, $0, $1) }
        }
        return keyword ?? "other"
    }
}
