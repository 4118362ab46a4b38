/// Languages whose interface text is written in sentence case, so English-style Title Case is a
/// mistake there.
///
/// Sources: Microsoft's per-language Localization Style Guides ("Capitalization" sections for
/// French, Spanish, Italian, Portuguese, Dutch, the Nordic, Slavic, Baltic and other languages
/// listed here prescribe sentence-style capitalization for UI elements), matching Apple's own
/// localized menus (French "Enregistrer sous…", Spanish "Guardar como…"). German is left out
/// (every noun is capitalized), as are scripts without letter case. Left out too are the
/// languages whose Apple localizations capitalize menu and button titles word by word, as the
/// translators of the apps in the test corpora also do almost without exception: Turkish
/// ("Tümünü Öne Getir"), Indonesian and Malay, and Brazilian Portuguese ("Tela e Brilho"); bare
/// `pt` is Brazilian in older Apple projects and European in others, so it is not judged.
public enum CaseStyleLocales {
    /// Language subtags whose UI uses sentence case.
    public static let sentenceCase: Set<String> = [
        "fr", "es", "it", "pt", "ca", "gl", "eu", "ro",
        "nl", "sv", "da", "nb", "nn", "no", "fi", "is", "et",
        "pl", "cs", "sk", "sl", "hr", "bs", "sr", "ru", "uk", "be", "bg", "mk",
        "lv", "lt", "hu", "az", "el", "sq", "vi",
    ]

    /// True when `locale`'s UI text is written in sentence case.
    public static func usesSentenceCase(_ locale: String) -> Bool {
        let language = LocaleTag.language(of: locale)
        guard sentenceCase.contains(language) else { return false }
        // Portuguese: only a tag that names a region other than Brazil (pt-PT, pt-AO, pt_MZ…).
        if language == "pt" { return LocaleTag.region(of: locale).map { $0 != "BR" } ?? false }
        return true
    }
}
