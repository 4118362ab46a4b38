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
            let fallback = file.sourceLanguage ?? project.sourceLanguage
            if file.format == .gettext {
                guard let locale = file.locale else { continue }
                findings += checkGettext(file, coverage: lookup(locale))
                continue
            }
            for group in Self.groups(of: file, fallback: fallback) {
                if let finding = check(group, coverage: lookup(group.locale)) { findings.append(finding) }
            }
        }
        return findings
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

    /// One finding for a plural message whose categories differ from the locale's, or nil.
    func check(_ group: (locale: String, entries: [LocalizationEntry]), coverage: PluralCoverage) -> LintFinding? {
        guard let first = group.entries.first, !coverage.categories.isEmpty else { return nil }
        let present = Set(group.entries.compactMap(\.pluralCategory))
        let missing = coverage.categories.subtracting(present).sorted(by: Self.cldrOrder)
        let extra = present.subtracting(coverage.categories).subtracting(["zero"]).sorted(by: Self.cldrOrder)
        guard !missing.isEmpty || !extra.isEmpty else { return nil }
        var severity: Severity = extra.isEmpty ? .note : .warning
        var parts: [String] = []
        for category in missing {
            if !(coverage.examples[category] ?? []).isEmpty { severity = .error }
            parts.append("missing \(category) (\(coverage.numbers(of: category)))")
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
        guard let header = file.properties["Plural-Forms"], let count = Self.nplurals(header), !coverage.categories.isEmpty,
            let locale = file.locale
        else { return [] }
        let needed = coverage.integerCategories.count
        var findings: [LintFinding] = []
        if count != needed {
            let headerEntry = LocalizationEntry(
                key: "Plural-Forms", locale: locale, value: header, location: SourceLocation(path: file.path, line: 1, column: 1),
                format: .gettext, isSource: false)
            let names = coverage.integerCategories.sorted(by: Self.cldrOrder).joined(separator: ", ")
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
        for id in order {
            guard let (first, found) = variants[id], found != count else { continue }
            findings.append(
                finding(
                    first, locale: locale, severity: .error,
                    message: "message has \(found) msgstr forms, but Plural-Forms says nplurals=\(count) for \(locale)",
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
