import LabelCopyCore

/// `path:line:col: warning: message (rule-id)`: the form Xcode shows inline from a build phase.
/// One line per finding: line breaks and control characters in paths, messages and values are
/// shown escaped (`DisplayText`), so a translated value cannot add a line Xcode reads as an error.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public static let summary = "path:line:col: severity: message (rule-id), for Xcode build phases and terminals"

    /// Creates the reporter.
    public init() {}

    public func render(_ result: LintResult) -> String {
        var output = ""
        for error in result.errors {
            let location = DisplayText.escaped(error.location.description)
            output += "\(location): error: \(DisplayText.escaped(error.message)) (\(result.errorID(of: error)))\n"
        }
        for finding in result.findings {
            let location = DisplayText.escaped(finding.location.description)
            let message = DisplayText.escaped(finding.messageWithSuggestion)
            output += "\(location): \(finding.severity.rawValue): \(message) (\(finding.ruleID))\n"
        }
        return output
    }
}
