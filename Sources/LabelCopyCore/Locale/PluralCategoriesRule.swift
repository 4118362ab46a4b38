import LabelCopyFormats

/// Plural variants cover the categories CLDR gives the locale, and no others.
public struct PluralCategoriesRule: ProjectRule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "plural-categories",
        summary: "Plural variants match the locale's CLDR plural categories",
        rationale: """
            Foundation and Android pick a plural variant by the CLDR plural rules of the user's language \
            (Unicode CLDR, "Language Plural Rules"). A category the language needs but the table lacks \
            falls back to `other`, showing "2 файлов" in Russian; a category the language never uses is \
            dead text. Apple accepts `zero` in any language ("Localizing strings that contain plurals"). \
            gettext chooses msgstr[n] by the catalog's Plural-Forms, whose nplurals must match the language.
            """,
        defaultSeverity: .error, examples: [])

    /// Creates the rule.
    public init() {}

    /// Checks every plural message of every file once.
    public func check(_ project: LocalizationProject) -> [LintFinding] {
        var coverage: [String: PluralCoverage] = [:]
        func lookup(_ locale: String) -> PluralCoverage {
            if let known = coverage[locale] { return known }
            let computed = PluralCoverage(locale: locale)
            coverage[locale] = computed
            return computed
        }
        var findings: [LintFinding] = []
        for file in project.files {
            // Xcode writes every category into every locale of an intent definition's strings.
            if file.path.hasSuffix("/Intents.stringsdict") || file.path == "Intents.stringsdict" { continue }
            let fallback = file.sourceLanguage ?? project.sourceLanguage
            if file.format == .gettext {
                guard let locale = file.locale else { continue }
                findings += checkGettext(file, coverage: lookup(locale))
                continue
            }
            var fileFindings: [LintFinding] = []
            for group in Self.groups(of: file, fallback: fallback) {
                let wholeCounts = file.format == .androidXML || Self.countsWholeNumbers(group.entries)
                let android = file.format == .androidXML
                let isSource = LocaleTag.language(of: group.locale) == LocaleTag.language(of: fallback)
                if let finding = check(
                    group, coverage: lookup(group.locale), wholeCounts: wholeCounts, android: android, isSource: isSource)
                {
                    fileFindings.append(finding)
                }
            }
            findings += Self.foldingNotes(fileFindings)
        }
        return findings
    }

    /// The same note for many messages of one file (every French plural lacking `many`, which only
    /// a million takes) is one decision for the file: reported once, at its first message, with
    /// the count, instead of once per message.
    static func foldingNotes(_ findings: [LintFinding]) -> [LintFinding] {
        var firstIndex: [String: Int] = [:]
        var counts: [String: Int] = [:]
        var kept: [LintFinding] = []
        for finding in findings {
            guard finding.severity == .note, let separator = finding.message.range(of: ": ", options: .backwards) else {
                kept.append(finding)
                continue
            }
            let what = (finding.locale ?? "") + "\u{1F}" + finding.message[separator.upperBound...]
            if firstIndex[what] == nil {
                firstIndex[what] = kept.count
                kept.append(finding)
            }
            counts[what, default: 0] += 1
        }
        for (what, index) in firstIndex {
            guard let count = counts[what], count > 1 else { continue }
            kept[index].message += " (and \(count - 1) more plural message\(count == 2 ? "" : "s") in this file)"
        }
        return kept
    }

    /// The plural messages of a file: variants of one key, variable, device and locale.
    static func groups(of file: LocalizationFile, fallback: String) -> [(locale: String, entries: [LocalizationEntry])] {
        var order: [VariantKey] = []
        var grouped: [VariantKey: (locale: String, entries: [LocalizationEntry])] = [:]
        for entry in file.entries where entry.pluralCategory != nil {
            var locale = LocalizationProject.locale(of: entry, in: file) ?? fallback
            if locale == "Base" { locale = fallback }
            let id = VariantKey(scope: locale, message: EntryIdentity(entry, category: nil))
            if grouped[id] == nil {
                order.append(id)
                grouped[id] = (locale, [])
            }
            grouped[id]?.entries.append(entry)
        }
        return order.compactMap { grouped[$0] }
    }

    /// Categories older CLDR data gave a language (he `many` for 20, 30, … before CLDR 42): ICU
    /// before 72, on Android before 14, still selects them, so a table that keeps them is not wrong.
    static let legacyCategories: [String: Set<String>] = ["he": ["many"], "iw": ["many"]]

    /// True when the message's count is a whole number: its value type is an integer
    /// (`NSStringFormatValueTypeKey` `d`, `ld`, `u`…), or its variants read it with an integer specifier.
    static func countsWholeNumbers(_ entries: [LocalizationEntry]) -> Bool {
        if let type = entries.lazy.compactMap({ $0.properties["NSStringFormatValueTypeKey"] }).first {
            return ["int", "int64", "short", "char"].contains(FormatPlaceholder.typeClass(of: type))
        }
        let types = Set(entries.flatMap { FormatPlaceholder.all(in: $0.value).compactMap(\.type) })
        let integers: Set<String> = ["int", "int64", "short", "char"]
        return !types.isDisjoint(with: integers) && types.isDisjoint(with: ["double", "long double"])
    }

    /// One finding for a plural message whose categories differ from the locale's, or nil. With
    /// `wholeCounts`, a category only decimals reach is not needed; on Android, a category older
    /// CLDR data gave the language may stay.
    func check(
        _ group: (locale: String, entries: [LocalizationEntry]), coverage: PluralCoverage, wholeCounts: Bool = false,
        android: Bool = false, isSource: Bool = false
    ) -> LintFinding? {
        guard let first = group.entries.first, coverage.isKnown else { return nil }
        let present = Set(group.entries.compactMap(\.pluralCategory))
        // Variants that are all empty show nothing in any category: a placeholder variable, not text.
        let showsText = group.entries.contains { !$0.value.allSatisfy(\.isWhitespace) }
        let missing = coverage.categories.subtracting(present).filter { showsText && !(wholeCounts && coverage.isDecimalOnly($0)) }
            .sorted(by: Self.cldrOrder)
        let legacy = android ? Self.legacyCategories[LocaleTag.language(of: group.locale)] ?? [] : []
        // A source-language table that lists every category is a template for translators, not dead text.
        let extra =
            isSource
            ? [] : present.subtracting(coverage.categories).subtracting(["zero"]).subtracting(legacy).sorted(by: Self.cldrOrder)
        guard !missing.isEmpty || !extra.isEmpty else { return nil }
        var texts: [String: String] = [:]
        for entry in group.entries { if let category = entry.pluralCategory { texts[category] = entry.value } }
        // An extra variant written as `other` is never shown and changes nothing if it were:
        // tidying, a note (Japanese "%lld 件" under both one and other).
        let harmlessExtra = extra.allSatisfy { texts[$0] != nil && texts[$0] == texts["other"] }
        var severity: Severity = extra.isEmpty || harmlessExtra ? .note : .warning
        var parts: [String] = []
        // Where whole numbers never reach `other` (pl, ru, uk: it is for fractions), a message
        // lacking only `many` shows `other` for 0, 5, 6…: translators write the many form there,
        // and then every count reads right. Likely deliberate, so a warning, not an error.
        let otherStandsIn = missing == ["many"] && present.contains("few") && coverage.examples["other"] == nil
            && coverage.categories.contains("other")
        if otherStandsIn && extra.isEmpty {
            // An `other` written differently from `one` and `few` is the many form ("%d plików"
            // beside "%d plik", "%d pliki"): every whole count reads right.
            if let other = texts["other"], other != texts["few"], other != texts["one"] { return nil }
        }
        for category in missing {
            if !(coverage.examples[category] ?? []).isEmpty { severity = otherStandsIn ? max(severity, .warning) : .error }
            var part = "missing \(category) (\(coverage.numbers(of: category)))"
            if otherStandsIn {
                part += ", which then show the other variant, written as the few or one variant is"
            }
            parts.append(part)
        }
        if !extra.isEmpty { parts.append("extra \(extra.joined(separator: ", ")), which \(group.locale) never uses") }
        let variable = first.pluralVariable.map { " variable '\($0)'" } ?? ""
        let message =
            "\(group.locale) needs \(coverage.categories.sorted(by: Self.cldrOrder).joined(separator: ", ")); "
            + "plural\(variable) has \(present.sorted(by: Self.cldrOrder).joined(separator: ", ")): "
            + parts.joined(separator: "; ")
        return finding(
            first, locale: group.locale, severity: severity, message: message, reason: "CLDR plural rules for \(group.locale)")
    }

    /// gettext: `nplurals` against the integer categories, and every plural message's msgstr count.
    func checkGettext(_ file: LocalizationFile, coverage: PluralCoverage) -> [LintFinding] {
        guard let header = file.properties["Plural-Forms"], let count = Self.nplurals(header), coverage.isKnown,
            let locale = file.locale
        else { return [] }
        // An older header counts the categories small numbers take (it: 2); a CLDR 42 one also
        // counts the category of a million (it: 3, "n % 1000000 == 0"). Both are right.
        let fewest = coverage.integerCategories.count
        let legacy = Self.legacyCategories[LocaleTag.language(of: locale)]?.subtracting(coverage.categories).count ?? 0
        // Some tools count every CLDR category, decimals' included (ru, uk, pl, cs: 4), and give the
        // extra form to fractions: also right.
        let most = max(coverage.allIntegerCategories.count + legacy, coverage.categories.count)
        let needed = count < fewest ? fewest : coverage.allIntegerCategories.count
        var findings: [LintFinding] = []
        if count < fewest || count > most {
            let headerEntry = LocalizationEntry(
                key: "Plural-Forms", locale: locale, value: header, location: SourceLocation(path: file.path, line: 1, column: 1),
                format: .gettext, isSource: false)
            let categories = count < fewest ? coverage.integerCategories : coverage.allIntegerCategories
            let names = categories.sorted(by: Self.cldrOrder).joined(separator: ", ")
            findings.append(
                finding(
                    headerEntry, locale: locale, severity: count < needed ? .error : .warning,
                    message: "Plural-Forms has nplurals=\(count), but whole numbers in \(locale) take \(needed) forms (\(names))",
                    reason: "CLDR plural rules for \(locale)"))
        }
        var variants: [String: (first: LocalizationEntry, count: Int)] = [:]
        var order: [String] = []
        for entry in file.entries where entry.pluralCategory != nil {
            let id = (entry.context ?? "") + "\u{1F}" + entry.key
            if variants[id] == nil { order.append(id) }
            variants[id, default: (entry, 0)].count += 1
        }
        // Messages with the same wrong number of forms share one cause (a header or a merge that
        // changed nplurals): one finding, at the first of them, with their count.
        var mismatched: [Int: (first: LocalizationEntry, messages: Int)] = [:]
        var mismatchOrder: [Int] = []
        for id in order {
            guard let (first, found) = variants[id], found != count else { continue }
            if mismatched[found] == nil { mismatchOrder.append(found) }
            mismatched[found, default: (first, 0)].messages += 1
        }
        for found in mismatchOrder {
            guard let (first, messages) = mismatched[found] else { continue }
            let others = messages > 1 ? " (and \(messages - 1) more message\(messages == 2 ? "" : "s") in this file)" : ""
            findings.append(
                finding(
                    first, locale: locale, severity: .error,
                    message: "message has \(found) msgstr forms, but Plural-Forms says nplurals=\(count) for \(locale)\(others)",
                    reason: "the catalog's Plural-Forms header"))
        }
        return findings
    }

    /// The `nplurals` of a Plural-Forms header ("nplurals=3; plural=…" → 3).
    static func nplurals(_ header: String) -> Int? {
        guard let range = header.range(of: "nplurals") else { return nil }
        let rest = header[range.upperBound...].drop(while: { $0 == " " || $0 == "=" })
        return Int(rest.prefix(while: \.isNumber))
    }

    /// zero, one, two, few, many, other: the order CLDR lists them in.
    static func cldrOrder(_ lhs: String, _ rhs: String) -> Bool {
        let order = ["zero", "one", "two", "few", "many", "other"]
        return (order.firstIndex(of: lhs) ?? 6, lhs) < (order.firstIndex(of: rhs) ?? 6, rhs)
    }
}
