/// The localization file formats labelcopy reads.
public enum LocalizationFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Apple `.strings`, text (UTF-8 or UTF-16) or binary property list.
    case strings
    /// Apple `.stringsdict` plural tables (XML or binary property list).
    case stringsdict
    /// Apple String Catalog `.xcstrings` (JSON).
    case xcstrings
    /// XLIFF 1.2 or 2.0 (`.xliff`, `.xlf`).
    case xliff
    /// Android resource `strings.xml`.
    case androidXML = "android"
    /// GNU gettext `.po` / `.pot`.
    case gettext = "po"
}
