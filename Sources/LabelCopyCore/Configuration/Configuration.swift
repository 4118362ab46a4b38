/// What a `.labelcopy.json` says, with defaults for everything it leaves out.
///
/// One file configures a run for the files below it: the nearest `.labelcopy.json` up the
/// folder tree wins outright, and files further up are not merged in (a project that wants
/// shared settings copies them), so what applies is always visible in one file.
public struct Configuration: Sendable, Hashable {
    /// The file name labelcopy looks for.
    public static let fileName = ".labelcopy.json"
    /// The configuration versions this labelcopy reads.
    public static let supportedVersions: ClosedRange<Int> = 1...1

    /// The file this configuration was read from; nil for the built-in defaults. Path
    /// patterns are relative to its folder.
    public var path: String?
    /// Settings per rule id; rules not named keep their defaults.
    public var rules: [String: RuleSetting]
    /// Style profiles by path pattern, first match wins.
    public var profiles: [ProfileAssignment]
    /// When not empty, only files matching one of these are checked.
    public var include: [GlobPattern]
    /// Files matching any of these are not checked, even when included.
    public var exclude: [GlobPattern]
    /// Entries whose key matches one of these are checked as titles, whatever the classifier says.
    public var includeKeys: [GlobPattern]
    /// Entries whose key matches one of these are never checked (wins over `includeKeys`).
    public var excludeKeys: [GlobPattern]
    /// Contexts by key pattern, first match wins (in the order the file lists them).
    public var contexts: [KeyContext]
    /// Check `NSButtonCell` titles as push buttons rather than as checkboxes.
    public var buttonCellsAreButtons: Bool
    /// Extra lexicon terms by list name as in Lexicons/ (`canonical-terms`), one term a string.
    public var lexiconTerms: [String: [String]]
    /// The development language of files that do not name one.
    public var sourceLanguage: String
    /// How truncation-risk measures titles (`truncation`); everything unset by default.
    public var truncation = TruncationConfiguration()

    /// Creates a configuration; the defaults are labelcopy's behaviour without a file.
    public init(
        path: String? = nil, rules: [String: RuleSetting] = [:], profiles: [ProfileAssignment] = [],
        include: [GlobPattern] = [], exclude: [GlobPattern] = [], includeKeys: [GlobPattern] = [],
        excludeKeys: [GlobPattern] = [], contexts: [KeyContext] = [], buttonCellsAreButtons: Bool = false,
        lexiconTerms: [String: [String]] = [:], sourceLanguage: String = "en"
    ) {
        self.path = path
        self.rules = rules
        self.profiles = profiles
        self.include = include
        self.exclude = exclude
        self.includeKeys = includeKeys
        self.excludeKeys = excludeKeys
        self.contexts = contexts
        self.buttonCellsAreButtons = buttonCellsAreButtons
        self.lexiconTerms = lexiconTerms
        self.sourceLanguage = sourceLanguage
    }

    /// The lexicon lists `lexicon` may extend: configuration key → list name in Lexicons/.
    public static let lexiconLists: [String: String] = [
        "canonicalTerms": "canonical-terms",
        "verbs": "verbs",
        "conventionalTitles": "conventional-titles",
        "nouns": "nouns",
        "fixedPhrases": "fixed-phrases",
        "nounCompounds": "noun-compounds",
    ]
}
