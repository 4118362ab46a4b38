import LabelCopyCore

/// Renders the engine's full output for a list of titles as text, one block a title, so two
/// builds of the engine can be compared byte for byte.
enum GoldenOutput {
    /// The input, suggestion and every finding (rule, severity, message, replacement) of each title.
    static func render(_ titles: [String], engine: TitleEngine) -> String {
        var text = ""
        for title in titles {
            let analysis = engine.analyze(title)
            text += "in\t" + escaped(analysis.input) + "\nout\t" + escaped(analysis.suggestion) + "\n"
            for finding in analysis.findings {
                text += "\t" + finding.ruleID + "\t\(finding.severity)\t" + escaped(finding.message) + "\t"
                text += finding.replacement.map(escaped) ?? "-"
                text += "\n"
            }
        }
        return text
    }

    /// Makes tabs, line breaks and backslashes visible so each record stays on its own line.
    private static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
