import LabelCopyFormats

/// A translation must fill the same format arguments as its source, with the same types.
public struct PlaceholderMismatchRule: ProjectRule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "placeholder-mismatch",
        summary: "Translations use the source's format placeholders: same count, types and names",
        rationale: """
            String(format:) and Android's getString(id, args) read arguments by the placeholders of the \
            translated format, so a translation that reads %d where the source passes an object, or an \
            argument that is not passed, crashes or shows garbage at run time (Apple, "String Format \
            Specifiers"; Android, "String resources: Formatting strings"). %ld and %lld read the same 64-bit \
            integer, %d a 32-bit one. Positional placeholders (%1$@, %2$@) may change order; counted ones may not. \
            A translation that only leaves out an argument loses information but reads nothing wrong: a warning.
            """,
        defaultSeverity: .error, examples: [])

    /// Creates the rule.
    public init() {}

    /// Compares the placeholders of every translation with its source's.
    public func check(_ project: LocalizationProject) -> [LintFinding] {
        var cache: [String: [FormatPlaceholder]] = [:]
        func placeholders(_ text: String) -> [FormatPlaceholder] {
            if let known = cache[text] { return known }
            let found = FormatPlaceholder.all(in: text)
            cache[text] = found
            return found
        }
        var findings: [LintFinding] = []
        var substitutions: [String: [FormatPlaceholder]]?
        // Values are scanned first; a whole pair is read only when it may matter.
        for index in project.pairs.indices {
            let sourceMay = FormatPlaceholder.mayContain(project.sourceValues[index])
            let translationMay = FormatPlaceholder.mayContain(project.values[index])
            if !sourceMay && !translationMay { continue }
            let pair = project.pairs[index]
            guard !pair.entry.value.isEmpty, pair.entry.value != pair.source.value else { continue }
            if pair.entry.properties["formatted"] == "false" || pair.source.properties["formatted"] == "false" { continue }
            // Source texts repeat once per locale, so they are read once; translations are read where they stand.
            var source = sourceMay ? placeholders(pair.source.value) : []
            let translation = translationMay ? FormatPlaceholder.all(in: pair.entry.value) : []
            if source.isEmpty && translation.isEmpty { continue }
            // Interface Builder titles are shown as written, never passed to String(format:), so a
            // "%" there is a literal percent sign unless the source itself formats the title.
            if source.isEmpty && (pair.entry.interfaceBuilderClass != nil || pair.source.interfaceBuilderClass != nil) {
                continue
            }
            // A catalog's key is the format the code passes arguments to ("%lld posts"), so a
            // translation may show an argument its source text leaves out.
            let variants = (pair.sourceVariants + (pair.entry.format == .xcstrings ? [pair.entry.key] : [])).map(placeholders)
            // A plural form is there to show a count, even where the English singular leaves it out
            // and the other English form is not at hand (a gettext catalog with one form).
            if pair.entry.pluralCategory != nil && source.isEmpty && variants.allSatisfy(\.isEmpty) { continue }
            // A plural variant may leave out the count ("one" → "One file"); only `other`, which
            // every language has, must show everything the source shows.
            // A locale with one plural form may write a substitution's variant directly ("%2$@명"
            // for "%#@followers@"), which reads the arguments the variants read.
            if source.contains(where: \.isSubstitution) && !translation.contains(where: \.isSubstitution) {
                if substitutions == nil { substitutions = Self.substitutionVariants(project) }
                source = Self.expand(source, key: pair.source.key, variants: substitutions ?? [:])
            }
            let requireAll = pair.entry.pluralCategory == nil || pair.entry.pluralCategory == "other"
            let problems = Self.problems(source: source, variants: variants, translation: translation, requireAll: requireAll)
            guard !problems.isEmpty else { continue }
            let message =
                "source has \(Self.describe(source)), \(pair.locale) has \(Self.describe(translation, noun: false)): "
                + problems.joined(separator: "; ")
            // An argument the translation leaves out is never read: the text loses information but
            // nothing misformats. Extra arguments and changed types read memory that is not there.
            let onlyMissing = problems.allSatisfy { $0.hasPrefix("missing ") }
            findings.append(
                finding(
                    pair, severity: onlyMissing ? .warning : nil, message: message,
                    reason: "compared with the source text of key '\(pair.entry.key)'"))
        }
        return findings
    }

    /// Source variants' placeholders by key and substitution variable ("key\u{1F}followers"),
    /// from the `other` variant where there is one; built once, only for projects that need it.
    static func substitutionVariants(_ project: LocalizationProject) -> [String: [FormatPlaceholder]] {
        var found: [String: (category: String, placeholders: [FormatPlaceholder])] = [:]
        for file in project.files {
            for entry in file.entries where entry.isSource {
                guard let variable = entry.pluralVariable, let category = entry.pluralCategory else { continue }
                let id = entry.key + "\u{1F}" + variable
                if let known = found[id], known.category == "other" || category != "other" { continue }
                found[id] = (category, FormatPlaceholder.all(in: entry.value))
            }
        }
        return found.mapValues(\.placeholders)
    }

    /// `source` with each `%#@name@` replaced by the placeholders its variants use: positional
    /// ones as written, the first counted one as the argument the substitution itself reads.
    static func expand(_ source: [FormatPlaceholder], key: String, variants: [String: [FormatPlaceholder]])
        -> [FormatPlaceholder]
    {
        source.flatMap { placeholder -> [FormatPlaceholder] in
            guard let name = placeholder.substitutionName, let inner = variants[key + "\u{1F}" + name], !inner.isEmpty
            else { return [placeholder] }
            var countedSeen = false
            return inner.compactMap { variant in
                if variant.isPositional { return variant }
                guard case .position = variant.slot, !countedSeen else { return nil }
                countedSeen = true
                var same = variant
                same.slot = placeholder.slot
                return same
            }
        }
    }

    /// What differs: missing and extra arguments, and arguments read as another type.
    static func problems(
        source: [FormatPlaceholder], variants: [[FormatPlaceholder]], translation: [FormatPlaceholder], requireAll: Bool
    ) -> [String] {
        let sourceSlots = slots(source)
        let translationSlots = slots(translation)
        var known = sourceSlots
        for variant in variants {
            for (slot, placeholders) in slots(variant) where known[slot] == nil { known[slot] = placeholders }
        }
        var problems: [String] = []
        if requireAll {
            let missing = sourceSlots.keys.filter { slot in
                (translationSlots[slot]?.count ?? 0) < (sourceSlots[slot]?.count ?? 0)
            }
            if !missing.isEmpty { problems.append("missing " + list(missing.sorted(), in: sourceSlots)) }
        }
        let sourceHasQt = known.keys.contains(where: isQtStyle)
        let extra = translationSlots.keys.filter { slot in
            // "%50" is how Turkish and Basque write fifty percent, not a Qt placeholder, unless the source uses them.
            guard sourceHasQt || !isQtStyle(slot) else { return false }
            return (translationSlots[slot]?.count ?? 0) > (known[slot]?.count ?? 0) && (requireAll || known[slot] == nil)
        }
        if !extra.isEmpty { problems.append("extra " + list(extra.sorted(), in: translationSlots)) }
        for slot in translationSlots.keys.sorted() {
            guard case .position(let position) = slot, let mine = translationSlots[slot]?.first, let type = mine.type else {
                continue
            }
            let expected = ([sourceSlots[slot]?.first] + variants.map { slots($0)[slot]?.first }).compactMap { $0 }
            guard let theirs = expected.first, let theirType = theirs.type, theirType != type,
                !expected.contains(where: { $0.type == type })
            else { continue }
            problems.append(
                "argument \(position) is \(theirs.text) (\(theirType)) in the source but \(mine.text) (\(type)) in the translation"
            )
        }
        return problems
    }

    /// True for a Qt-style positional name, `%1`.
    static func isQtStyle(_ slot: FormatPlaceholder.Slot) -> Bool {
        guard case .name(let name) = slot else { return false }
        return name.hasPrefix("%") && name.dropFirst().allSatisfy(\.isNumber)
    }

    /// Placeholders grouped by the argument they fill.
    static func slots(_ placeholders: [FormatPlaceholder]) -> [FormatPlaceholder.Slot: [FormatPlaceholder]] {
        Dictionary(grouping: placeholders, by: \.slot)
    }

    /// "2 placeholders (%1$@, %2$lld)", or "1 (%1$@)" without the noun; "none" when empty.
    static func describe(_ placeholders: [FormatPlaceholder], noun: Bool = true) -> String {
        if placeholders.isEmpty { return noun ? "no placeholders" : "none" }
        let name = noun ? (placeholders.count == 1 ? " placeholder" : " placeholders") : ""
        return "\(placeholders.count)\(name) (\(placeholders.map(\.text).joined(separator: ", ")))"
    }

    private static func list(_ slots: [FormatPlaceholder.Slot], in grouped: [FormatPlaceholder.Slot: [FormatPlaceholder]])
        -> String
    {
        slots.compactMap { grouped[$0]?.first?.text }.joined(separator: ", ")
    }
}
