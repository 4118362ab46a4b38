import LabelCopyCore
import LabelCopyFormats

/// JUnit XML: one test suite per file, one failing test case per finding, so CI systems that
/// only read test reports still show the findings.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public static let summary = "JUnit XML, a failing test case per finding"

    /// Creates the reporter.
    public init() {}

    public func render(_ result: LintResult) -> String {
        String(decoding: renderBytes(result), as: UTF8.self)
    }

    /// The document, written as bytes case by case: a few hundred thousand findings make no
    /// String per test case.
    public func renderBytes(_ result: LintResult) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(estimatedSize(result))
        output.appendText("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"labelcopy\" tests=\"")
        output.appendDecimal(result.findings.count + result.errors.count)
        output.appendText("\" failures=\"")
        output.appendDecimal(result.findings.count)
        output.appendText("\" errors=\"")
        output.appendDecimal(result.errors.count)
        output.appendText("\">\n")
        for (path, errors, findings) in result.indicesByPath() {
            let errorCount = errors.count
            let failureCount = findings.count
            output.appendText("  <testsuite name=\"")
            XMLText.append(path, attribute: true, to: &output)
            output.appendText("\" tests=\"")
            output.appendDecimal(errorCount + failureCount)
            output.appendText("\" failures=\"")
            output.appendDecimal(failureCount)
            output.appendText("\" errors=\"")
            output.appendDecimal(errorCount)
            output.appendText("\">\n")
            for index in errors {
                errorCase(result.errors[index], id: result.errorID(of: result.errors[index]), to: &output)
            }
            for index in findings { failureCase(result.findings[index], to: &output) }
            output.appendText("  </testsuite>\n")
        }
        output.appendText("</testsuites>\n")
        return output
    }

    /// `<id> at <line>:<column>`, its detail the error as the terminal shows it.
    private func errorCase(_ error: FormatError, id: String, to output: inout [UInt8]) {
        let location = error.location
        startCase(path: location.path, to: &output) { output in
            XMLText.append(id, attribute: true, to: &output)
            output.appendText(" at ")
            output.appendDecimal(location.line)
            output.appendText(":")
            output.appendDecimal(location.column)
        }
        output.appendText("      <error message=\"")
        XMLText.append(error.message, attribute: true, to: &output)
        output.appendText("\">")
        XMLText.append(error.errorDescription ?? error.message, to: &output)
        output.appendText("</error>\n    </testcase>\n")
    }

    /// `<rule> at <line>:<column> (<key>)`, its detail the location, message, value and suggestion.
    private func failureCase(_ finding: LintFinding, to output: inout [UInt8]) {
        let location = finding.location
        startCase(path: location.path, to: &output) { output in
            XMLText.append(finding.ruleID, attribute: true, to: &output)
            output.appendText(" at ")
            output.appendDecimal(location.line)
            output.appendText(":")
            output.appendDecimal(location.column)
            output.appendText(" (")
            XMLText.append(finding.key, attribute: true, to: &output)
            output.appendText(")")
        }
        output.appendText("      <failure message=\"")
        XMLText.append(finding.message, attribute: true, to: &output)
        output.appendText("\">")
        // Escaping goes character by character, so the detail is escaped in pieces, not built first.
        XMLText.append(location.path, to: &output)
        output.appendText(":")
        output.appendDecimal(location.line)
        output.appendText(":")
        output.appendDecimal(location.column)
        output.appendText(": ")
        XMLText.append(finding.message, to: &output)
        output.appendText("\nvalue: ")
        XMLText.append(finding.value, to: &output)
        if let replacement = finding.replacement {
            output.appendText("\nsuggested: ")
            XMLText.append(replacement, to: &output)
        }
        output.appendText("</failure>\n    </testcase>\n")
    }

    /// The opening `<testcase>` tag, its name written by `name`.
    private func startCase(path: String, to output: inout [UInt8], name: (inout [UInt8]) -> Void) {
        output.appendText("    <testcase name=\"")
        name(&output)
        output.appendText("\" classname=\"")
        XMLText.append(path, attribute: true, to: &output)
        output.appendText("\">\n")
    }

    /// Slightly more than the document's size in bytes, so its buffer is allocated once.
    private func estimatedSize(_ result: LintResult) -> Int {
        var size = 1_024
        for error in result.errors { size += 512 + 2 * error.message.utf8.count + 3 * error.location.path.utf8.count }
        for finding in result.findings {
            size += 200 + 2 * finding.message.utf8.count + 2 * finding.location.path.utf8.count + finding.key.utf8.count
            size += finding.ruleID.utf8.count + finding.value.utf8.count + (finding.replacement?.utf8.count ?? 0)
        }
        return size
    }
}
