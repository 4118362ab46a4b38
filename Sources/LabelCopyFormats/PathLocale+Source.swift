/// Deciding whether a file's locale is the development (source) language.
extension PathLocale {
    /// True when `locale` is the source language: the language itself, one of its regional
    /// variants (`en-GB` for `en`), or `Base`; nil (a file in no localization folder) counts
    /// as source, since such files are the development language's own table.
    public static func isSource(_ locale: String?, sourceLanguage: String = "en") -> Bool {
        guard let locale else { return true }
        if locale == "Base" { return true }
        let language = sourceLanguage.lowercased()
        let candidate = locale.lowercased()
        return candidate == language || candidate.hasPrefix(language + "-")
    }
}
