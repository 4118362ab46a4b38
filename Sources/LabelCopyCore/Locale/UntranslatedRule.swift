import Foundation
import LabelCopyFormats
import LabelCopyText

/// A translation that repeats its source unchanged, or is empty where the source is not.
public struct UntranslatedRule: ProjectRule {
    /// How the one finding standing for a whole unfinished file and locale ends: a report
    /// counts every value there identical to its source as untranslated.
    public static let unfinishedEnding = "the locale looks unfinished"

    /// The rule's description.
    public static let description = RuleDescription(
        id: "untranslated",
        summary: "Translations differ from the source text and are not empty",
        rationale: """
            A value identical to the source in another language is usually a string the translator never \
            reached, and an empty one shows nothing at all; Xcode marks both as needing work ("Localizing and \
            varying text with a string catalog"). Names, canonical terms, numbers and placeholders stay the \
            same in every language, and so do words most of a project's languages keep unchanged ("OK", \
            "Email"), so they are left alone, as are values marked not to be translated. One word kept in a \
            language written in Latin script is often that language's own word or a loanword ("Forums" in \
            Dutch, "Max" in French), so it is reported as a note rather than a warning.
            """,
        defaultSeverity: .warning, examples: [])

    /// Keep quiet about a source text left unchanged in at least this share of the well-translated
    /// locales that translate it: the project's careful translators agree it is international.
    public var internationalShare: Double
    /// A locale whose values differ from their source at least this often is well translated,
    /// and its choices count in the consensus above.
    public var wellTranslatedShare: Double
    /// The lexicon whose canonical terms (product and feature names) are never translated.
    public var lexicon: Lexicon

    /// Creates the rule.
    public init(internationalShare: Double = 0.3, wellTranslatedShare: Double = 0.85, lexicon: Lexicon = .standard) {
        self.internationalShare = internationalShare
        self.wellTranslatedShare = wellTranslatedShare
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
        return (findings + identicalFindings(suspects, in: project)).sorted { $0.location < $1.location }
    }

    /// Findings for values identical to their source: one per value, or one per file where most
    /// of a locale's values are identical (an unfinished locale is one finding, not hundreds).
    func identicalFindings(_ suspects: [Int], in project: LocalizationProject) -> [LintFinding] {
        let (counts, families) = localeCounts(of: Set(suspects.map { project.sourceValues[$0] }), in: project)
        var verdicts: [String: Bool] = [:]
        // The values still suspect, with the words of their source a locale may write as its own.
        var judged: [(index: Int, asked: [String]?)] = []
        var asked: [String: Set<String>] = [:]
        for index in suspects {
            let source = project.sourceValues[index]
            let (same, all) = counts[source] ?? (0, 0)
            if all >= 3 && Double(same) / Double(all) >= internationalShare { continue }
            let locale = project.locales[index]
            if keptInFamily(source, locale: locale, families: families) { continue }
            if verdicts[source] == nil { verdicts[source] = needsTranslation(source) }
            guard verdicts[source] == true else { continue }
            let words = LocaleVocabulary.askedWords(of: source)
            if let words { asked[locale, default: []].formUnion(words) }
            judged.append((index, words))
        }
        // Only the words asked about are counted, in the locales that ask.
        let vocabulary = LocaleVocabulary(project: project, asked: asked)
        var groups: [FileLocale: [Int]] = [:]
        var order: [FileLocale] = []
        for (index, words) in judged {
            // A word the locale writes in its own translated values is a loanword it uses.
            if let words, vocabulary.uses(words, locale: project.locales[index]) { continue }
            let group = FileLocale(fileIndex: project.pairs.fileIndex(at: index), locale: project.locales[index])
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(index)
        }
        let totals = pairCounts(in: project)
        var scripts: [String: Bool] = [:]
        var findings: [LintFinding] = []
        for group in order {
            let indices = groups[group] ?? []
            let total = totals[group] ?? indices.count
            if indices.count >= 10 && 2 * indices.count >= total, let first = indices.first {
                let pair = project.pairs[first]
                let message =
                    "\(group.locale) leaves \(indices.count) of \(total) values of this file identical to the source "
                    + "(first \"\(pair.source.value)\"): " + Self.unfinishedEnding
                findings.append(finding(pair, message: message, reason: "compared with the source text"))
                continue
            }
            for index in indices {
                let pair = project.pairs[index]
                let (same, all) = counts[pair.source.value] ?? (0, 0)
                let consensus = all == 0 ? "" : " (\(same) of \(all) well-translated locales keep it)"
                var message = "\(pair.locale) value is identical to the source \"\(pair.source.value)\"\(consensus)"
                // One word kept in a language written in Latin script is as often the language's own
                // word or loanword ("Forums" in Dutch, "Max" in French, "Media" in Polish) as a
                // string never reached: a note, where a word kept in another script stays a warning.
                let cognate = LocaleVocabulary.words(in: pair.source.value).count == 1 && latinScript(pair.locale, &scripts)
                if cognate { message += "; one word many Latin-script languages share may be right as it is" }
                findings.append(
                    finding(pair, severity: cognate ? .note : nil, message: message, reason: "compared with the source text"))
            }
        }
        return findings
    }

    /// `LocaleTag.isLatinScript`, asked once per locale.
    private func latinScript(_ locale: String, _ cache: inout [String: Bool]) -> Bool {
        if let known = cache[locale] { return known }
        let latin = LocaleTag.isLatinScript(locale)
        cache[locale] = latin
        return latin
    }

    /// How many non-empty translations each file holds per locale.
    func pairCounts(in project: LocalizationProject) -> [FileLocale: Int] {
        var totals: [FileLocale: Int] = [:]
        for index in project.pairs.indices where !project.values[index].isEmpty {
            totals[FileLocale(fileIndex: project.pairs.fileIndex(at: index), locale: project.locales[index]), default: 0] += 1
        }
        return totals
    }

    /// A translation the rule may judge: translatable, with a source, in another language.
    func isCandidate(_ pair: TranslationPair, _ project: LocalizationProject) -> Bool {
        pair.entry.translatable && pair.source.translatable && !pair.source.value.isEmpty
            && !LocaleTag.isVariant(pair.locale, of: pair.source.locale ?? project.sourceLanguage)
    }

    /// Which well-translated locales of one language family keep a source text, and which translate it.
    typealias FamilyLocales = [String: (same: Set<String>, all: Set<String>)]

    /// True when `source` is one word and at least `internationalShare` of the other
    /// well-translated locales of `locale`'s family keep it (at least two of them judge it): a
    /// cognate shared by Romance or Germanic languages only ("Notifications", "Position") is
    /// invisible to the overall share. Phrases are not cognates: a family that keeps a phrase
    /// has more often not reached it yet.
    func keptInFamily(_ source: String, locale: String, families: FamilyLocales) -> Bool {
        guard LocaleVocabulary.words(in: source).count == 1, let family = LanguageFamily.of(locale),
            let found = families[family + "\u{1F}" + source]
        else { return false }
        let all = found.all.subtracting([locale])
        let same = found.same.subtracting([locale])
        return all.count >= 2 && Double(same.count) >= internationalShare * Double(all.count)
    }

    /// For each of `sources`: in how many well-translated locales a translation keeps it
    /// unchanged, of how many such locales translate it, overall and per language family
    /// (keyed "family\u{1F}source"). Locales that leave much of the project untranslated say
    /// nothing about which words are international.
    func localeCounts(of sources: Set<String>, in project: LocalizationProject)
        -> (overall: [String: (same: Int, all: Int)], families: FamilyLocales)
    {
        var locales: [String: (same: Set<String>, all: Set<String>)] = [:]
        var families: FamilyLocales = [:]
        guard !sources.isEmpty else { return ([:], [:]) }
        let reliable = wellTranslatedLocales(in: project)
        for index in project.pairs.indices where sources.contains(project.sourceValues[index]) {
            guard reliable.contains(project.locales[index]) else { continue }
            let pair = project.pairs[index]
            guard !pair.entry.value.isEmpty, isCandidate(pair, project) else { continue }
            let same = pair.entry.value == pair.source.value
            locales[pair.source.value, default: ([], [])].all.insert(pair.locale)
            if same { locales[pair.source.value, default: ([], [])].same.insert(pair.locale) }
            guard let family = LanguageFamily.of(pair.locale) else { continue }
            families[family + "\u{1F}" + pair.source.value, default: ([], [])].all.insert(pair.locale)
            if same { families[family + "\u{1F}" + pair.source.value, default: ([], [])].same.insert(pair.locale) }
        }
        return (locales.mapValues { ($0.same.count, $0.all.count) }, families)
    }

    /// Adds one run of a locale's counts to the totals.
    private func add(_ counts: inout [String: (changed: Int, all: Int)], _ locale: String, _ changed: Int, _ all: Int) {
        guard all > 0 else { return }
        let previous = counts[locale] ?? (0, 0)
        counts[locale] = (previous.changed + changed, previous.all + all)
    }

    /// Locales in which at least `wellTranslatedShare` of the non-empty values differ from their source.
    func wellTranslatedLocales(in project: LocalizationProject) -> Set<String> {
        var counts: [String: (changed: Int, all: Int)] = [:]
        var locale = ""
        var changed = 0
        var all = 0
        // Pairs come file by file, so counts are gathered per run of one locale and added up.
        for index in project.values.indices {
            if project.locales[index] != locale {
                add(&counts, locale, changed, all)
                locale = project.locales[index]
                changed = 0
                all = 0
            }
            guard !project.values[index].isEmpty else { continue }
            all += 1
            if project.values[index] != project.sourceValues[index] { changed += 1 }
        }
        add(&counts, locale, changed, all)
        return Set(counts.filter { Double($0.value.changed) >= wellTranslatedShare * Double($0.value.all) }.keys)
    }

    /// False for text that reads the same in every language: no letters, or only canonical terms,
    /// numbers, symbols, placeholders and markup.
    func needsTranslation(_ text: String) -> Bool {
        if lexicon.canonicalTerms[text.lowercased()] != nil { return false }
        // A catalog substitution's `%arg` is a placeholder, not the word "rg" after `%a`.
        let text = text.contains("%arg") ? text.replacingOccurrences(of: "%arg", with: "") : text
        // Abbreviations written in capitals with their punctuation ("N/A", "A-Z", "OK!").
        let letters = text.filter(\.isLetter)
        if letters.count >= 2 && letters.allSatisfy(\.isUppercase) && !text.contains(" ") { return false }
        let tokenization = Tokenizer.tokenize(text)
        for token in tokenization.tokens where token.kind == .word || token.kind == .compound {
            let word = tokenization.string(token)
            // A lone letter is a unit or a label ("KB/s", "X"), not a word to translate.
            guard word.filter(\.isLetter).count >= 2 else { continue }
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
