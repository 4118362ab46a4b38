import LabelCopyFormats

/// A translation keeps the source's leading and trailing white space.
public struct WhitespaceConsistencyRule: ProjectRule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "whitespace-consistency",
        summary: "Translations start and end with white space exactly when the source does",
        rationale: """
            Code often joins a localized value to other text ("Name: " + value), so a space the source \
            has and the translation lacks runs words together, and an added one shifts alignment or \
            truncates sooner (Apple, "Preparing your app's text for translation"). Chinese, Japanese and \
            Thai put no spaces between words, and full-width punctuation carries its own spacing, so a \
            missing space next to them is the locale's own style.
            """,
        defaultSeverity: .warning, examples: [])

    /// Creates the rule.
    public init() {}

    /// Compares the leading and trailing white space of every translation with its source's.
    public func check(_ project: LocalizationProject) -> [LintFinding] {
        var findings: [LintFinding] = []
        // Values are scanned first; a whole pair is read only when it may matter.
        for index in project.pairs.indices {
            guard Self.hasEdgeSpace(project.values[index]) || Self.hasEdgeSpace(project.sourceValues[index])
            else { continue }
            let pair = project.pairs[index]
            let value = pair.entry.value
            let source = pair.source.value
            guard value != source else { continue }
            guard value.contains(where: { !$0.isWhitespace }), source.contains(where: { !$0.isWhitespace }) else { continue }
            let (sourceLead, _, sourceTrail) = Self.split(source)
            let (lead, core, trail) = Self.split(value)
            var problems: [String] = []
            if let problem = compare(sourceLead, lead, edge: core.first, side: "starts", locale: pair.locale) {
                problems.append(problem)
            }
            if let problem = compare(sourceTrail, trail, edge: core.last, side: "ends", locale: pair.locale) {
                problems.append(problem)
            }
            guard !problems.isEmpty else { continue }
            let message = problems.joined(separator: "; ")
            findings.append(
                finding(
                    pair, message: message, replacement: sourceLead + core + sourceTrail, reason: "compared with the source text")
            )
        }
        return findings
    }

    /// A problem with one edge, or nil when both have white space there or neither has, or when
    /// the locale's script does without the space.
    func compare(_ source: String, _ translation: String, edge: Character?, side: String, locale: String) -> String? {
        if source.isEmpty == translation.isEmpty { return nil }
        if translation.isEmpty {
            if let edge, Self.carriesOwnSpacing(edge, locale: locale) { return nil }
            return "the source \(side) with \(Self.describe(source)) but the \(locale) value does not"
        }
        // French typography puts a (no-break) space before ":", ";", "!", "?" and "»".
        if side == "starts", LocaleTag.language(of: locale) == "fr", let edge, ":;!?»".contains(edge) { return nil }
        return "the \(locale) value \(side) with \(Self.describe(translation)) but the source does not"
    }

    /// True for a character next to which a space is not written: full-width punctuation, or
    /// anything in a language written without spaces between words (where a reordered
    /// translation, "%@ 的" for " of %@", has no use for the source's space).
    static func carriesOwnSpacing(_ character: Character, locale: String) -> Bool {
        if LocaleTag.writesWithoutSpaces(locale) { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
    }

    /// True when the text starts or ends with white space.
    static func hasEdgeSpace(_ text: String) -> Bool {
        text.first?.isWhitespace == true || text.last?.isWhitespace == true
    }

    /// "a space", "2 spaces", "a line break", "white space".
    static func describe(_ space: String) -> String {
        if space.allSatisfy({ $0 == " " }) { return space.count == 1 ? "a space" : "\(space.count) spaces" }
        if space.allSatisfy(\.isNewline) { return space.count == 1 ? "a line break" : "\(space.count) line breaks" }
        return "white space"
    }

    /// Leading white space, the text between, trailing white space.
    static func split(_ text: String) -> (String, String, String) {
        let start = text.firstIndex(where: { !$0.isWhitespace }) ?? text.endIndex
        var end = text.endIndex
        while end > start, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return (String(text[..<start]), String(text[start..<end]), String(text[end...]))
    }
}
