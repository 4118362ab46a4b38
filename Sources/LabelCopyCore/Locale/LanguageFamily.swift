/// Groups of related languages written in Latin script whose translators share cognates and
/// loanwords ("Notifications" in French, "Position" in German and Danish), for the untranslated
/// rule's family consensus. Languages in other scripts are left out: an English word kept in a
/// Cyrillic or Devanagari translation is never one of the language's own words.
enum LanguageFamily {
    /// Language subtag → family, after the genealogical groups of Glottolog and Ethnologue; only
    /// Latin-script families with several languages common in app localizations are listed.
    static let families: [String: String] = {
        let groups: [String: [String]] = [
            "romance": ["fr", "es", "it", "pt", "ca", "ro", "gl", "oc", "ast", "an", "co", "sc", "wa", "lad", "la"],
            "germanic": ["de", "nl", "sv", "da", "nb", "nn", "no", "is", "fo", "af", "lb", "fy", "gsw", "li", "nds"],
            "west-south-slavic": ["pl", "cs", "sk", "sl", "hr", "bs", "hsb", "dsb", "szl"],
            "baltic": ["lt", "lv", "ltg"],
            "finnic": ["fi", "et", "se", "smn"],
            "celtic": ["ga", "gd", "cy", "br", "kw", "gv"],
            "turkic": ["tr", "az", "uz", "tk", "crh"],
            "malayic": ["id", "ms", "jv", "su", "fil", "tl"],
        ]
        var result: [String: String] = [:]
        for (family, languages) in groups {
            for language in languages { result[language] = family }
        }
        return result
    }()

    /// The family of `locale`'s language, or nil when it has none listed.
    static func of(_ locale: String) -> String? {
        families[LocaleTag.language(of: locale)]
    }
}
