import Foundation
import LabelCopyCore

/// GitHub Actions workflow commands, which show as annotations on the pull request's diff.
/// One command per finding: line breaks and control characters are shown escaped (`DisplayText`)
/// as in the xcode output, so none reaches the log raw and the annotation shows the value as it is.
public struct GitHubReporter: Reporter {
    public static let name = "github"
    public static let summary = "GitHub Actions annotations (::warning file=…,line=…::message)"

    /// Creates the reporter.
    public init() {}

    public func render(_ result: LintResult) -> String {
        var output = ""
        for error in result.errors {
            output += command("error", path: error.location.path, line: error.location.line, column: error.location.column,
                              title: result.errorID(of: error), message: error.message)
        }
        for finding in result.findings {
            let level = finding.severity == .note ? "notice" : finding.severity.rawValue
            output += command(level, path: finding.location.path, line: finding.location.line, column: finding.location.column,
                              title: finding.ruleID, message: finding.messageWithSuggestion)
        }
        return output
    }

    private func command(_ level: String, path: String, line: Int, column: Int, title: String, message: String) -> String {
        let path = escapeProperty(DisplayText.escaped(path))
        let title = escapeProperty(DisplayText.escaped(title))
        let message = escapeData(DisplayText.escaped(message))
        return "::\(level) file=\(path),line=\(line),col=\(column),title=\(title)::\(message)\n"
    }

    /// Workflow command data: `%`, CR and LF are escaped.
    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Workflow command properties also escape `:` and `,`.
    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
