extension Configuration {
    /// The rules whose default severity depends on the finding, with how. A severity in the
    /// configuration replaces every grade (`applySettings`), so the starter writes `true` for
    /// them: the rule on, graded as by default. `labelcopy rules` lists their highest grade.
    public static let gradedSeverities: [String: String] = [
        "placeholder-mismatch": "graded: error, or warning when a translation only leaves placeholders out",
        "plural-categories": "graded: error, warning or note by how a category is missing or extra",
        "truncation-risk": "graded: warning, or note where nothing names the control",
        "untranslated": "graded: warning, or note for one word kept in a language written in Latin script",
    ]

    /// The commented JSON5 `labelcopy init` writes: every option, set to its default.
    public static var starterText: String {
        let length = TitleLengthRule()
        var rules: [String] = []
        for rule in RuleCatalog.allDescriptions {
            let severity = "\"\(rule.defaultSeverity.rawValue)\""
            if let graded = gradedSeverities[rule.id] {
                // A severity here would replace every grade: `true` keeps the rule on as graded.
                rules.append("    \"\(rule.id)\": true,  // \(graded). \(rule.summary)")
                continue
            }
            let value =
                rule.id == TitleLengthRule.description.id
                ? "{ severity: \(severity), options: { maxWords: \(length.maxWords), maxGraphemes: \(length.maxGraphemes) } }"
                : severity
            rules.append("    \"\(rule.id)\": \(value),  // \(rule.summary)")
        }
        return """
            // labelcopy configuration, JSON5: comments and trailing commas are allowed.
            // The nearest .labelcopy.json up the folder tree applies on its own; files further
            // up are not merged in. Every option is shown with its default value.
            {
              // Configuration format version (required).
              version: \(supportedVersions.upperBound),

              // Development language of files that do not name one.
              sourceLanguage: "en",

              // Per rule id: false or "off" turns the rule off; true keeps it on at its default
              // severities; "error", "warning" or "note" sets one severity for all its findings;
              // { severity: "…", options: { … } } sets options too.
              rules: {
            \(rules.joined(separator: "\n"))
              },

              // Style profile per path pattern, first match wins. Without a match, Android
              // strings.xml files use "material" (sentence case) and all others "apple".
              profiles: [
                // { paths: ["android/**"], profile: "material" },
              ],

              // Path patterns relative to this file's folder: *, **, ?, [a-z]. A pattern without
              // "/" matches at any depth; a pattern matching a folder covers its contents.
              // When include is not empty, only matching files are checked.
              include: [],
              exclude: [
                // "Pods", "Carthage", "**/*.bundle",
              ],

              // Key patterns: entries to check as titles whatever the classifier says, and
              // entries never to check (exclude wins).
              keys: {
                include: [],  // e.g. "*.button.*"
                exclude: [],  // e.g. "debug.*"
              },

              // Key pattern → context: button, menu-item, tab-bar-item, navigation-title, checkbox.
              contexts: {
                // "menu.*": "menu-item",
              },

              // Check NSButtonCell titles as push buttons (title style) rather than checkboxes.
              buttonCellsAreButtons: false,

              // Extra lexicon terms, one a string, written as in Lexicons/ ("PIN [ordinary]").
              lexicon: {
                canonicalTerms: [],
                verbs: [],
                conventionalTitles: [],
                nouns: [],
                fixedPhrases: [],
                nounCompounds: [],  // two-word nouns that read as names, not commands: "release notes"
              },

              // How truncation-risk measures titles; --text-size, --width and --font override
              // these. Unset, titles are measured at Large on a compact (320 pt) iPhone with the
              // embedded width model, "at risk" within 10 % of the budget.
              truncation: {
                // textSize: "large",  // xSmall … xxxLarge, accessibilityMedium … accessibilityXXXLarge
                // width: "compact",  // or "regular" (390 pt)
                // font: "Fonts/App-Regular.otf",  // a .ttf/.otf, relative to this file
                // margin: 0.1,
                // Entries measured in a UI context or against a width in points, first match
                // wins: one of keys, paths or comments, and one of context or width.
                contexts: [
                  // { keys: ["onboarding.*"], context: "full-width-button" },
                  // { paths: ["Widgets/**"], width: 150 },
                  // { comments: ["tab bar"], context: "tab-bar-item" },
                ],
              },
            }

            """
    }
}
