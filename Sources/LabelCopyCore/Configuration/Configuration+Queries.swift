import LabelCopyFormats

extension Configuration {
    /// The folder path patterns are relative to ("" for the working directory).
    public var directory: String { path.map(PathText.directory(of:)) ?? "" }

    /// The severity findings of `ruleID` get, or nil when the rule is off. Unknown ids get
    /// their configured severity, else nil (there is no default to fall back on).
    public func severity(for ruleID: String) -> Severity? {
        let setting = rules[ruleID]
        if setting?.isEnabled == false { return nil }
        if let severity = setting?.severity { return severity }
        return RuleCatalog.allDescriptions.first { $0.id == ruleID }?.defaultSeverity
    }

    /// `path` relative to the configuration's folder, as patterns see it.
    public func relativePath(_ path: String) -> String {
        self.path == nil ? PathText.normalized(path) : PathText.relative(path, to: directory)
    }

    /// True when one of `patterns` matches the file at `path`. Files outside the
    /// configuration's folder match none: the configuration does not reach them.
    func anyMatches(_ patterns: [GlobPattern], path: String) -> Bool {
        let relative = relativePath(path)
        if relative == ".." || relative.hasPrefix("../") { return false }
        return patterns.contains { $0.matches(relative) }
    }

    /// The style profile for the file at `path`: the first `profiles` entry whose patterns
    /// match, else the default for the file's format (Material for Android, Apple otherwise).
    public func profile(forPath path: String, format: LocalizationFormat? = nil) -> StyleProfile {
        for assignment in profiles where anyMatches(assignment.paths, path: path) {
            return assignment.profile
        }
        return .default(for: format ?? FormatRegistry.format(forPath: path))
    }

    /// True when the file at `path` is left out: it matches an `exclude` pattern, or
    /// `include` is not empty and it matches none of its patterns.
    public func isExcluded(path: String) -> Bool {
        if anyMatches(exclude, path: path) { return true }
        return !include.isEmpty && !anyMatches(include, path: path)
    }

    /// True when the folder at `path` is left out with everything in it: an `exclude` pattern
    /// matches it. (`include` is no reason to leave a folder: a file deeper in it may match.)
    public func excludes(folder path: String) -> Bool {
        anyMatches(exclude, path: path)
    }

    /// Whether the entry with `key` is checked as a title: false when `keys.exclude` matches,
    /// true when `keys.include` matches, nil when the classifier decides.
    public func keyDecision(for key: String) -> Bool? {
        if excludeKeys.contains(where: { $0.matches(key) }) { return false }
        if includeKeys.contains(where: { $0.matches(key) }) { return true }
        return nil
    }

    /// The context `contexts` gives the entry with `key` (first matching pattern), or nil.
    public func context(forKey key: String) -> TitleContext? {
        contexts.first { $0.pattern.matches(key) }?.context
    }

    /// `base` with the configuration's extra terms added.
    public func lexicon(extending base: Lexicon) -> Lexicon {
        guard !lexiconTerms.isEmpty else { return base }
        return base.extended(with: lexiconTerms.mapValues { $0.joined(separator: "\n") })
    }

    /// The engine configuration for Apple-profile files: severities, disabled rules, options.
    public var engineConfiguration: EngineConfiguration { engineConfiguration(for: .apple) }

    /// The engine configuration for files judged by `profile`. Under Material `title-case`
    /// is always off: it asks for title style, which Material buttons rightly lack (the
    /// engine has no sentence-style check yet).
    public func engineConfiguration(for profile: StyleProfile) -> EngineConfiguration {
        var engine = EngineConfiguration()
        for (id, setting) in rules {
            if !setting.isEnabled {
                engine.disabled.insert(id)
            } else if let severity = setting.severity {
                engine.severities[id] = severity
            }
        }
        if profile == .material {
            engine.disabled.insert("title-case")
        }
        if let length = rules["title-length"] {
            engine.maxWords = length.options["maxWords"]
            engine.maxGraphemes = length.options["maxGraphemes"]
        }
        return engine
    }

    /// The entry classifier with this configuration's `buttonCellsAreButtons`.
    public func classifier(allEntries: Bool = false) -> EntryClassifier {
        EntryClassifier(allEntries: allEntries, buttonCellsAreButtons: buttonCellsAreButtons)
    }
}
