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
        String(decoding: renderBytes(result), as: UTF8.self)
    }

    /// The commands, written as bytes: a few hundred thousand findings make no String per line.
    public func renderBytes(_ result: LintResult) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(estimatedSize(result))
        for error in result.errors {
            command(
                "error", path: error.location.path, line: error.location.line, column: error.location.column,
                title: result.errorID(of: error), message: error.message, to: &output)
        }
        for finding in result.findings {
            let level = finding.severity == .note ? "notice" : finding.severity.rawValue
            command(
                level, path: finding.location.path, line: finding.location.line, column: finding.location.column,
                title: finding.ruleID, message: finding.messageWithSuggestion, to: &output)
        }
        return output
    }

    private func command(
        _ level: String, path: String, line: Int, column: Int, title: String, message: String, to output: inout [UInt8]
    ) {
        output.appendText("::")
        output.appendText(level)
        output.appendText(" file=")
        appendEscaped(DisplayText.escaped(path), property: true, to: &output)
        output.appendText(",line=")
        output.appendDecimal(line)
        output.appendText(",col=")
        output.appendDecimal(column)
        output.appendText(",title=")
        appendEscaped(DisplayText.escaped(title), property: true, to: &output)
        output.appendText("::")
        appendEscaped(DisplayText.escaped(message), property: false, to: &output)
        output.appendText("\n")
    }

    /// Workflow command data escapes `%`, CR and LF; properties (`property`) also `:` and `,`.
    /// Every one is escaped, whatever follows it (a combining mark after a comma too).
    private func appendEscaped(_ text: String, property: Bool, to output: inout [UInt8]) {
        output.appendReplacing(text) { source, index in
            switch source[index] {
            case UInt8(ascii: "%"): ("%25", 1)
            case 0x0D: ("%0D", 1)
            case 0x0A: ("%0A", 1)
            case UInt8(ascii: ":") where property: ("%3A", 1)
            case UInt8(ascii: ",") where property: ("%2C", 1)
            default: nil
            }
        }
    }

    /// Slightly more than the output's size in bytes, so its buffer is allocated once.
    private func estimatedSize(_ result: LintResult) -> Int {
        var size = 0
        for error in result.errors { size += 128 + error.message.utf8.count + 2 * error.location.path.utf8.count }
        for finding in result.findings {
            size +=
                96 + finding.message.utf8.count + 2 * finding.location.path.utf8.count + (finding.replacement?.utf8.count ?? 0)
        }
        return size
    }
}
