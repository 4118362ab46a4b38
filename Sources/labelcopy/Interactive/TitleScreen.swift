import LabelCopyCore
import LabelCopyText

/// What the interactive session shows for one title: the suggestion with its changed words
/// highlighted, the findings, the verb-first judgement and the width table.
///
/// ```
///   suggestion: Sign In to iCloud
///   warning [title-case] Use title-style capitalization: 'Sign In to iCloud'.
///   verb-first: starts with the verb 'sign'
///   width: 62 pt at 17 pt (width model, semibold); budget 120 pt (button, compact 320 pt screen)
///     locale   predicted     budget
///     source   62 pt         ✓ fits
///     de      124–186 pt    ✗ truncated
/// ```
struct TitleScreen: Sendable {
    /// Whether and how to style the text.
    var terminal: Terminal

    /// Every line for `analysis`, each ending with a newline.
    func render(_ analysis: TitleAnalysis, settings: SessionSettings, verbChecker: VerbFirstChecker) -> String {
        var lines = suggestionLines(analysis)
        for finding in analysis.findings {
            let severity = terminal.paint(finding.severity.rawValue, CheckRenderer.style(for: finding.severity))
            lines.append("  \(severity) " + terminal.paint("[\(finding.ruleID)]", .bold) + " " + firstLine(finding.message))
        }
        if analysis.findings.isEmpty { lines.append("  " + terminal.paint("no findings", .green)) }
        lines.append("  verb-first: " + verbJudgement(analysis.input, context: settings.context, checker: verbChecker))
        lines += widthLines(WidthPrediction(analysis.suggestion, settings: settings), budgetSource: settings.budgetSource)
        return lines.joined(separator: "\n") + "\n"
    }

    private func suggestionLines(_ analysis: TitleAnalysis) -> [String] {
        guard analysis.suggestion != analysis.input else {
            return ["  suggestion: " + analysis.suggestion + " " + terminal.paint("(unchanged)", .dim)]
        }
        let segments = WordDiff.segments(of: analysis.suggestion, against: analysis.input)
        let shown = segments.map { $0.changed ? terminal.paint($0.text, .boldGreen) : $0.text }
        var lines = ["  suggestion: " + (terminal.usesColor ? shown.joined() : analysis.suggestion)]
        // Without colour the highlight would be lost, so the changed words are named instead.
        if !terminal.usesColor {
            let changed = segments.filter(\.changed).map(\.text)
            if !changed.isEmpty { lines.append("  changed: " + changed.joined(separator: ", ")) }
        }
        return lines
    }

    private func firstLine(_ message: String) -> String {
        message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
    }

    /// What the first word was taken to be. Where verb-first is silent, that is a verb only
    /// when the lexicon lists the word as one; an unknown word or a name was not judged at all,
    /// and the line says so rather than calling it a verb.
    func verbJudgement(_ title: String, context: ContextChoice, checker: VerbFirstChecker) -> String {
        guard context.titleContext.wantsVerb else {
            return "not needed for a \(context.uiContext.displayName)"
        }
        let tokenization = Tokenizer.tokenize(title)
        if let (reading, range) = checker.reading(of: tokenization) {
            let words = String(decoding: tokenization.utf8[range], as: UTF8.self)
            return terminal.paint("'\(words)' \(reading.phrase)", .yellow)
        }
        guard let first = tokenization.tokens.first(where: { $0.kind == .word || $0.kind == .compound }) else {
            return "no word to judge"
        }
        let word = tokenization.string(first)
        let info = checker.lexicon.info(word.lowercased())
        if info.isAny([.verb, .phrasalVerb, .phrasalStart]) { return "starts with the verb '\(word)'" }
        // "Re-send", "Double-Click": a compound ending in a listed verb is that verb.
        if first.kind == .compound, let last = word.split(separator: "-").last,
            checker.lexicon.info(last.lowercased()).classes.contains(.verb)
        {
            return "starts with the verb '\(word)'"
        }
        if info.isAny([.canonical, .termStart]) { return "first word not judged: '\(word)' is a name" }
        if info.classes.isEmpty { return "first word not judged: '\(word)' is not in the lexicon" }
        return "first word not judged: '\(word)' is not listed as a verb"
    }

    private func widthLines(_ prediction: WidthPrediction, budgetSource: String) -> [String] {
        var lines = [
            "  width: \(points(prediction.sourceWidth)) at \(number(prediction.size)) pt (\(prediction.measuredWith)); "
                + "budget \(points(prediction.budget)) (\(budgetSource))"
        ]
        lines.append("    " + "locale".padding(to: 9) + "predicted".padding(to: 14) + "budget")
        lines.append(row("source", points(prediction.sourceWidth), prediction.sourceVerdict))
        for row in prediction.rows {
            let range = row.high > row.expected ? "\(number(row.expected))–\(points(row.high))" : points(row.expected)
            lines.append(self.row(row.locale, range, row.verdict))
        }
        return lines
    }

    private func row(_ locale: String, _ width: String, _ verdict: WidthPrediction.Verdict) -> String {
        "    " + locale.padding(to: 9) + width.padding(to: 14) + mark(verdict)
    }

    private func mark(_ verdict: WidthPrediction.Verdict) -> String {
        switch verdict {
        case .fits: terminal.paint("✓ fits", .green)
        case .atRisk: terminal.paint("⚠ at risk", .yellow)
        case .truncated: terminal.paint("✗ truncated", .red)
        }
    }

    private func points(_ value: Double) -> String { number(value) + " pt" }

    private func number(_ value: Double) -> String { String(Int(value.rounded())) }
}
