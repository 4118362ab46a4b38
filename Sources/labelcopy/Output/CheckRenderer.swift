import LabelCopyCore
import LabelCopyReporters

/// The human-readable report `check` prints for one title.
///
/// ```
/// sign in to icloud
///   suggestion: Sign In to iCloud
///   error: <message> [title-case]
///     replacement: Sign In to iCloud
/// ```
struct CheckRenderer: Sendable {
    /// Whether and how to style the text.
    var terminal: Terminal

    /// The report for `analysis`, ending with a newline.
    /// Line breaks and control characters in a title are shown escaped (`DisplayText`), so a
    /// title can neither add lines to the report nor send the terminal an escape sequence.
    func render(_ analysis: TitleAnalysis) -> String {
        var lines: [String] = []
        let input = DisplayText.escaped(analysis.input)
        let suggestion = DisplayText.escaped(analysis.suggestion)
        let changed = analysis.suggestion != analysis.input
        lines.append(changed ? highlight(input, against: suggestion, style: .red) : input)
        if changed {
            lines.append("  suggestion: " + highlight(suggestion, against: input, style: .boldGreen))
        }
        if analysis.findings.isEmpty { lines.append("  " + terminal.paint("no findings", .green)) }
        for finding in analysis.findings {
            let severity = terminal.paint(finding.severity.rawValue, Self.style(for: finding.severity))
            lines.append("  \(severity): \(DisplayText.escaped(finding.message)) " + terminal.paint("[\(finding.ruleID)]", .dim))
            if let replacement = finding.replacement {
                lines.append("    replacement: " + highlight(DisplayText.escaped(replacement), against: input, style: .boldGreen))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The colour of a severity label: red errors, yellow warnings, cyan notes.
    static func style(for severity: Severity) -> ANSIStyle {
        switch severity {
        case .error: .boldRed
        case .warning: .boldYellow
        case .note: .boldCyan
        }
    }

    private func highlight(_ text: String, against other: String, style: ANSIStyle) -> String {
        guard terminal.usesColor else { return text }
        return WordDiff.segments(of: text, against: other).map { segment in
            segment.changed ? terminal.paint(segment.text, style) : segment.text
        }.joined()
    }
}
