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

    /// One translation's edge problems, kept until the source's whole group has been seen.
    private struct Problem {
        var index: Int
        var lead: String?
        var trail: String?
    }

    /// Compares the leading and trailing white space of every translation with its source's.
    /// An edge space only the source has, which most translations drop, is reported once on
    /// the source (a stray space in the English text), not on every translation.
    public func check(_ project: LocalizationProject) -> [LintFinding] {
        var problems: [Problem] = []
        // Source text → (translations compared, dropping its leading space, dropping its trailing space).
        var groups: [String: (count: Int, droppedLead: Int, droppedTrail: Int)] = [:]
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
            let leadProblem = compare(sourceLead, lead, edge: core.first, side: "starts", locale: pair.locale)
            let trailProblem = compare(sourceTrail, trail, edge: core.last, side: "ends", locale: pair.locale)
            let group = Self.groupID(pair)
            groups[group, default: (0, 0, 0)].count += 1
            if leadProblem != nil && lead.isEmpty { groups[group, default: (0, 0, 0)].droppedLead += 1 }
            if trailProblem != nil && trail.isEmpty { groups[group, default: (0, 0, 0)].droppedTrail += 1 }
            if leadProblem != nil || trailProblem != nil {
                problems.append(Problem(index: index, lead: leadProblem, trail: trailProblem))
            }
        }
        return findings(problems, groups: groups, in: project)
    }

    /// The findings: per translation, except a trailing space after a finished sentence that most
    /// translations drop, reported once on the source.
    private func findings(
        _ problems: [Problem], groups: [String: (count: Int, droppedLead: Int, droppedTrail: Int)],
        in project: LocalizationProject
    ) -> [LintFinding] {
        var findings: [LintFinding] = []
        var reportedSources: Set<String> = []
        for problem in problems {
            let pair = project.pairs[problem.index]
            let group = Self.groupID(pair)
            let counts = groups[group] ?? (0, 0, 0)
            // More than half of the translations leave out the space after a finished sentence: the
            // source is the odd one. A space before or after a fragment ("Shift + ", " (Autoreply)",
            // "%lld. ") joins it to other text, and translations that drop it are wrong however many.
            // Translators do not drop a space by accident in numbers: when a quarter of them (three
            // at least) leave it out of a finished sentence, the source's space is the stray one.
            let standalone = Self.endsSentence(pair.source.value)
            func stray(_ dropped: Int) -> Bool {
                standalone && counts.count >= 2 && (dropped * 2 > counts.count || (dropped >= 3 && dropped * 4 >= counts.count))
            }
            let sourceLead = stray(counts.droppedLead)
            let sourceTrail = stray(counts.droppedTrail)
            let (valueLeadSpace, _, valueTrailSpace) = Self.split(pair.entry.value)
            let lead = sourceLead && valueLeadSpace.isEmpty ? nil : problem.lead
            let trail = sourceTrail && valueTrailSpace.isEmpty ? nil : problem.trail
            if (sourceLead || sourceTrail) && reportedSources.insert(group).inserted {
                findings.append(sourceFinding(pair, counts: counts, lead: sourceLead, trail: sourceTrail))
            }
            let messages = [lead, trail].compactMap { $0 }
            guard !messages.isEmpty else { continue }
            let (sourceLeadSpace, _, sourceTrailSpace) = Self.split(pair.source.value)
            let (valueLead, core, valueTrail) = Self.split(pair.entry.value)
            let replacement = (lead == nil ? valueLead : sourceLeadSpace) + core + (trail == nil ? valueTrail : sourceTrailSpace)
            findings.append(
                finding(
                    pair, message: messages.joined(separator: "; "), replacement: replacement,
                    reason: "compared with the source text"))
        }
        return findings
    }

    /// One finding on the source entry for an edge space many translations drop.
    private func sourceFinding(
        _ pair: TranslationPair, counts: (count: Int, droppedLead: Int, droppedTrail: Int), lead: Bool, trail: Bool
    ) -> LintFinding {
        let (sourceLead, core, sourceTrail) = Self.split(pair.source.value)
        var parts: [String] = []
        if lead {
            parts.append(
                "the source starts with \(Self.describe(sourceLead)) that \(counts.droppedLead) of \(counts.count) translations drop")
        }
        if trail {
            parts.append(
                "the source ends with \(Self.describe(sourceTrail)) that \(counts.droppedTrail) of \(counts.count) translations drop")
        }
        return finding(
            pair.source, locale: pair.source.locale, message: parts.joined(separator: "; "),
            replacement: (lead ? "" : sourceLead) + core + (trail ? "" : sourceTrail), reason: "compared with its translations")
    }

    /// True when the text, without its edge spaces, is a sentence with letters that ends with its
    /// closing mark ("You’re protected! "), so nothing is meant to follow it on the same line.
    static func endsSentence(_ text: String) -> Bool {
        let core = split(text).1
        guard let last = core.last, ".!?。！？".contains(last) else { return false }
        return core.contains(where: \.isLetter) && !core.hasSuffix("...")
    }

    /// The source a translation is compared with: its table's key and text, the same for every locale.
    private static func groupID(_ pair: TranslationPair) -> String {
        pair.source.key + "\u{1F}" + (pair.source.context ?? "") + "\u{1F}" + pair.source.value
    }

    /// A problem with one edge, or nil when both have white space there or neither has, or when
    /// the locale's script does without the space.
    func compare(_ source: String, _ translation: String, edge: Character?, side: String, locale: String) -> String? {
        if source.isEmpty == translation.isEmpty { return nil }
        if translation.isEmpty {
            if let edge, Self.carriesOwnSpacing(edge, locale: locale) { return nil }
            // A Korean fragment that starts with a particle or suffix attaches to the word
            // before it ("%@님 외 %lld명", " and %lld others"): no space there is Korean grammar.
            if side == "starts", LocaleTag.language(of: locale) == "ko", let edge,
                let scalar = edge.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value)
            {
                return nil
            }
            return "the source \(side) with \(Self.describe(source)) but the \(locale) value does not"
        }
        // French typography puts a (no-break) space before ":", ";", "!", "?" and "»".
        if side == "starts", LocaleTag.language(of: locale) == "fr", let edge, ":;!?»".contains(edge) { return nil }
        // A locale that writes "50 %" puts its own space before a percent sign appended to a number.
        if side == "starts", edge == "%", Self.spacesBeforePercent(locale) { return nil }
        return "the \(locale) value \(side) with \(Self.describe(translation)) but the source does not"
    }

    /// Languages whose percent pattern puts a (no-break) space between number and "%": ICU 72
    /// (CLDR 42) `percentFormat` "#,##0 %" for these, e.g. cs "50 %", de "50 %", fr "50 %";
    /// eu writes "% 50", with the space after. Swiss German and Mexican Spanish write "50%".
    static let percentSpaceLanguages: Set<String> = [
        "be", "br", "ca", "cs", "da", "de", "es", "fi", "fo", "fr", "gl", "gsw", "hr", "hsb", "lb", "lt", "mk", "nb", "nn",
        "no", "ro", "ru", "se", "sk", "sl", "sv",
    ]

    /// True when `locale` writes a space before "%" (see `percentSpaceLanguages`).
    static func spacesBeforePercent(_ locale: String) -> Bool {
        let tag = locale.replacingOccurrences(of: "_", with: "-")
        if ["de-CH", "de-LI", "es-MX", "es-419", "es-US"].contains(tag) { return false }
        return percentSpaceLanguages.contains(LocaleTag.language(of: locale))
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
