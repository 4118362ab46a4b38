import LabelCopyCore

/// Checkstyle XML, read by Jenkins, GitLab and most code-review bots.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    public static let summary = "Checkstyle XML, one <file> per file"

    /// Creates the reporter.
    public init() {}

    public func render(_ result: LintResult) -> String {
        String(decoding: renderBytes(result), as: UTF8.self)
    }

    /// The document, written as bytes line by line: a few hundred thousand findings make no
    /// String per line.
    public func renderBytes(_ result: LintResult) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(estimatedSize(result))
        output.appendText("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        for (path, errors, findings) in result.indicesByPath() {
            output.appendText("  <file name=\"")
            XMLText.append(path, attribute: true, to: &output)
            output.appendText("\">\n")
            for index in errors {
                let error = result.errors[index]
                line(
                    error.location.line, error.location.column, "error", error.message, rule: result.errorID(of: error),
                    to: &output)
            }
            for index in findings {
                let finding = result.findings[index]
                let severity = finding.severity == .note ? "info" : finding.severity.rawValue
                line(
                    finding.location.line, finding.location.column, severity, finding.messageWithSuggestion, rule: finding.ruleID,
                    to: &output)
            }
            output.appendText("  </file>\n")
        }
        output.appendText("</checkstyle>\n")
        return output
    }

    private func line(_ line: Int, _ column: Int, _ severity: String, _ message: String, rule: String, to output: inout [UInt8]) {
        output.appendText("    <error line=\"")
        output.appendDecimal(line)
        output.appendText("\" column=\"")
        output.appendDecimal(column)
        output.appendText("\" severity=\"")
        output.appendText(severity)
        output.appendText("\" message=\"")
        XMLText.append(message, attribute: true, to: &output)
        output.appendText("\" source=\"labelcopy.")
        XMLText.append(rule, attribute: true, to: &output)
        output.appendText("\"/>\n")
    }

    /// Slightly more than the document's size in bytes, so its buffer is allocated once.
    private func estimatedSize(_ result: LintResult) -> Int {
        var size = 1_024
        for error in result.errors { size += 256 + error.message.utf8.count + error.location.path.utf8.count }
        for finding in result.findings {
            size += 160 + finding.message.utf8.count + finding.ruleID.utf8.count + (finding.replacement?.utf8.count ?? 0)
        }
        return size
    }
}
