/// Infers a locale from where a localization file lies: `de.lproj/`, `English.lproj/`,
/// `values-de-rAT/`, `values-b+sr+Latn/`, `de.po`, `pt_BR.po`.
public enum PathLocale {
    /// Xcode's legacy English-name folders (`English.lproj`, `Greek.lproj`) and their locale
    /// codes: the English language names Core Foundation still maps to codes for old bundles.
    static let legacyNames: [String: String] = [
        "english": "en", "german": "de", "french": "fr", "spanish": "es", "italian": "it",
        "japanese": "ja", "dutch": "nl", "swedish": "sv", "danish": "da", "norwegian": "nb",
        "finnish": "fi", "portuguese": "pt", "russian": "ru", "korean": "ko", "polish": "pl",
        "chinese": "zh-Hans", "arabic": "ar", "greek": "el", "hebrew": "he", "turkish": "tr",
        "czech": "cs", "hungarian": "hu", "thai": "th", "ukrainian": "uk", "catalan": "ca",
        "croatian": "hr", "romanian": "ro", "slovak": "sk", "slovenian": "sl", "indonesian": "id",
        "malay": "ms", "vietnamese": "vi", "hindi": "hi", "icelandic": "is", "lithuanian": "lt",
        "latvian": "lv", "estonian": "et", "serbian": "sr", "bulgarian": "bg", "persian": "fa",
        "farsi": "fa",
    ]
    /// Android's legacy language codes, which Java still used for Indonesian, Hebrew and Yiddish.
    static let androidLegacy: [String: String] = ["in": "id", "iw": "he", "ji": "yi"]

    /// The locale the path names, as a BCP 47 tag ("de", "pt-BR", "sr-Latn"); `Base` and
    /// `mul` (multilingual) give "Base" and "mul", an `.lproj` folder named otherwise "und";
    /// nil when the path names none.
    public static func locale(forPath path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        let fileName = components.last ?? ""
        for component in components.reversed() {
            if component.hasSuffix(".lproj") {
                return lproj(String(component.dropLast(6)))
            }
            if component == "values" || component.hasPrefix("values-") {
                return android(component)
            }
        }
        if fileName.hasSuffix(".po") {
            return normalized(String(fileName.dropLast(3)))
        }
        return nil
    }

    /// An `.lproj` folder whose name is no locale ("Old Stuff.lproj") holds text of a language
    /// unknown: "und" (BCP 47's undetermined language), so it is neither taken for the source
    /// language nor checked by the English title rules.
    private static func lproj(_ name: String) -> String? {
        if name == "Base" || name == "mul" { return name }
        if let legacy = legacyNames[name.lowercased()] { return legacy }
        return normalized(name) ?? "und"
    }

    /// `values` → nil (the default resources), `values-de` → de, `values-pt-rBR` → pt-BR,
    /// `values-b+sr+Latn` → sr-Latn; qualifiers that are not locales (`values-night`) → nil.
    private static func android(_ folder: String) -> String? {
        let qualifiers = folder.split(separator: "-").dropFirst().map(String.init)
        guard let first = qualifiers.first else { return nil }
        if first.hasPrefix("b+") {
            return first.dropFirst(2).split(separator: "+").enumerated().map { index, part in
                index == 0 ? (androidLegacy[String(part)] ?? String(part)) : String(part)
            }.joined(separator: "-")
        }
        guard first.count == 2 || first.count == 3, first.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
            return nil
        }
        var tag = androidLegacy[first] ?? first
        if qualifiers.count > 1, qualifiers[1].count == 3, qualifiers[1].hasPrefix("r") {
            tag += "-" + qualifiers[1].dropFirst()
        }
        return tag
    }

    /// `pt_BR` → pt-BR, `zh_Hans` → zh-Hans, `sr@latin` → sr-Latn; rejects names that are not locales.
    static func normalized(_ name: String) -> String? {
        var base = name
        var script: String?
        if let at = base.firstIndex(of: "@") {
            if base[base.index(after: at)...] == "latin" { script = "Latn" }
            base = String(base[..<at])
        }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        var tag = [language.lowercased()]
        if let script { tag.append(script) }
        for part in parts.dropFirst() {
            guard part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            if part.count == 4 {
                tag.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else {
                tag.append(part.uppercased())
            }
        }
        return tag.joined(separator: "-")
    }
}
