import LabelCopyFormats

/// Runs the title rules over parsed localization files. Pure: files in, findings out.
///
/// English title rules apply to source-language text only, and each source text is checked
/// once, where it is defined: the `en`/`Base` file, the catalog, the template XLIFF or `.pot`.
/// Where a project has no such file (gettext catalogs without a template), the source text
/// repeated in the translations is checked once, at the first file that carries it.
public struct Linter: Sendable {
    /// The settings for files `settingsByPath` does not name.
    public var defaultSettings: LintSettings
    /// Settings per file path (from the configuration nearest each file).
    public var settingsByPath: [String: LintSettings]
    /// Runs the independent parts of a lint (the title rules, each project rule); serial by
    /// default, so the core stays single-threaded unless the CLI hands it cores.
    public var runJobs: JobRunner
    /// The project rules run; the catalog's, unless the CLI configures one (truncation settings).
    public var projectRules: [any ProjectRule] = ProjectRuleCatalog.all

    /// Runs independent jobs and returns their results in the jobs' order.
    public typealias JobRunner = @Sendable ([LintJob]) -> [[LintFinding]]

    /// Runs the jobs one after another, in order.
    public static let serially: JobRunner = { jobs in jobs.map { $0.run() } }

    /// Creates a linter that uses `engine` and `classifier` for every file.
    public init(engine: TitleEngine = TitleEngine(), classifier: EntryClassifier = EntryClassifier()) {
        self.init(defaultSettings: LintSettings(engine: engine, classifier: classifier))
    }

    /// Creates a linter with settings per file; `runJobs` may run independent parts at once.
    public init(
        defaultSettings: LintSettings, settingsByPath: [String: LintSettings] = [:],
        runJobs: @escaping JobRunner = Linter.serially
    ) {
        self.defaultSettings = defaultSettings
        self.settingsByPath = settingsByPath
        self.runJobs = runJobs
    }

    /// The settings for the file at `path`.
    public func settings(for path: String) -> LintSettings {
        settingsByPath[path] ?? defaultSettings
    }

    /// Lints `files`; `errors` are files that could not be read and `notFound` paths named that
    /// do not exist, both carried into the result's errors (only the first count as files).
    /// Findings that `labelcopy:disable` comments turn off are left out.
    public func lint(
        _ files: [LocalizationFile], errors: [FormatError] = [], notFound: [FormatError] = [], unreadableFolders: [FormatError] = []
    ) -> LintResult {
        let sorted = files.compactMap(Self.withoutPseudoLocales).sorted { $0.path < $1.path }
        let entryCount = files.reduce(0) { $0 + $1.entries.count }
        let checkedEntries = sorted.reduce(0) { $0 + $1.entries.count }
        // The title rules need no pairing: they run beside it, then the project rules run with
        // the longest (truncation-risk) first. Results are merged in a fixed order, so the
        // output does not depend on which job ends first.
        let pairing = PairingSlot()
        if hasEnabledProjectRules(sorted) {
            let sourceLanguage = defaultSettings.configuration?.sourceLanguage ?? "en"
            let titleFirst = runJobs([
                LintJob("title rules") { titleFindings(sorted) },
                LintJob("pairing") {
                    pairing.project = LocalizationProject(files: sorted, sourceLanguage: sourceLanguage)
                    return []
                },
            ])
            pairing.titles = titleFirst.first ?? []
        } else {
            pairing.titles = titleFindings(sorted)
        }
        let project = projectJobs(sorted, project: pairing.project)
        let findings = pairing.titles + Self.withReplacementTexts(project.merge(runJobs(project.jobs)), files: sorted)
        return LintResult(
            fileCount: files.count + errors.count, entryCount: entryCount, findings: findings, errors: errors,
            pseudoLocaleFileCount: files.count - sorted.count, pseudoLocaleEntryCount: entryCount - checkedEntries,
            missingPaths: notFound, unreadableFolders: unreadableFolders)
    }

    /// The title rules' findings over `sorted` (files sorted by path), suppressions applied.
    func titleFindings(_ sorted: [LocalizationFile]) -> [LintFinding] {
        var findings: [LintFinding] = []
        // Each table's titles, once per table (`Base` and `en` copies of it count as one); and
        // every source text any table defines.
        var definedInTable: Set<String> = []
        var defined: Set<String> = []
        var repeated: [(entry: LocalizationEntry, text: String, file: LocalizationFile)] = []
        // Translation files (most of a project) put up no English source text: they are passed
        // over without copying their entries or reading their style.
        for file in sorted where Self.mayPutUpSourceText(file) {
            let settings = settings(for: file.path)
            let style = FileStyle(file, lexicon: settings.engine.lexicon)
            let table = Self.table(of: file.path) + "\u{1F}"
            var fileFindings: [LintFinding] = []
            for entry in file.entries {
                guard let text = englishSourceText(of: entry, in: file), !style.isDeliberatelyLowercase(entry) else { continue }
                if entry.isSource && Self.definesSource(file) {
                    // The same table in `Base` and `en` defines the same titles twice: report them once.
                    let identity = Self.identity(entry, text)
                    defined.insert(identity)
                    guard definedInTable.insert(table + identity).inserted else { continue }
                    fileFindings += check(
                        entry, text: text, fixable: true, document: file.document, settings: settings, style: style)
                } else {
                    repeated.append((entry, text, file))
                }
            }
            if !fileFindings.isEmpty {
                findings += Self.unsuppressed(fileFindings, in: file)
            }
        }
        // Source text a translation file repeats (po msgids, XLIFF sources of untranslated units):
        // once per project, and not at all where a source file already defines it.
        var styles: [String: FileStyle] = [:]
        for (entry, text, file) in repeated where defined.insert(Self.identity(entry, text)).inserted {
            let style = styles[file.path] ?? FileStyle(file, lexicon: settings(for: file.path).engine.lexicon)
            styles[file.path] = style
            guard !style.isDeliberatelyLowercase(entry) else { continue }
            let found = check(
                entry, text: text, fixable: false, document: file.document, settings: settings(for: file.path), style: style)
            if !found.isEmpty {
                findings += Self.unsuppressed(found, in: file)
            }
        }
        return findings
    }

    /// The cross-locale rules' findings (placeholders, plurals, untranslated values, locale case
    /// style, ellipsis and white space against the source), with each file's configured
    /// severities and in-file suppressions applied.
    public func projectFindings(_ files: [LocalizationFile]) -> [LintFinding] {
        let project = projectJobs(files.compactMap(Self.withoutPseudoLocales))
        return project.merge(runJobs(project.jobs))
    }

    /// The enabled project rules as independent jobs over one pairing of `files`, and how to
    /// merge their results (given in the jobs' order) into the findings `projectFindings` returns.
    /// `paired` is the pairing of `files` when the caller has already made it.
    func projectJobs(
        _ files: [LocalizationFile], project paired: LocalizationProject? = nil
    ) -> (jobs: [LintJob], merge: ([[LintFinding]]) -> [LintFinding]) {
        let enabled = enabledProjectRules(files)
        guard !enabled.isEmpty else { return ([], { _ in [] }) }
        let sourceLanguage = defaultSettings.configuration?.sourceLanguage ?? "en"
        let project = paired ?? LocalizationProject(files: files, sourceLanguage: sourceLanguage)
        // Longest first, so that a runner on a few cores ends them at about the same time.
        let order = enabled.indices.sorted { Self.costRank(of: enabled[$0]) < Self.costRank(of: enabled[$1]) }
        let jobs = order.map { index in
            let rule = enabled[index]
            return LintJob(type(of: rule).description.id) { rule.check(project) }
        }
        return (
            jobs,
            { results in
                // Back in catalog order before the sort, as `ProjectRuleCatalog.check` merges them.
                var byRule = Array(repeating: [LintFinding](), count: enabled.count)
                for (position, index) in order.enumerated() where position < results.count { byRule[index] = results[position] }
                let merged = byRule.flatMap { $0 }.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
                return applySettings(to: merged, files: files)
            }
        )
    }

    /// The project rules by the CPU time each took over the shared corpora (LABELCOPY_TIMINGS=1,
    /// 305,000 entries; Documentation/Benchmark-lint.md): untranslated 0.75 s, truncation-risk
    /// 0.55 s, locale-case-style 0.26 s, placeholder-mismatch 0.25 s, whitespace 0.10 s,
    /// ellipsis 0.06 s, plural categories 0.04 s.
    static let rulesByCost = [
        UntranslatedRule.description.id, TruncationRiskRule.description.id, LocaleCaseStyleRule.description.id,
        PlaceholderMismatchRule.description.id, WhitespaceConsistencyRule.description.id,
        EllipsisConsistencyRule.description.id, PluralCategoriesRule.description.id,
    ]

    /// Where `rule` stands in `rulesByCost` (rules not listed last, in catalog order).
    static func costRank(of rule: any ProjectRule) -> Int {
        rulesByCost.firstIndex(of: type(of: rule).description.id) ?? rulesByCost.count
    }

    /// The project rules some file's settings leave on, in catalog order.
    func enabledProjectRules(_ files: [LocalizationFile]) -> [any ProjectRule] {
        projectRules.filter { rule in
            files.contains { settings(for: $0.path).isEnabled(type(of: rule).description.id) }
        }
    }

    /// True when some file's settings leave a project rule on.
    func hasEnabledProjectRules(_ files: [LocalizationFile]) -> Bool {
        !enabledProjectRules(files).isEmpty
    }

    /// Where the pairing job leaves the project and the title findings for the next stage.
    /// Written only inside one job and read after the runner has returned, which waits for
    /// every job; hence unchecked.
    private final class PairingSlot: @unchecked Sendable {
        var project: LocalizationProject?
        var titles: [LintFinding] = []
    }

    /// Each file's configured enablement and severities, and its in-file suppressions, applied
    /// to project findings sorted by location.
    func applySettings(to findings: [LintFinding], files: [LocalizationFile]) -> [LintFinding] {
        var found: [LintFinding] = []
        for var finding in findings {
            let settings = settings(for: finding.location.path)
            guard settings.isEnabled(finding.ruleID) else { continue }
            if let severity = settings.configuredSeverity(for: finding.ruleID) { finding.severity = severity }
            found.append(finding)
        }
        // Suppressions are read only in the files that have findings; reading a file's comments
        // is independent of every other file's, so the files are split into a few jobs and
        // their results joined in file order.
        let byPath = Dictionary(grouping: found, by: \.location.path)
        let withFindings = files.filter { byPath[$0.path] != nil }
        let chunkSize = max(1, (withFindings.count + 3) / 4)
        let jobs = stride(from: 0, to: withFindings.count, by: chunkSize).map { start in
            let chunk = withFindings[start..<min(start + chunkSize, withFindings.count)]
            return LintJob("suppressions") {
                chunk.flatMap { file in Self.unsuppressed(byPath[file.path] ?? [], in: file) }
            }
        }
        return runJobs(jobs).flatMap { $0 }
    }

    /// `file` without pseudo-locale text, or nil when it is pseudo output as a whole, which no
    /// rule judges: a file in a pseudo-locale (`en-XA.lproj`, `values-en-rXA`, `App.en-XA.xliff`)
    /// or a String Catalog copy `labelcopy pseudo` wrote (`PseudoPlanner.withoutPseudoText`). Pseudo
    /// text (accents, `~` padding) is neither a title to judge nor a translation, and the real
    /// translations a catalog copy carries along are the original catalog's, judged there; a
    /// project's own catalog with a few pseudo-locale strings keeps the rest.
    public static func withoutPseudoLocales(_ file: LocalizationFile) -> LocalizationFile? {
        PseudoPlanner.withoutPseudoText(file)
    }

    /// True when the file is where source text is defined: a source-language file (`en`, `Base`,
    /// a template), not a translation that carries its source along, nor a regional variant of
    /// the source language (`en-GB`), whose titles repeat the source's.
    static func definesSource(_ file: LocalizationFile) -> Bool {
        guard let locale = file.locale else { return true }
        let language = file.sourceLanguage ?? "en"
        return locale == language || locale == "Base" || locale == "mul"
    }

    /// What makes two entries the same source text: key, context and text.
    static func identity(_ entry: LocalizationEntry, _ text: String) -> String {
        [entry.key, entry.context ?? "", text].joined(separator: "\u{1F}")
    }

    /// The table a source file defines, whichever locale folder holds it: the path without its
    /// `.lproj` folder ("App/Base.lproj/Main.strings" and "App/en.lproj/Main.strings" are
    /// "App/Main.strings"); other files are tables of their own.
    static func table(of path: String) -> String {
        guard path.contains(".lproj/") else { return path }
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        components.removeAll { $0.hasSuffix(".lproj") }
        return components.joined(separator: "/")
    }

    /// False when `englishSourceText` is nil for every entry of `file`: it is not in English, or
    /// it has no source entries and carries no gettext msgids.
    static func mayPutUpSourceText(_ file: LocalizationFile) -> Bool {
        guard isEnglish(file.sourceLanguage ?? "en") else { return false }
        return file.format == .gettext || file.entries.contains { $0.isSource }
    }

    /// The English source text an entry puts up for the title rules, or nil when it has none.
    func englishSourceText(of entry: LocalizationEntry, in file: LocalizationFile) -> String? {
        let sourceLanguage = file.sourceLanguage ?? "en"
        guard Self.isEnglish(sourceLanguage) else { return nil }
        if entry.isSource {
            return entry.value
        }
        // Translations that carry their source (po msgid) where no source file defines it.
        if file.format == .gettext, let source = entry.sourceText, entry.pluralCategory == nil || entry.pluralCategory == "0" {
            return source
        }
        return nil
    }

    /// Checks one entry's text; `fixable` false drops replacements (text the fixer must not touch).
    func check(
        _ entry: LocalizationEntry, text: String, fixable: Bool, document: TextDocument?, settings: LintSettings, style: FileStyle
    ) -> [LintFinding] {
        var judged = entry
        judged.value = text
        let judgement = style.refine(settings.judge(judged), for: entry)
        guard judgement.isTitle else { return [] }
        let analysis = settings.engine.analyze(text, context: judgement.context)
        let end = entry.valueRange.flatMap { range in document.map { $0.location(of: range.upperBound) } }
        return analysis.findings.filter { !Self.judgesWholeTitles($0.ruleID) || entry.pluralVariable == nil }.map { finding in
            var replacement = fixable && Self.canFix(entry) ? finding.replacement : nil
            // What `fix` would write over the raw value, for reporters that carry fixes (SARIF).
            var replacementText: String?
            if let new = replacement, let range = entry.valueRange, let document, range.upperBound <= document.bytes.count {
                replacementText = Self.replacementText(new, for: entry, range: range, in: document)
                // `fix` leaves a value it cannot write without losing a comment inside: no fix to offer.
                if replacementText == nil { replacement = nil }
            }
            return LintFinding(
                ruleID: finding.ruleID, severity: finding.severity, message: finding.message, location: entry.location,
                endLocation: end, key: entry.key, locale: entry.locale, value: text, replacement: replacement,
                reason: judgement.reason, replacementText: replacementText)
        }
    }

    /// True for the rules that judge a title as a whole: a plural variant of a substitution
    /// ("%d Items" of "Delete %#@items@") is one piece of a title, which they leave alone (the
    /// title around it is judged where it is defined).
    static func judgesWholeTitles(_ ruleID: String) -> Bool {
        ruleID == VerbFirstRule.description.id || ruleID == TitleLengthRule.description.id
    }

    /// What `fix` writes for `value` over the entry's raw text from its location (the value's
    /// first character) to the end of `range`: the raw text before the location is unchanged by
    /// the character-by-character edit. Nil when the value cannot be written without losing a
    /// comment inside (or, rarely, when a whole rewrite changes the bytes before the location,
    /// which a fix starting there cannot express).
    static func replacementText(_ value: String, for entry: LocalizationEntry, range: Range<Int>, in document: TextDocument)
        -> String?
    {
        guard let raw = LocalizationFile.rawText(value, replacing: range, in: document, format: entry.format) else { return nil }
        let start = document.offset(of: entry.location) ?? range.lowerBound
        guard start > range.lowerBound, start <= range.upperBound else { return raw }
        let prefix = document.bytes[range.lowerBound..<start]
        guard raw.utf8.starts(with: prefix) else { return nil }
        return String(decoding: raw.utf8.dropFirst(prefix.count), as: UTF8.self)
    }

    /// True when `fix` may rewrite the entry's value: source text with a place in the file, and
    /// never a gettext msgid or an XLIFF `<source>`, which are keys the code and the
    /// translations depend on.
    static func canFix(_ entry: LocalizationEntry) -> Bool {
        guard entry.isSource, entry.valueRange != nil else { return false }
        return entry.format != .gettext && entry.format != .xliff
    }

    /// True for English and Xcode's `Base` folder (which holds the development language).
    static func isEnglish(_ locale: String) -> Bool {
        locale == "en" || locale.hasPrefix("en-") || locale.hasPrefix("en_") || locale == "Base"
    }
}
