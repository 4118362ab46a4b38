/// One translatable value of a localization file, with everything the rules may need to know
/// about it and the exact place its text stands in the file.
public struct LocalizationEntry: Sendable, Hashable {
    /// The key (`.strings` key, catalog key, XLIFF id, Android name, po msgid).
    public var key: String
    /// The locale this value is in ("de", "pt-BR", "zh-Hans"), when known.
    public var locale: String?
    /// The value, unescaped (what the user sees, placeholders included).
    public var value: String
    /// The comment that belongs to the entry (developer note, translator comment, IB comment).
    public var comment: String?
    /// Where the value's text starts in the file (for binary files: where the key is).
    public var location: SourceLocation
    /// The format of the file the entry comes from.
    public var format: LocalizationFormat
    /// True when `value` is source-language text (the development language), not a translation.
    public var isSource: Bool
    /// The source-language text this value translates, when the file carries it
    /// (po msgid, XLIFF `<source>`, an Interface Builder comment's original, a catalog's source unit).
    public var sourceText: String?
    /// Plural category ("zero", "one", "two", "few", "many", "other") for plural variants.
    public var pluralCategory: String?
    /// The format variable a plural variant belongs to (`.stringsdict` and catalog substitutions).
    public var pluralVariable: String?
    /// Device variation ("iphone", "mac", …) in String Catalogs.
    public var device: String?
    /// Translation state ("translated", "needs_review", "new", "stale", XLIFF states, "fuzzy").
    public var state: String?
    /// False when the file says the value must not be translated.
    public var translatable: Bool
    /// Disambiguating context (po `msgctxt`).
    public var context: String?
    /// Interface Builder class named in the comment (`UIButton`, `NSButtonCell`, `NSMenuItem`, …).
    public var interfaceBuilderClass: String?
    /// Flags (po `#,` flags such as `fuzzy`, `c-format`).
    public var flags: [String]
    /// Where the value's raw, escaped text lies in the decoded document's UTF-8 bytes (without
    /// its quotes), for byte-exact edits; nil when the value cannot be rewritten in place.
    public var valueRange: Range<Int>?
    /// Extra per-entry facts a format carries, by name (`.stringsdict` `NSStringFormatSpecTypeKey`
    /// and `NSStringFormatValueTypeKey`, Android `tools:ignore` and `formatted`).
    public var properties: [String: String]

    /// Creates an entry; the optional facts default to "unknown".
    public init(
        key: String, locale: String?, value: String, comment: String? = nil, location: SourceLocation,
        format: LocalizationFormat, isSource: Bool, sourceText: String? = nil, pluralCategory: String? = nil,
        pluralVariable: String? = nil, device: String? = nil, state: String? = nil, translatable: Bool = true,
        context: String? = nil, interfaceBuilderClass: String? = nil, flags: [String] = [], valueRange: Range<Int>? = nil,
        properties: [String: String] = [:]
    ) {
        self.key = key
        self.locale = locale
        self.value = value
        self.comment = comment
        self.location = location
        self.format = format
        self.isSource = isSource
        self.sourceText = sourceText
        self.pluralCategory = pluralCategory
        self.pluralVariable = pluralVariable
        self.device = device
        self.state = state
        self.translatable = translatable
        self.context = context
        self.interfaceBuilderClass = interfaceBuilderClass
        self.flags = flags
        self.valueRange = valueRange
        self.properties = properties
    }
}
