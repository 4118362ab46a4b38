import LabelCopyCore

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
    func render(_ analysis: TitleAnalysis) -> String {
        var lines: [String] = []
        let changed = analysis.suggestion != analysis.input
        lines.append(changed ? highlight(analysis.input, against: analysis.suggestion, style: .red) : analysis.input)
        if changed {
            lines.append("  suggestion: " + highlight(analysis.suggestion, against: analysis.input, style: .boldGreen))
        }
        if analysis.findings.isEmpty { lines.append("  " + terminal.paint("no findings", .green)) }
        for finding in analysis.findings {
            let severity = terminal.paint(finding.severity.rawValue, Self.style(for: finding.severity))
            lines.append("  \(severity): \(finding.message) " + terminal.paint("[\(finding.ruleID)]", .dim))
            if let replacement = finding.replacement {
                lines.append("    replacement: " + highlight(replacement, against: analysis.input, style: .boldGreen))
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
