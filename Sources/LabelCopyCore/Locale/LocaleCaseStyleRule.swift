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
            Italian, European Portuguese, Dutch, the Nordic and Slavic languages, Greek and others capitalize only \
            the first word and names in interface text (Microsoft Localization Style Guides, "Capitalization"); \
            Brazilian Portuguese, Turkish and Indonesian, whose Apple interfaces capitalize every word, are not \
            judged. A title \
            translated word for word with every word capitalized reads as a mistake there. The fix uses the \
            locale's own case mapping (CLDR/ICU: Azerbaijani İ and ı, Dutch IJ).
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
        var significant: Set<String>?
        // File index → the words its own sentences treat as names, found when first needed.
        var fileNames: [Int: Set<String>] = [:]
        // Pairs come file by file, so the locale rarely changes from one to the next.
        var lastLocale = ""
        var sentenceCase = false
        var latinScript = true
        let stems = Self.termStems(lexicon)
        for index in project.pairs.indices {
            if project.locales[index] != lastLocale {
                lastLocale = project.locales[index]
                sentenceCase = CaseStyleLocales.usesSentenceCase(lastLocale)
                latinScript = !sentenceCase || LocaleTag.isLatinScript(lastLocale)
            }
            guard sentenceCase, Self.mayBeTitleCased(project.values[index]) else { continue }
            let pair = project.pairs[index]
            let value = pair.entry.value
            // A value left in English is the untranslated rule's finding, not a case-style one.
            guard value != pair.source.value, Self.looksTitleCased(value), pair.entry.translatable else { continue }
            let judgement = classifier.judge(pair.source)
            guard judgement.isTitle else { continue }
            if significant == nil { significant = Self.significantCapitals(in: project) }
            var names = Self.names(in: pair.source.value, translation: value, significant: significant ?? [], lexicon: lexicon)
            let fileIndex = project.pairs.links[index].file
            if fileNames[fileIndex] == nil { fileNames[fileIndex] = Self.namesInSentences(of: project.files[fileIndex]) }
            names.formUnion(fileNames[fileIndex] ?? [])
            let slashStarts = Self.capitalizesAfterSlash(pair.source.value)
            let fixed = SentenceCaser.sentenceCased(value, locale: pair.locale, newWordAfterSlash: slashStarts) { word in
                Self.isName(word, names: names) || Self.isCanonical(word, lexicon: lexicon, stems: stems)
                    || UntranslatedRule.isCode(word)
                    // A word in Latin letters among Cyrillic or Greek ones is a name kept in English
                    // ("Убрать в Dock", "Форумы Transmission").
                    || (!latinScript && ByteCase.isLatin(word))
            }
            guard fixed != value else { continue }
            // The sentence-case text travels in the replacement, which reporters show after the message.
            let message = "\(pair.locale) writes titles in sentence case, not English Title Case."
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

    /// True when the value has two words or more, not all in capitals, and every word of three
    /// letters or more starts with a capital (shorter ones are often articles and prepositions a translator left small).
    static func looksTitleCased(_ value: String) -> Bool {
        guard value.unicodeScalars.contains(where: { $0.properties.isUppercase }) else { return false }
        // All capitals ("ПОКАЗАТЬ В FINDER") is a deliberate style, not English Title Case.
        guard value.unicodeScalars.contains(where: { $0.properties.isLowercase }) else { return false }
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

    /// The names a translation of `source` may keep capitalized: in a sentence-case source, every
    /// word it capitalizes after the first; in a Title Case source, where every word is
    /// capitalized, only those the project capitalizes mid-sentence elsewhere (`significant`)
    /// and those that are no ordinary English word ("Chrome", "Transmission"), the first included
    /// ("Transmission Help" → "Ajuda do Transmission").
    /// Capitalized source words the translation keeps as a run of two or more ("Touch Bar",
    /// "Picture in Picture") are a name the translator left in English, whatever the words.
    static func names(in source: String, translation: String, significant: Set<String>, lexicon: Lexicon) -> Set<String> {
        let capitalized = namesInSource(source)
        guard looksTitleCased(source) else { return capitalized }
        var candidates = capitalized
        if let first = firstWord(of: source) { candidates.insert(first) }
        var names = candidates.filter { significant.contains($0) || !isOrdinaryWord($0, lexicon: lexicon) }
        // Whole words only: "Video Panel" is not kept in "Video Panelini" (Turkish, "the panel").
        let translated = words(of: translation)
        let kept = Set(zip(translated, translated.dropFirst()).map { $0 + " " + $1 })
        let words = words(of: source)
        for (left, right) in zip(words, words.dropFirst()) where kept.contains(left + " " + right) {
            for word in [left, right] where word.first?.isUppercase == true { names.insert(word) }
        }
        return names
    }

    /// True when the lexicon knows `word` as an ordinary English word (noun, verb, adjective or
    /// function word), plural "-s" and "-es" forms included: a Title Case capital on it is style.
    static func isOrdinaryWord(_ word: String, lexicon: Lexicon) -> Bool {
        let lower = word.lowercased()
        var forms = [lower]
        if lower.hasSuffix("s") { forms.append(String(lower.dropLast())) }
        if lower.hasSuffix("es") { forms.append(String(lower.dropLast(2))) }
        return forms.contains { form in
            lexicon.nouns.contains(form) || lexicon.verbs[form] != nil || lexicon.adjectives.contains(form)
                || lexicon.prepositions.contains(form) || lexicon.articles.contains(form) || lexicon.determiners.contains(form)
                || lexicon.pronouns.contains(form) || lexicon.particles.contains(form) || lexicon.participles.contains(form)
                || lexicon.conjunctions[form] != nil
        }
    }

    /// True for a canonical term, or one inflected: a term of four letters or more the word
    /// starts with ("Firefoxu" for "Firefox"), or one of six or more whose last letter the
    /// ending replaces ("Firefoksie" in Polish, "Chromu" in Slovenian). Only product names are
    /// matched so loosely: an ordinary name's cognates ("Playlisty" for "Playlist") are words.
    static func isCanonical(_ word: String, lexicon: Lexicon, stems: [String: Int] = [:]) -> Bool {
        let lower = word.lowercased()
        if lexicon.canonicalTerms[lower] != nil { return true }
        guard lower.count > 4 else { return false }
        var prefix = ""
        for character in lower.dropLast() {
            prefix.append(character)
            if prefix.count >= 4, lexicon.canonicalTerms[prefix] != nil { return true }
            // The term with its last letter changed, and an ending no longer than three letters
            // ("Firefoksie"; not "Chromatyczny", another word).
            if prefix.count >= 5, let length = stems[prefix], lower.count <= length + 3 { return true }
        }
        return false
    }

    /// Each canonical term of six letters or more without its last letter ("firefo" of
    /// "Firefox"), lowercased, with the term's length, for `isCanonical`'s inflected forms.
    static func termStems(_ lexicon: Lexicon) -> [String: Int] {
        var stems: [String: Int] = [:]
        // Official spellings only: another spelling ("appletv" of "Apple TV") is no word's stem.
        for (term, official) in lexicon.canonicalTerms where term.count >= 6 && term.allSatisfy(\.isLetter) {
            guard term == official.text.lowercased() else { continue }
            stems[String(term.dropLast())] = term.count
        }
        return stems
    }

    /// Words the project's sentence-case source values capitalize after their first word
    /// ("Show in Finder", "Quit Transmission now"), and the app's own names (CFBundleName,
    /// CFBundleDisplayName): the capitals that mean a name, not a title's style.
    static func significantCapitals(in project: LocalizationProject) -> Set<String> {
        var names: Set<String> = []
        var seen: Set<String> = []
        for file in project.files {
            for entry in file.entries where entry.isSource {
                if entry.key == "CFBundleName" || entry.key == "CFBundleDisplayName" {
                    names.formUnion(words(of: entry.value))
                    continue
                }
                guard seen.insert(entry.value).inserted, mayBeTitleCased(entry.value), !looksTitleCased(entry.value)
                else { continue }
                names.formUnion(namesInSource(entry.value, stopAtSentences: true))
            }
        }
        return names
    }

    /// Words a translated file's own sentences capitalize after their first word at least twice
    /// and more often than they write them in lower case: the locale's names for things
    /// (Spanish "mover a la Papelera", "abrir con Vista Rápida": Apple's names for Trash and Quick
    /// Look), which its titles keep capitalized too. Title Case values are not read: every word
    /// is capitalized there.
    static func namesInSentences(of file: LocalizationFile) -> Set<String> {
        var capitalized: [String: Int] = [:]
        var lowercase: [Substring: Int] = [:]
        for entry in file.entries where !entry.isSource {
            let value = entry.value
            // Lower-case uses are counted everywhere, cheaply, on runs of letters.
            var lower = 0
            var upper = 0
            for (position, word) in value.split(whereSeparator: { !$0.isLetter }).enumerated() where word.count >= 4 {
                if word.first?.isLowercase == true {
                    lowercase[word, default: 0] += 1
                    lower += 1
                } else if position > 0 {
                    upper += 1
                }
            }
            // A sentence, where capitals are the exception: in a file whose translator capitalizes
            // most words everywhere, a capital says nothing.
            guard lower > upper, mayBeTitleCased(value) else { continue }
            for word in namesInSource(value, stopAtSentences: true) { capitalized[word, default: 0] += 1 }
        }
        var names: Set<String> = []
        for (word, count) in capitalized where count >= 2 {
            if count > lowercase[Substring(word.lowercased()), default: 0] { names.insert(word) }
        }
        return names
    }

    /// True when the source writes a capital right after a "/" ("Pause/Resume"): two titles, so
    /// the translation's word after "/" starts a new one. A source without "/" says nothing, and
    /// a translation that writes one ("Zoom" → "Palielināt/Samazināt") joins two titles.
    static func capitalizesAfterSlash(_ source: String) -> Bool {
        guard source.contains("/") else { return true }
        var afterSlash = false
        for character in source {
            if afterSlash && character.isLetter { return character.isUppercase }
            afterSlash = character == "/" || (afterSlash && character == " ")
        }
        return false
    }

    /// The first word of `text`, if any.
    private static func firstWord(of text: String) -> String? {
        words(of: text).first
    }

    /// The words of `text` as the tokenizer reads them.
    private static func words(of text: String) -> [String] {
        let tokenization = Tokenizer.tokenize(text)
        return tokenization.tokens.filter { $0.kind == .word || $0.kind == .compound }.map { tokenization.string($0) }
            .filter { $0.contains(where: \.isLetter) }
    }

    /// Words the source capitalizes after its first word: in a sentence-case source these are
    /// names; in a Title Case source they are every word, which the translation rarely repeats
    /// unless it is a name. With `stopAtSentences`, the first word after ". ", "! " or "? "
    /// starts a sentence again.
    static func namesInSource(_ source: String, stopAtSentences: Bool = false) -> Set<String> {
        let tokenization = Tokenizer.tokenize(source)
        var names: Set<String> = []
        var first = true
        for token in tokenization.tokens {
            let word = tokenization.string(token)
            if token.kind == .word || token.kind == .compound {
                if !first, word.first?.isUppercase == true { names.insert(word) }
                first = false
            } else if stopAtSentences && (word == "." || word == "!" || word == "?" || word == "\n") {
                first = true
            }
        }
        return names
    }
}
