import LabelCopyFormats
import LabelCopyText

extension TruncationRiskRule {
    /// The rule's core, a pure function: findings for one source title and its translations in
    /// `context`, using `observed` expansion per locale where it has enough samples; with
    /// `predicting`, also a prediction for the target locales not yet translated.
    public func check(
        source: LocalizationEntry, translations: [TranslationPair], context: UIContext,
        observed: [String: ObservedExpansion] = [:], reason: String = "a title", predicting: Bool = true
    ) -> [LintFinding] {
        check(
            source: source, translations: translations, placement: TitlePlacement(context: context), observed: observed,
            reason: reason, predicting: predicting)
    }

    /// The same check in a placement: a context, or a context with a configured width.
    public func check(
        source: LocalizationEntry, translations: [TranslationPair], placement: TitlePlacement,
        observed: [String: ObservedExpansion] = [:], reason: String = "a title", predicting: Bool = true
    ) -> [LintFinding] {
        let context = placement.context
        let size = context.textSize(dynamicType)
        let budget = placement.budget(widthClass)
        let sourceWidth = TitleWidth(source.value, size: size, weight: context.weight, measurer: measurer).points
        var findings: [LintFinding] = []
        for pair in translations where !pair.entry.value.isEmpty {
            let measured = TitleWidth(pair.entry.value, size: size, weight: context.weight, measurer: measurer)
            let width = measured.points
            let verdict = TruncationVerdict(width: width, budget: budget, margin: margin)
            // Budgets are estimates of the room a control has: only a title over its budget is
            // worth a finding; one merely close to it is left alone, and so is one over it by
            // less than the width model's own error (`measurementTolerance`).
            guard verdict == .likelyTruncated, width > budget * (1 + Self.measurementTolerance) else { continue }
            // A width that rounds to its budget is written to a tenth of a point, both of them,
            // so the message never says "186 pt, allows 186 pt … likely truncated".
            let precise = points(width) == points(placement.budget(widthClass))
            var message = "\(pair.locale): '\(pair.entry.value)' is \(points(width, precise: precise))"
            message += (measured.omitsPlaceholders ? " without its placeholders" : "") + " \(sizeText(context, measured)), the "
            message += budgetText(placement, precise: precise) + " ("
            message += verdict.rawValue
            if sourceWidth > 0 {
                message +=
                    "; the source '\(source.value)' is \(points(sourceWidth)), ×\(ExpansionEstimate.format(width / sourceWidth))"
            }
            message += ")"
            findings.append(
                finding(pair, severity: Self.severity(in: placement), message: message, reason: reason))
        }
        if predicting,
            let prediction = predict(
                source: source, translated: Set(translations.map { $0.locale }), placement: placement, observed: observed,
                reason: reason)
        {
            findings.append(prediction)
        }
        return findings
    }

    /// One finding on the source listing the target locales not yet translated whose predicted
    /// width is over or near the budget; nil when all are predicted to fit.
    func predict(
        source: LocalizationEntry, translated: Set<String>, placement: TitlePlacement, observed: [String: ObservedExpansion],
        reason: String
    ) -> LintFinding? {
        guard !source.value.isEmpty else { return nil }
        let context = placement.context
        let size = context.textSize(dynamicType)
        let budget = placement.budget(widthClass)
        let measured = TitleWidth(source.value, size: size, weight: context.weight, measurer: measurer)
        let width = measured.points
        guard width > 0 else { return nil }
        let characters = Graphemes.count(source.value)
        let done = Set(translated.map(Self.normalized))
        var truncated: [String] = []
        var atRisk: [String] = []
        for locale in expansion.targetLocales where !done.contains(Self.normalized(locale)) {
            guard
                let estimate = ExpansionEstimate.make(
                    locale: locale, sourceCharacters: characters, observed: observed[locale], table: expansion,
                    minimumSamples: minimumSamples)
            else { continue }
            let expected = width * estimate.expected
            let high = width * estimate.high
            let line = "\(locale) \(points(expected))–\(points(high)) (\(estimate.basis))"
            if expected > budget {
                truncated.append(line)
            } else if high >= budget * (1 - margin) {
                atRisk.append(line)
            }
        }
        // A prediction is an estimate: only a likely truncation is worth a finding; the locales
        // merely at risk are named alongside it.
        guard !truncated.isEmpty else { return nil }
        var message = "'\(source.value)' is \(points(width))" + (measured.omitsPlaceholders ? " without its placeholders" : "")
        message += " \(sizeText(context, measured)); the " + budgetText(placement) + ". Not yet translated, predicted"
        if !truncated.isEmpty { message += " likely truncated: " + truncated.joined(separator: "; ") }
        if !atRisk.isEmpty { message += (truncated.isEmpty ? "" : ";") + " at risk: " + atRisk.joined(separator: "; ") }
        return finding(
            source, locale: source.locale, severity: Self.severity(in: placement), message: message + ".", reason: reason)
    }

    /// A warning where the control is known (its budget is derived from it); a note where no
    /// signal names the control and the budget is the widest a button gets, a guess.
    /// A configured context or width counts as known.
    static func severity(in placement: TitlePlacement) -> Severity? {
        placement.context == .unknown && placement.configuredAt == nil ? .note : nil
    }

    /// "at Large (17 pt)" for text that follows Dynamic Type, "at 10 pt (fixed)" otherwise;
    /// "in Inter-Regular.otf at …" when a font measured it, so the figure can be told from the model's.
    func sizeText(_ context: UIContext, _ measured: TitleWidth) -> String {
        let size = context.textSize(dynamicType)
        let font = measured.fontName.map { "in \($0) " } ?? ""
        if context.followsDynamicType { return font + "at \(dynamicType.displayName) (\(points(size)))" }
        return font + "at \(points(size)) (its text does not follow Dynamic Type)"
    }

    /// "tab bar item allows 56 pt on a 320 pt screen", or for a configured width "width set at
    /// .labelcopy.json:12:5 allows 150 pt".
    func budgetText(_ placement: TitlePlacement, precise: Bool = false) -> String {
        let budget = points(placement.budget(widthClass), precise: precise)
        guard placement.width != nil else {
            return "\(placement.context.displayName) allows \(budget) on a \(points(widthClass.screenWidth)) screen"
        }
        return "width set " + (placement.configuredAt.map { "at \($0) " } ?? "") + "allows \(budget)"
    }

    /// Whole points, or one decimal below 10 ("193 pt", "8.5 pt").
    func points(_ value: Double, precise: Bool = false) -> String {
        value >= 10 && !precise ? "\(Int(value.rounded())) pt" : "\(Double(Int((value * 10).rounded())) / 10) pt"
    }

    /// A locale tag compared case- and separator-insensitively ("zh_Hans" = "zh-hans").
    static func normalized(_ locale: String) -> String {
        String(locale.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
