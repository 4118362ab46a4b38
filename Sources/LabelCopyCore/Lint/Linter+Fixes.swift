import LabelCopyFormats

/// What `fix` writes: the suggested title for every source entry with a fixable finding, and the
/// cross-locale rules' corrections for translations.
extension Linter {
    /// The project rules whose replacements `fix` writes into translations, in the order their
    /// fixes compose: white space first (it restores the source's edges), then the ellipsis (it
    /// rewrites the end), then letter case (it changes letters only).
    public static let translationFixRules = ["whitespace-consistency", "ellipsis-consistency", "locale-case-style"]

    /// The new values for `file`'s entries: each source title that has at least one finding with a
    /// replacement gets the engine's suggestion (every mechanical fix at once). Entries the file
    /// cannot rewrite in place (binary files, catalog keys without a value) and those `fix` must
    /// never change (gettext msgids, XLIFF sources) are left out.
    public func plannedFixes(for file: LocalizationFile) -> [(entry: LocalizationEntry, newValue: String)] {
        guard file.document != nil else { return [] }
        let settings = settings(for: file.path)
        let style = FileStyle(file, lexicon: settings.engine.lexicon)
        let suppressions = SuppressionIndex(entries: file.entries)
        var changes: [(entry: LocalizationEntry, newValue: String)] = []
        for entry in file.entries where Self.canFix(entry) {
            guard let text = englishSourceText(of: entry, in: file), !style.isDeliberatelyLowercase(entry) else { continue }
            let judgement = style.refine(settings.judge(entry), for: entry)
            guard judgement.isTitle else { continue }
            let analysis = settings.engine.analyze(text, context: judgement.context)
            let fixable = analysis.findings.contains { finding in
                finding.replacement != nil
                    && !suppressions.isSuppressed(ruleID: finding.ruleID, entryKey: entry.key, location: entry.location)
            }
            guard analysis.suggestion != text, fixable else { continue }
            changes.append((entry, analysis.suggestion))
        }
        return changes
    }

    /// The new values for every file of a project, by path: source titles as `plannedFixes(for:)`
    /// gives them, then translations corrected by `translationFixRules`, compared with the
    /// already corrected sources so that one `fix` leaves nothing for the next `lint` to find.
    /// Only values a file can rewrite in place change (msgstr, `<target>`, translated values).
    /// Text in a pseudo-locale is left as it is, as `lint` does not check it (`withoutPseudoLocales`):
    /// its accents and padding are deliberate.
    public func plannedFixes(forProject files: [LocalizationFile]) -> [String: [(entry: LocalizationEntry, newValue: String)]] {
        let files = files.compactMap(Self.withoutPseudoLocales)
        var working = files
        for index in working.indices {
            let changes = plannedFixes(for: files[index])
            guard !changes.isEmpty else { continue }
            let newValues = Dictionary(changes.map { ($0.entry, $0.newValue) }, uniquingKeysWith: { first, _ in first })
            for entryIndex in working[index].entries.indices {
                if let newValue = newValues[files[index].entries[entryIndex]] {
                    working[index].entries[entryIndex].value = newValue
                }
            }
        }
        working = fixingTranslations(working)
        var result: [String: [(entry: LocalizationEntry, newValue: String)]] = [:]
        for (original, fixed) in zip(files, working) {
            // Two entries on one range (a plural's shared msgid) must not become two edits.
            var ranges: Set<Range<Int>> = []
            for (old, new) in zip(original.entries, fixed.entries) where old.value != new.value {
                guard let range = old.valueRange, ranges.insert(range).inserted else { continue }
                result[original.path, default: []].append((old, new.value))
            }
        }
        return result
    }

    /// True when `fix` may write a project rule's replacement into the entry: a translation
    /// (msgstr, `<target>`, a catalog's or a translated table's value) with a place in the file.
    static func canFixTranslation(_ entry: LocalizationEntry) -> Bool {
        !entry.isSource && entry.valueRange != nil
    }

    /// `files` with the translation fixes applied to their entries' values.
    ///
    /// Each pass runs the project rules (through `projectFindings`, so configuration and in-file
    /// suppressions count exactly as in `lint`) and gives every translation the replacement of
    /// the first rule in `translationFixRules` order that has one; the next pass sees the new
    /// value, so later rules compose with earlier ones. A value an entry already had is never
    /// written again, which ends any back-and-forth between rules.
    func fixingTranslations(_ files: [LocalizationFile]) -> [LocalizationFile] {
        var files = files
        let places = files.map { Self.translationPlaces($0) }
        guard places.contains(where: { !$0.isEmpty }) else { return files }
        let fileIndex = Dictionary(files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: [Int: [Int: Set<String>]] = [:]
        var scope = Array(files.indices)
        // One pass per rule, and one more for a rule whose fix undid an earlier one's edge.
        for _ in 0...Self.translationFixRules.count {
            let findings = projectFindings(scope.map { files[$0] })
            let picks = firstFixes(findings, files: files, places: places, fileIndex: fileIndex, seen: seen)
            guard !picks.isEmpty else { break }
            for (file, entries) in picks {
                for (entry, newValue) in entries {
                    let old = files[file].entries[entry].value
                    seen[file, default: [:]][entry, default: [old]].insert(newValue)
                    files[file].entries[entry].value = newValue
                }
            }
            // Later passes need only the changed translations and the files their sources come from.
            let sourceLanguage = defaultSettings.configuration?.sourceLanguage ?? "en"
            scope = files.indices.filter { index in
                picks[index] != nil || Self.definesSource(files[index]) || files[index].locale == sourceLanguage
            }
        }
        return files
    }

    /// For each file and entry, the replacement of the earliest rule in `translationFixRules`
    /// order among `findings`, leaving out values the entry already had.
    func firstFixes(
        _ findings: [LintFinding], files: [LocalizationFile], places: [[SourceLocation: [Int]]], fileIndex: [String: Int],
        seen: [Int: [Int: Set<String>]]
    ) -> [Int: [Int: String]] {
        var best: [Int: [Int: (rank: Int, value: String)]] = [:]
        for finding in findings {
            guard let rank = Self.translationFixRules.firstIndex(of: finding.ruleID), let replacement = finding.replacement,
                let file = fileIndex[finding.location.path],
                let entry = places[file][finding.location]?.first(where: { index in
                    files[file].entries[index].key == finding.key && files[file].entries[index].value == finding.value
                })
            else { continue }
            guard replacement != finding.value, seen[file]?[entry]?.contains(replacement) != true else { continue }
            if let current = best[file]?[entry], current.rank <= rank { continue }
            best[file, default: [:]][entry] = (rank, replacement)
        }
        return best.mapValues { entries in entries.mapValues(\.value) }
    }

    /// `findings` with the raw text and end of the value each translation fix replaces, for
    /// reporters that carry fixes (SARIF), as `check` gives them to the title rules' findings;
    /// a replacement `fix` would not write (at a source text, at a value with no single place to
    /// edit such as an XLIFF 2.0 target split over `<segment>`s or a binary file's, around a
    /// comment it cannot keep) is dropped, so that lint offers exactly what fix applies.
    static func withReplacementTexts(_ findings: [LintFinding], files: [LocalizationFile]) -> [LintFinding] {
        guard findings.contains(where: { $0.replacement != nil && translationFixRules.contains($0.ruleID) }) else { return findings }
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var places: [String: [SourceLocation: [Int]]] = [:]
        return findings.map { finding in
            guard let replacement = finding.replacement, translationFixRules.contains(finding.ruleID),
                let file = byPath[finding.location.path]
            else { return finding }
            var finding = finding
            let filePlaces = places[file.path] ?? translationPlaces(file, requiringDocument: false)
            places[file.path] = filePlaces
            guard
                let index = filePlaces[finding.location]?.first(where: { index in
                    file.entries[index].key == finding.key && file.entries[index].value == finding.value
                }),
                let range = file.entries[index].valueRange
            else {
                // No translation fix can write: a source text, a value with no place in the file.
                finding.replacement = nil
                return finding
            }
            // Read without its text (a lint that keeps no documents): nothing more to say.
            guard let document = file.document else { return finding }
            finding.replacementText = replacementText(replacement, for: file.entries[index], range: range, in: document)
            finding.endLocation = document.location(of: range.upperBound)
            // `fix` leaves a value it cannot write without losing a comment inside: no fix to offer.
            if finding.replacementText == nil { finding.replacement = nil }
            return finding
        }
    }

    /// The translations of `file` that `fix` may rewrite, by the location findings name them by;
    /// without `requiringDocument`, also in a file read without its text (entries of binary
    /// files have no `valueRange`, so they have no place either way).
    static func translationPlaces(_ file: LocalizationFile, requiringDocument: Bool = true) -> [SourceLocation: [Int]] {
        if requiringDocument && file.document == nil { return [:] }
        var places: [SourceLocation: [Int]] = [:]
        for (index, entry) in file.entries.enumerated() where canFixTranslation(entry) {
            guard let range = entry.valueRange, range.upperBound <= file.document?.bytes.count ?? Int.max else { continue }
            places[entry.location, default: []].append(index)
        }
        return places
    }
}
