import Foundation

/// Small helpers over BCP 47 tags as the readers give them ("de", "pt-BR", "zh-Hans", "sr-Latn").
public enum LocaleTag {
    /// The language subtag, lowercased: "pt-BR" → "pt", "zh_Hant" → "zh".
    public static func language(of tag: String) -> String {
        let end = tag.firstIndex(where: { $0 == "-" || $0 == "_" }) ?? tag.endIndex
        return tag[..<end].lowercased()
    }

    /// The region subtag, uppercased, if the tag has one: "pt-BR" → "BR", "sr-Latn-RS" → "RS",
    /// "es-419" → "419"; nil for "pt" or "zh-Hans". (Readers already turn Android's "pt-rPT"
    /// into "pt-PT".)
    public static func region(of tag: String) -> String? {
        for subtag in tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst() {
            if subtag.count == 2 && subtag.allSatisfy(\.isLetter) { return subtag.uppercased() }
            if subtag.count == 3 && subtag.allSatisfy(\.isNumber) { return String(subtag) }
        }
        return nil
    }

    /// True when `tag` is `sourceLanguage` or one of its regional variants ("en-GB" for "en").
    public static func isVariant(_ tag: String, of sourceLanguage: String) -> Bool {
        language(of: tag) == language(of: sourceLanguage)
    }

    /// True when `tag`'s language is written in Latin script: the script the tag names, or
    /// the likely one CLDR gives its language (ICU's likely subtags through Foundation:
    /// "hu" → Latn, "sr" → Cyrl, "uz-Latn" → Latn).
    public static func isLatinScript(_ tag: String) -> Bool {
        Locale.Language(identifier: tag.replacingOccurrences(of: "_", with: "-")).script?.identifier == "Latn"
    }

    /// True for languages written without spaces between words (Chinese, Japanese, Thai, …),
    /// where a missing space at a value's edge is the locale's own habit.
    public static func writesWithoutSpaces(_ tag: String) -> Bool {
        ["zh", "ja", "yue", "th", "lo", "km", "my", "bo"].contains(language(of: tag))
    }
}
