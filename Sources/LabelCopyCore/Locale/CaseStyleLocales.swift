/// Languages whose interface text is written in sentence case, so English-style Title Case is a
/// mistake there.
///
/// Sources: Microsoft's per-language Localization Style Guides ("Capitalization" sections for
/// French, Spanish, Italian, Portuguese, Dutch, the Nordic, Slavic, Baltic and other languages
/// listed here prescribe sentence-style capitalization for UI elements), matching Apple's own
/// localized menus (French "Enregistrer sous…", Spanish "Guardar como…"). German is left out
/// (every noun is capitalized), as are scripts without letter case.
public enum CaseStyleLocales {
    /// Language subtags whose UI uses sentence case.
    public static let sentenceCase: Set<String> = [
        "fr", "es", "it", "pt", "ca", "gl", "eu", "ro",
        "nl", "sv", "da", "nb", "nn", "no", "fi", "is", "et",
        "pl", "cs", "sk", "sl", "hr", "bs", "sr", "ru", "uk", "be", "bg", "mk",
        "lv", "lt", "hu", "tr", "az", "el", "sq", "id", "ms", "vi",
    ]

    /// True when `locale`'s UI text is written in sentence case.
    public static func usesSentenceCase(_ locale: String) -> Bool {
        sentenceCase.contains(LocaleTag.language(of: locale))
    }
}
