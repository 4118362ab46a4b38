import LabelCopyCore

/// JUnit XML: one test suite per file, one failing test case per finding, so CI systems that
/// only read test reports still show the findings.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public static let summary = "JUnit XML, a failing test case per finding"

    /// Creates the reporter.
    public init() {}

    public func render(_ result: LintResult) -> String {
        var cases: [String: [String]] = [:]
        for error in result.errors {
            cases[error.location.path, default: []].append(
                testCase(name: "\(result.errorID(of: error)) at \(error.location.line):\(error.location.column)", className: error.location.path,
                         kind: "error", message: error.message, detail: error.errorDescription ?? error.message))
        }
        for finding in result.findings {
            let name = "\(finding.ruleID) at \(finding.location.line):\(finding.location.column) (\(finding.key))"
            var detail = "\(finding.location): \(finding.message)\nvalue: \(finding.value)"
            if let replacement = finding.replacement { detail += "\nsuggested: \(replacement)" }
            cases[finding.location.path, default: []].append(
                testCase(name: name, className: finding.location.path, kind: "failure", message: finding.message, detail: detail))
        }
        let total = result.findings.count + result.errors.count
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"labelcopy\" tests=\"\(total)\" failures=\"\(result.findings.count)\" errors=\"\(result.errors.count)\">\n"
        for path in cases.keys.sorted() {
            let suite = cases[path] ?? []
            let errors = result.errors.filter { $0.location.path == path }.count
            output += "  <testsuite name=\"\(XMLText.attribute(path))\" tests=\"\(suite.count)\" failures=\"\(suite.count - errors)\" errors=\"\(errors)\">\n"
            for entry in suite { output += entry }
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }

    private func testCase(name: String, className: String, kind: String, message: String, detail: String) -> String {
        "    <testcase name=\"\(XMLText.attribute(name))\" classname=\"\(XMLText.attribute(className))\">\n"
            + "      <\(kind) message=\"\(XMLText.attribute(message))\">\(XMLText.escape(detail))</\(kind)>\n"
            + "    </testcase>\n"
    }
}
