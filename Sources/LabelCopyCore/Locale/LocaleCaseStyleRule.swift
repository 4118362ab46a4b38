import LabelCopyFormats
import LabelCopyText

/// English Title Case carried into a language whose interface uses sentence case.
public struct LocaleCaseStyleRule: ProjectRule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "locale-case-style",
        summary: "Titles in sentence-case languages are not written in English Title Case",
        rationale: """
            Title-style capitalization is an English convention (Apple HIG, "Writing"); French, Spanish, \
            Italian, Dutch, the Nordic and Slavic languages, Turkish and others capitalize only the first \
            word and names in interface text (Microsoft Localization Style Guides, "Capitalization"). A title \
            translated word for word with every word capitalized reads as a mistake there. The fix uses the \
            locale's own case mapping (CLDR/ICU: Turkish İ and ı, Dutch IJ).
            """,
        defaultSeverity: .warning, examples: [])

    /// Decides which source entries are titles.
    public var classifier: EntryClassifier
    /// Canonical terms keep their capitals.
    public var lexicon: Lexicon

    /// Creates the rule.
    public init(classifier: EntryClassifier = EntryClassifier(), lexicon: Lexicon = .standard) {
        self.classifier = classifier
        self.lexicon = lexicon
    }

    /// Reports Title Case titles in sentence-case locales, with a sentence-case replacement.
    public func check(_ project: LocalizationProject) -> [LintFinding] {
        var findings: [LintFinding] = []
        // Pairs come file by file, so the locale rarely changes from one to the next.
        var lastLocale = ""
        var sentenceCase = false
        for index in project.pairs.indices {
            if project.locales[index] != lastLocale {
                lastLocale = project.locales[index]
                sentenceCase = CaseStyleLocales.usesSentenceCase(lastLocale)
            }
            guard sentenceCase, Self.mayBeTitleCased(project.values[index]) else { continue }
            let pair = project.pairs[index]
            let value = pair.entry.value
            // A value left in English is the untranslated rule's finding, not a case-style one.
            guard value != pair.source.value, Self.looksTitleCased(value), pair.entry.translatable else { continue }
            let judgement = classifier.judge(pair.source)
            guard judgement.isTitle else { continue }
            let names = Self.namesInSource(pair.source.value)
            let fixed = SentenceCaser.sentenceCased(value, locale: pair.locale) { word in
                Self.isName(word, names: names) || lexicon.canonicalTerms[word.lowercased()] != nil
                    || UntranslatedRule.isCode(word)
            }
            guard fixed != value else { continue }
            let message = "\(pair.locale) writes titles in sentence case, not English Title Case: \"\(fixed)\""
            findings.append(finding(pair, message: message, replacement: fixed, reason: judgement.reason))
        }
        return findings
    }

    /// A quick look before tokenizing: at least two capitals follow something other than a letter.
    static func mayBeTitleCased(_ value: String) -> Bool {
        var capitals = 0
        var afterLetter = false
        for scalar in value.unicodeScalars {
            let isUppercase: Bool
            let isLetter: Bool
            if scalar.isASCII {
                isUppercase = (65...90).contains(scalar.value)
                isLetter = isUppercase || (97...122).contains(scalar.value)
            } else {
                let properties = scalar.properties
                isUppercase = properties.isUppercase
                isLetter = properties.isAlphabetic || properties.generalCategory == .nonspacingMark
            }
            if isUppercase && !afterLetter {
                capitals += 1
                if capitals == 2 { return true }
            }
            afterLetter = isLetter
        }
        return false
    }

    /// True when the value has two words or more and every word of three letters or more starts
    /// with a capital (shorter ones are often articles and prepositions a translator left small).
    static func looksTitleCased(_ value: String) -> Bool {
        guard value.unicodeScalars.contains(where: { $0.properties.isUppercase }) else { return false }
        let tokenization = Tokenizer.tokenize(value)
        var words = 0
        var long = 0
        for token in tokenization.tokens where token.kind == .word || token.kind == .compound {
            let word = tokenization.string(token)
            let letters = word.filter(\.isLetter)
            guard let first = letters.first else { continue }
            words += 1
            guard letters.count >= 3 else { continue }
            guard first.isUppercase else { return false }
            long += 1
        }
        return words >= 2 && long >= 2
    }

    /// True when `word` is one of the source's names, or one inflected ("Finderze" for "Finder"
    /// in Polish: a name of four letters or more that the word starts with).
    static func isName(_ word: String, names: Set<String>) -> Bool {
        if names.contains(word) { return true }
        return names.contains { $0.count >= 4 && word.hasPrefix($0) }
    }

    /// Words the source capitalizes after its first word: in a sentence-case source these are
    /// names; in a Title Case source they are every word, which the translation rarely repeats
    /// unless it is a name.
    static func namesInSource(_ source: String) -> Set<String> {
        let tokenization = Tokenizer.tokenize(source)
        var names: Set<String> = []
        var first = true
        for token in tokenization.tokens where token.kind == .word || token.kind == .compound {
            let word = tokenization.string(token)
            if !first, word.first?.isUppercase == true { names.insert(word) }
            first = false
        }
        return names
    }
}
