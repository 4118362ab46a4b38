import LabelCopyCore

/// `path:line:col: warning: message (rule-id)`: the form Xcode shows inline from a build phase.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public static let summary = "path:line:col: severity: message (rule-id), for Xcode build phases and terminals"

    /// Creates the reporter.
    public init() {}

    public func render(_ result: LintResult) -> String {
        var output = ""
        for error in result.errors {
            output += "\(error.location): error: \(error.message) (malformed-file)\n"
        }
        for finding in result.findings {
            output += "\(finding.location): \(finding.severity.rawValue): \(finding.messageWithSuggestion) (\(finding.ruleID))\n"
        }
        return output
    }
}
