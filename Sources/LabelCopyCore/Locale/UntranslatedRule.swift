import LabelCopyFormats
import LabelCopyText

/// A translation that repeats its source unchanged, or is empty where the source is not.
public struct UntranslatedRule: ProjectRule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "untranslated",
        summary: "Translations differ from the source text and are not empty",
        rationale: """
            A value identical to the source in another language is usually a string the translator never \
            reached, and an empty one shows nothing at all; Xcode marks both as needing work ("Localizing and \
            varying text with a string catalog"). Names, canonical terms, numbers and placeholders stay the \
            same in every language, and so do words most of a project's languages keep unchanged ("OK", \
            "Email"), so they are left alone, as are values marked not to be translated.
            """,
        defaultSeverity: .warning, examples: [])

    /// Keep quiet about a source text left unchanged in at least this share of the locales that
    /// translate it: the project's translators agree it is international.
    public var internationalShare: Double
    /// The lexicon whose canonical terms (product and feature names) are never translated.
    public var lexicon: Lexicon

    /// Creates the rule.
    public init(internationalShare: Double = 0.3, lexicon: Lexicon = .standard) {
        self.internationalShare = internationalShare
        self.lexicon = lexicon
    }

    /// Reports unchanged and empty translations.
    public func check(_ project: LocalizationProject) -> [LintFinding] {
        var findings: [LintFinding] = []
        var suspects: [Int] = []
        // Values are scanned first; a whole pair is read only when it may matter.
        for index in project.pairs.indices {
            let value = project.values[index]
            guard value.isEmpty || value == project.sourceValues[index] else { continue }
            let pair = project.pairs[index]
            guard isCandidate(pair, project) else { continue }
            if !value.isEmpty {
                suspects.append(index)
            } else if pair.source.value.contains(where: { !$0.isWhitespace }) {
                let message = "\(pair.locale) value is empty; the source is \"\(pair.source.value)\""
                findings.append(finding(pair, message: message, reason: "compared with the source text"))
            }
        }
        let counts = localeCounts(of: Set(suspects.map { project.pairs[$0].source.value }), in: project)
        var verdicts: [String: Bool] = [:]
        for index in suspects {
            let pair = project.pairs[index]
            let source = pair.source.value
            guard let (same, all) = counts[source] else { continue }
            if all >= 3 && Double(same) / Double(all) >= internationalShare { continue }
            if verdicts[source] == nil { verdicts[source] = needsTranslation(source) }
            guard verdicts[source] == true else { continue }
            let message = "\(pair.locale) value is identical to the source \"\(source)\" (unchanged in \(same) of \(all) locales)"
            findings.append(finding(pair, message: message, reason: "compared with the source text"))
        }
        return findings.sorted { $0.location < $1.location }
    }

    /// A translation the rule may judge: translatable, with a source, in another language.
    func isCandidate(_ pair: TranslationPair, _ project: LocalizationProject) -> Bool {
        pair.entry.translatable && pair.source.translatable && !pair.source.value.isEmpty
            && !LocaleTag.isVariant(pair.locale, of: pair.source.locale ?? project.sourceLanguage)
    }

    /// For each of `sources`: in how many locales a translation keeps it unchanged, of how many
    /// locales translate it at all.
    func localeCounts(of sources: Set<String>, in project: LocalizationProject) -> [String: (same: Int, all: Int)] {
        var locales: [String: (same: Set<String>, all: Set<String>)] = [:]
        guard !sources.isEmpty else { return [:] }
        for index in project.pairs.indices where sources.contains(project.sourceValues[index]) {
            let pair = project.pairs[index]
            guard !pair.entry.value.isEmpty, isCandidate(pair, project) else { continue }
            locales[pair.source.value, default: ([], [])].all.insert(pair.locale)
            if pair.entry.value == pair.source.value { locales[pair.source.value, default: ([], [])].same.insert(pair.locale) }
        }
        return locales.mapValues { ($0.same.count, $0.all.count) }
    }

    /// False for text that reads the same in every language: no letters, or only canonical terms,
    /// numbers, symbols, placeholders and markup.
    func needsTranslation(_ text: String) -> Bool {
        if lexicon.canonicalTerms[text.lowercased()] != nil { return false }
        // Abbreviations written in capitals with their punctuation ("N/A", "A-Z", "OK!").
        let letters = text.filter(\.isLetter)
        if letters.count >= 2 && letters.allSatisfy(\.isUppercase) && !text.contains(" ") { return false }
        let tokenization = Tokenizer.tokenize(text)
        for token in tokenization.tokens where token.kind == .word || token.kind == .compound {
            let word = tokenization.string(token)
            guard word.contains(where: \.isLetter) else { continue }
            if lexicon.canonicalTerms[word.lowercased()] == nil && !Self.isCode(word) { return true }
        }
        return false
    }

    /// Words that are codes rather than language: all capitals ("PDF", "URL"), or letters mixed
    /// with digits ("H264", "x86").
    static func isCode(_ word: String) -> Bool {
        let letters = word.filter(\.isLetter)
        if letters.count >= 2 && letters.allSatisfy(\.isUppercase) { return true }
        return word.contains(where: \.isNumber)
    }
}
