import LabelCopyFormats

/// Runs the title rules over parsed localization files. Pure: files in, findings out.
///
/// English title rules apply to source-language text only, and each source text is checked
/// once, where it is defined: the `en`/`Base` file, the catalog, the template XLIFF or `.pot`.
/// Where a project has no such file (gettext catalogs without a template), the source text
/// repeated in the translations is checked once, at the first file that carries it.
public struct Linter: Sendable {
    /// The engine that checks each title.
    public var engine: TitleEngine
    /// Which entries are titles.
    public var classifier: EntryClassifier

    /// Creates a linter.
    public init(engine: TitleEngine = TitleEngine(), classifier: EntryClassifier = EntryClassifier()) {
        self.engine = engine
        self.classifier = classifier
    }

    /// Lints `files`; `errors` are files that could not be read, carried into the result.
    public func lint(_ files: [LocalizationFile], errors: [FormatError] = []) -> LintResult {
        let sorted = files.sorted { $0.path < $1.path }
        var findings: [LintFinding] = []
        var defined: Set<String> = []
        var repeated: [(entry: LocalizationEntry, text: String, document: TextDocument?)] = []
        for file in sorted {
            for entry in file.entries {
                guard let text = englishSourceText(of: entry, in: file) else { continue }
                if entry.isSource && Self.definesSource(file) {
                    defined.insert(Self.identity(entry, text))
                    findings += check(entry, text: text, fixable: true, document: file.document)
                } else {
                    repeated.append((entry, text, file.document))
                }
            }
        }
        // Source text a translation file repeats (po msgids, XLIFF sources of untranslated units):
        // once per project, and not at all where a source file already defines it.
        for (entry, text, document) in repeated where defined.insert(Self.identity(entry, text)).inserted {
            findings += check(entry, text: text, fixable: false, document: document)
        }
        let entryCount = files.reduce(0) { $0 + $1.entries.count }
        return LintResult(fileCount: files.count + errors.count, entryCount: entryCount, findings: findings, errors: errors)
    }

    /// True when the file is where source text is defined: a source-language file (`en`, `Base`,
    /// a template), not a translation that carries its source along.
    static func definesSource(_ file: LocalizationFile) -> Bool {
        guard let locale = file.locale else { return true }
        return isEnglish(locale) || locale == "mul"
    }

    /// What makes two entries the same source text: key, context and text.
    static func identity(_ entry: LocalizationEntry, _ text: String) -> String {
        [entry.key, entry.context ?? "", text].joined(separator: "\u{1F}")
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
    func check(_ entry: LocalizationEntry, text: String, fixable: Bool, document: TextDocument?) -> [LintFinding] {
        let judgement = classifier.judge(
            LocalizationEntry(
                key: entry.key, locale: entry.locale, value: text, comment: entry.comment, location: entry.location,
                format: entry.format, isSource: entry.isSource, translatable: entry.translatable,
                interfaceBuilderClass: entry.interfaceBuilderClass))
        guard judgement.isTitle else { return [] }
        let analysis = engine.analyze(text, context: judgement.context)
        let end = entry.valueRange.flatMap { range in document.map { $0.location(of: range.upperBound) } }
        return analysis.findings.map { finding in
            LintFinding(
                ruleID: finding.ruleID, severity: finding.severity, message: finding.message, location: entry.location,
                endLocation: end, key: entry.key, locale: entry.locale, value: text,
                replacement: fixable && Self.canFix(entry) ? finding.replacement : nil,
                reason: judgement.reason)
        }
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
