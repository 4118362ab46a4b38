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
        let candidates = project.pairs.filter { pair in
            pair.entry.translatable && pair.source.translatable && !pair.source.value.isEmpty
                && !LocaleTag.isVariant(pair.locale, of: pair.source.locale ?? project.sourceLanguage)
        }
        // How many locales keep each source text unchanged, of how many translate it.
        var kept: [String: (same: Set<String>, all: Set<String>)] = [:]
        for pair in candidates where !pair.entry.value.isEmpty {
            kept[pair.source.value, default: ([], [])].all.insert(pair.locale)
            if pair.entry.value == pair.source.value { kept[pair.source.value, default: ([], [])].same.insert(pair.locale) }
        }
        var findings: [LintFinding] = []
        var verdicts: [String: Bool] = [:]
        for pair in candidates {
            let source = pair.source.value
            if pair.entry.value.isEmpty {
                if source.contains(where: { !$0.isWhitespace }) {
                    let message = "\(pair.locale) value is empty; the source is \"\(source)\""
                    findings.append(finding(pair, message: message, reason: "compared with the source text"))
                }
                continue
            }
            guard pair.entry.value == source, let counts = kept[source] else { continue }
            let share = Double(counts.same.count) / Double(max(counts.all.count, 1))
            if counts.all.count >= 3 && share >= internationalShare { continue }
            if verdicts[source] == nil { verdicts[source] = needsTranslation(source) }
            guard verdicts[source] == true else { continue }
            let message =
                "\(pair.locale) value is identical to the source \"\(source)\" "
                + "(unchanged in \(counts.same.count) of \(counts.all.count) locales)"
            findings.append(finding(pair, message: message, reason: "compared with the source text"))
        }
        return findings
    }

    /// False for text that reads the same in every language: no letters, or only canonical terms,
    /// numbers, symbols, placeholders and markup.
    func needsTranslation(_ text: String) -> Bool {
        if lexicon.canonicalTerms[text.lowercased()] != nil { return false }
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
