import LabelCopyFormats
import LabelCopyText

/// Titles whose width, in their locale, is over or near the space their control gives them.
///
/// Widths come from a `TextMeasurer` (the embedded `WidthModel`, or a font the command line
/// opened) at the context's text size and the user's Dynamic Type size; budgets from
/// `UIContext`, or a configured context or width (`TruncationContextRule`), per file
/// (`settingsByPath`). Translations are measured as they
/// are; source titles are predicted for the locales the project does not translate them into yet,
/// from the project's own observed expansion where it has enough translated titles, else from
/// IBM's expansion tiers and Lexicons/expansion.txt.
public struct TruncationRiskRule: ProjectRule {
    /// How far over its budget a measured title may be and still be given no finding: the
    /// embedded width model's largest error against HarfBuzz on Latin, Cyrillic and CJK titles
    /// (2.7 %, Documentation/Truncation.md), rounded up. A title 0.2 % over cannot be told from
    /// one that fits.
    static let measurementTolerance = 0.03

    /// The rule's description.
    public static let description = RuleDescription(
        id: "truncation-risk",
        summary: "Titles fit the width their control gives them, in every locale and at larger text sizes",
        rationale: """
            HIG Buttons: "Keep titles short. Overly long text can crowd your interface and may get truncated \
            on smaller screens." A title that fits in English often does not in German, Finnish or Russian, \
            and a Japanese character is about twice as wide as a Latin one. The rule measures each title in \
            points (at Large by default; users with larger Dynamic Type sizes truncate first) against the \
            budget of the control it appears in (tab bar item, alert button, navigation bar button…, see \
            Documentation/Truncation.md), and predicts the width of titles not yet translated from the \
            project's own translations or IBM's text-expansion tiers.
            """,
        defaultSeverity: .warning, examples: [])

    /// The Dynamic Type size titles are measured at.
    public var dynamicType: DynamicTypeSize
    /// The screen width budgets are computed for.
    public var widthClass: WidthClass
    /// The expansion tiers, factors and target locales.
    public var expansion: ExpansionTable
    /// Decides which entries are titles, and in which title context.
    public var classifier: EntryClassifier
    /// Translated titles a locale needs before its observed expansion replaces the tiers.
    public var minimumSamples: Int
    /// How close below the budget counts as "at risk" (0.1: within 10 %).
    public var margin: Double
    /// What measures widths: the embedded model, or a font opened at the command line's edge.
    public var measurer: TextMeasurer
    /// Configured contexts and widths, first match wins, for files `settingsByPath` does not name.
    public var contexts: [TruncationContextRule]
    /// Settings per file path, from the configuration nearest each file and the command line;
    /// a title is measured with those of the file that defines its source.
    public var settingsByPath: [String: TruncationSettings]

    /// Creates the rule; by default Large text on a compact (320 pt) iPhone, measured with the model.
    public init(
        dynamicType: DynamicTypeSize = .large, widthClass: WidthClass = .compact, expansion: ExpansionTable = .standard,
        classifier: EntryClassifier = EntryClassifier(), minimumSamples: Int = 5, margin: Double = 0.1,
        measurer: TextMeasurer = .model, contexts: [TruncationContextRule] = [],
        settingsByPath: [String: TruncationSettings] = [:]
    ) {
        self.dynamicType = dynamicType
        self.widthClass = widthClass
        self.expansion = expansion
        self.classifier = classifier
        self.minimumSamples = minimumSamples
        self.margin = margin
        self.measurer = measurer
        self.contexts = contexts
        self.settingsByPath = settingsByPath
    }

    /// Creates the rule with `settings` for files `settingsByPath` does not name.
    public init(settings: TruncationSettings, settingsByPath: [String: TruncationSettings] = [:]) {
        self.init(
            dynamicType: settings.dynamicType, widthClass: settings.widthClass, margin: settings.margin,
            measurer: settings.measurer, contexts: settings.contexts, settingsByPath: settingsByPath)
    }

    /// The rule's own settings: those used for files `settingsByPath` does not name.
    public var settings: TruncationSettings {
        TruncationSettings(
            dynamicType: dynamicType, widthClass: widthClass, margin: margin, measurer: measurer, contexts: contexts)
    }

    /// Reports translations over or near their budget, and source titles predicted to be.
    public func check(_ project: LocalizationProject) -> [LintFinding] {
        var judgements: [LocalizationEntry: TitleJudgement] = [:]
        let nowhere = SourceLocation(path: "", line: 0, column: 0)
        func judge(_ entry: LocalizationEntry) -> TitleJudgement {
            // Where an entry sits does not make it a title: the copies of one source that each
            // per-locale XLIFF or po file carries are judged once, not once per locale.
            var placeless = entry
            placeless.location = nowhere
            placeless.valueRange = nil
            if let known = judgements[placeless] { return known }
            let judgement = classifier.judge(entry)
            judgements[placeless] = judgement
            return judgement
        }
        // One group per source title (key and text), whichever file each translation came from:
        // an XLIFF per locale carries its own copy of the source, and those copies are one title.
        var order: [SourceIdentity] = []
        var groups: [SourceIdentity: SourceGroup] = [:]
        // Sources defined in a source-language file come first, so predictions are made there.
        let macOSFolders = Self.appKitResourceFolders(project.files)
        // Per path, not per entry: splitting a path for each of the project's pairs cost more
        // than the rest of the grouping.
        var measuredPaths: [String: Bool] = [:]
        func measured(_ path: String) -> Bool {
            if let known = measuredPaths[path] { return known }
            let answer = !macOSFolders.contains(Self.resourceFolder(of: path))
            measuredPaths[path] = answer
            return answer
        }
        for file in project.files where Self.definesSource(file, language: project.sourceLanguage) && Self.hasIOSBudgets(file) {
            guard measured(file.path) else { continue }
            for entry in file.entries where entry.isSource && judge(entry).isTitle {
                let identity = SourceIdentity(key: entry.key, text: entry.value)
                guard groups[identity] == nil else { continue }
                order.append(identity)
                groups[identity] = SourceGroup(source: entry, definedAtSource: true, pairs: [])
            }
        }
        // Each pair's source judged once: the grouping and the observed expansion both need it.
        let titlePairs = project.pairs.filter { judge($0.source).isTitle }
        for pair in titlePairs where pair.entry.format != .androidXML && measured(pair.entry.location.path) {
            let identity = SourceIdentity(key: pair.source.key, text: pair.source.value)
            if groups[identity] == nil {
                order.append(identity)
                groups[identity] = SourceGroup(source: pair.source, definedAtSource: false, pairs: [])
            }
            groups[identity]?.pairs.append(pair)
        }
        let observed = Self.observedExpansion(titlePairs)
        let findings = measure(order.compactMap { groups[$0] }, observed: observed, judge: judge)
        return findings.sorted { ($0.location, $0.locale ?? "") < ($1.location, $1.locale ?? "") }
    }

    /// The findings of each group, in order, each measured with the settings of its source's
    /// file and placed where the configuration, else its class, key or comment, says.
    func measure(
        _ groups: [SourceGroup], observed: [String: ObservedExpansion], judge: (LocalizationEntry) -> TitleJudgement
    ) -> [LintFinding] {
        var findings: [LintFinding] = []
        var rules: [String: TruncationRiskRule] = [:]
        for group in groups {
            let judgement = judge(group.source)
            let path = group.source.location.path
            let rule = settingsByPath.isEmpty ? self : applying(settingsByPath[path], path: path, cache: &rules)
            let configured = rule.contexts.first { $0.matches(group.source) }
            // A configured context or width is the project saying the title has a fixed room,
            // even where labelcopy would assume the control grows to fit.
            guard configured != nil || Self.hasFixedWidth(group.source, judgement.context) else { continue }
            let placement = TitlePlacement(entry: group.source, titleContext: judgement.context, configured: configured)
            // Where nothing names the control (and no configuration gives it a context or a width),
            // its width is unknown, and so is whether the title wraps (SwiftUI buttons, table rows
            // and UIButton configurations wrap): no verdict.
            guard placement.context != .unknown || placement.width != nil else { continue }
            findings += rule.check(
                source: group.source, translations: group.pairs, placement: placement, observed: observed,
                reason: judgement.reason, predicting: group.definedAtSource)
        }
        return findings
    }

    /// This rule with `settings` in place of its own (itself when nil), made once per path.
    func applying(_ settings: TruncationSettings?, path: String, cache: inout [String: TruncationRiskRule]) -> TruncationRiskRule
    {
        guard let settings else { return self }
        if let known = cache[path] { return known }
        var rule = TruncationRiskRule(settings: settings)
        rule.expansion = expansion
        rule.classifier = classifier
        rule.minimumSamples = minimumSamples
        cache[path] = rule
        return rule
    }

    /// The budgets are iPhone's: Android layouts (Material dimensions) are not measured.
    static func hasIOSBudgets(_ file: LocalizationFile) -> Bool {
        file.format != .androidXML
    }

    /// The folder holding an app's `.lproj` folders ("App/Resources" for
    /// "App/Resources/de.lproj/Main.strings"), or the file's own folder.
    static func resourceFolder(of path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast()
        if let last = components.last, last.hasSuffix(".lproj") { components.removeLast() }
        return components.joined(separator: "/")
    }

    /// Resource folders of macOS apps: those where any file exports AppKit (`NS…`) elements.
    /// Their windows resize and their controls size to fit, so iPhone budgets do not apply to
    /// any of their strings, storyboard exports and code tables alike.
    static func appKitResourceFolders(_ files: [LocalizationFile]) -> Set<String> {
        var folders: Set<String> = []
        for file in files where file.entries.contains(where: { $0.interfaceBuilderClass?.hasPrefix("NS") == true }) {
            folders.insert(resourceFolder(of: file.path))
        }
        return folders
    }

    /// What makes translations belong to one source title.
    struct SourceIdentity: Hashable {
        var key: String
        var text: String
    }

    /// A source title, whether a source-language file defines it, and its translations.
    struct SourceGroup {
        var source: LocalizationEntry
        var definedAtSource: Bool
        var pairs: [TranslationPair]
    }

    /// True for a file in the source language itself (or `Base`, or one that names no locale).
    static func definesSource(_ file: LocalizationFile, language: String) -> Bool {
        guard let locale = file.locale else { return true }
        return locale == language || locale == "Base" || locale == "mul"
    }

    /// True when the title is shown in a space of fixed width, where a longer title is cut
    /// short. AppKit elements (`NS…` classes) live in resizable windows, and menus and
    /// checkbox or switch labels grow or wrap to fit their text, so they are not measured.
    static func hasFixedWidth(_ entry: LocalizationEntry, _ context: TitleContext) -> Bool {
        if let className = entry.interfaceBuilderClass, className.hasPrefix("NS") { return false }
        return context != .menuItem && context != .checkbox
    }

    /// Per-locale observed expansion of translated titles: translated width over source width,
    /// for pairs whose texts differ and are both non-empty.
    public static func observedExpansion(_ pairs: [TranslationPair]) -> [String: ObservedExpansion] {
        var ratios: [String: [Double]] = [:]
        for pair in pairs where pair.entry.value != pair.source.value {
            let source = TitleWidth(pair.source.value, size: 1, weight: .regular).points
            let translated = TitleWidth(pair.entry.value, size: 1, weight: .regular).points
            guard source > 0, translated > 0 else { continue }
            ratios[pair.locale, default: []].append(translated / source)
        }
        return ratios.compactMapValues { ObservedExpansion(ratios: $0) }
    }
}
