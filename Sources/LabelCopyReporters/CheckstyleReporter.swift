import LabelCopyCore

/// Checkstyle XML, read by Jenkins, GitLab and most code-review bots.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    public static let summary = "Checkstyle XML, one <file> per file"

    /// Creates the reporter.
    public init() {}

    public func render(_ result: LintResult) -> String {
        var byFile: [String: [String]] = [:]
        for error in result.errors {
            byFile[error.location.path, default: []].append(
                line(error.location.line, error.location.column, "error", error.message, source: "labelcopy.\(result.errorID(of: error))"))
        }
        for finding in result.findings {
            byFile[finding.location.path, default: []].append(
                line(finding.location.line, finding.location.column, finding.severity == .note ? "info" : finding.severity.rawValue,
                     finding.messageWithSuggestion, source: "labelcopy.\(finding.ruleID)"))
        }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in byFile.keys.sorted() {
            output += "  <file name=\"\(XMLText.attribute(path))\">\n"
            for entry in byFile[path] ?? [] { output += entry }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    private func line(_ line: Int, _ column: Int, _ severity: String, _ message: String, source: String) -> String {
        "    <error line=\"\(line)\" column=\"\(column)\" severity=\"\(severity)\" message=\"\(XMLText.attribute(message))\" source=\"\(XMLText.attribute(source))\"/>\n"
    }
}
