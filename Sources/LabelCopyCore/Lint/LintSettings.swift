import LabelCopyFormats

/// How one file is linted: the engine (rules, severities, lexicon), which entries are titles,
/// and the configuration that chose them, if any.
public struct LintSettings: Sendable {
    /// The engine that checks each title.
    public var engine: TitleEngine
    /// Which entries are titles.
    public var classifier: EntryClassifier
    /// The configuration in force, whose `keys` and `contexts` refine the classifier.
    public var configuration: Configuration?

    /// Creates settings.
    public init(engine: TitleEngine = TitleEngine(), classifier: EntryClassifier = EntryClassifier(), configuration: Configuration? = nil) {
        self.engine = engine
        self.classifier = classifier
        self.configuration = configuration
    }

    /// The settings a configuration gives a file at `path`: its lexicon, rule severities and
    /// options, the style profile for the file's path and format, and its classifier.
    public init(configuration: Configuration, path: String, format: LocalizationFormat, allEntries: Bool, lexicon: Lexicon = .standard) {
        let profile = configuration.profile(forPath: path, format: format)
        self.init(
            engine: TitleEngine(lexicon: configuration.lexicon(extending: lexicon), configuration: configuration.engineConfiguration(for: profile)),
            classifier: configuration.classifier(allEntries: allEntries),
            configuration: configuration)
    }

    /// True unless the configuration turns the rule off.
    public func isEnabled(_ ruleID: String) -> Bool {
        configuration?.rules[ruleID]?.isEnabled ?? true
    }

    /// The severity the configuration sets for a rule, or nil to keep what the rule reports
    /// (project rules report notes and warnings by how sure they are).
    public func configuredSeverity(for ruleID: String) -> Severity? {
        configuration?.rules[ruleID]?.severity
    }

    /// Judges whether `entry` is a title and in which context.
    public func judge(_ entry: LocalizationEntry) -> TitleJudgement {
        configuration?.judge(entry, with: classifier) ?? classifier.judge(entry)
    }
}
