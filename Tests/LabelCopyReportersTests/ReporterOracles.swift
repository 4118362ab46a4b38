import Foundation
import LabelCopyCore
import LabelCopyFormats

@testable import LabelCopyReporters

/// The reporters as they were before they wrote bytes (Strings built line by line, the JSON as a
/// whole tree, escaping scalar by scalar, workflow commands escaped with Foundation): the oracles
/// the byte-writing reporters must match byte for byte.
enum ReporterOracles {
    static func json(_ result: LintResult) -> String {
        let findings: [JSONValue] = result.findings.map { finding in
            .object([
                ("rule", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
                ("message", .string(finding.message)), ("file", .string(finding.location.path)),
                ("line", .int(finding.location.line)), ("column", .int(finding.location.column)), ("key", .string(finding.key)),
                ("locale", .optional(finding.locale)), ("value", .string(finding.value)),
                ("replacement", .optional(finding.replacement)), ("reason", .string(finding.reason)),
            ])
        }
        let errors: [JSONValue] = result.errors.map { error in
            .object([
                ("id", .string(result.errorID(of: error))), ("file", .string(error.location.path)),
                ("line", .int(error.location.line)), ("column", .int(error.location.column)), ("message", .string(error.message)),
            ])
        }
        let document: JSONValue = .object([
            ("version", .int(1)), ("files", .int(result.fileCount)), ("entries", .int(result.entryCount)),
            ("pseudoLocaleFilesSkipped", .int(result.pseudoLocaleFileCount)),
            ("pseudoLocaleEntriesSkipped", .int(result.pseudoLocaleEntryCount)),
            ("findings", .array(findings)), ("errors", .array(errors)),
        ])
        return LegacyJSONSerializer.serialized(document, pretty: true) + "\n"
    }

    static func checkstyle(_ result: LintResult) -> String {
        func line(_ line: Int, _ column: Int, _ severity: String, _ message: String, source: String) -> String {
            "    <error line=\"\(line)\" column=\"\(column)\" severity=\"\(severity)\" message=\"\(xml(message, attribute: true))\" source=\"\(xml(source, attribute: true))\"/>\n"
        }
        var byFile: [String: [String]] = [:]
        for error in result.errors {
            byFile[error.location.path, default: []].append(
                line(
                    error.location.line, error.location.column, "error", error.message,
                    source: "labelcopy.\(result.errorID(of: error))"))
        }
        for finding in result.findings {
            byFile[finding.location.path, default: []].append(
                line(
                    finding.location.line, finding.location.column,
                    finding.severity == .note ? "info" : finding.severity.rawValue,
                    finding.messageWithSuggestion, source: "labelcopy.\(finding.ruleID)"))
        }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in byFile.keys.sorted() {
            output += "  <file name=\"\(xml(path, attribute: true))\">\n"
            for entry in byFile[path] ?? [] { output += entry }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    static func junit(_ result: LintResult) -> String {
        func testCase(name: String, className: String, kind: String, message: String, detail: String) -> String {
            "    <testcase name=\"\(xml(name, attribute: true))\" classname=\"\(xml(className, attribute: true))\">\n"
                + "      <\(kind) message=\"\(xml(message, attribute: true))\">\(xml(detail))</\(kind)>\n"
                + "    </testcase>\n"
        }
        var cases: [String: [String]] = [:]
        for error in result.errors {
            cases[error.location.path, default: []].append(
                testCase(
                    name: "\(result.errorID(of: error)) at \(error.location.line):\(error.location.column)",
                    className: error.location.path,
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
        output +=
            "<testsuites name=\"labelcopy\" tests=\"\(total)\" failures=\"\(result.findings.count)\" errors=\"\(result.errors.count)\">\n"
        for path in cases.keys.sorted() {
            let suite = cases[path] ?? []
            let errors = result.errors.filter { $0.location.path == path }.count
            output +=
                "  <testsuite name=\"\(xml(path, attribute: true))\" tests=\"\(suite.count)\" failures=\"\(suite.count - errors)\" errors=\"\(errors)\">\n"
            for entry in suite { output += entry }
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }

    static func github(_ result: LintResult) -> String {
        func escapeData(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        func escapeProperty(_ text: String) -> String {
            escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        func command(_ level: String, path: String, line: Int, column: Int, title: String, message: String) -> String {
            let path = escapeProperty(DisplayText.escaped(path))
            let title = escapeProperty(DisplayText.escaped(title))
            let message = escapeData(DisplayText.escaped(message))
            return "::\(level) file=\(path),line=\(line),col=\(column),title=\(title)::\(message)\n"
        }
        var output = ""
        for error in result.errors {
            output += command(
                "error", path: error.location.path, line: error.location.line, column: error.location.column,
                title: result.errorID(of: error), message: error.message)
        }
        for finding in result.findings {
            let level = finding.severity == .note ? "notice" : finding.severity.rawValue
            output += command(
                level, path: finding.location.path, line: finding.location.line, column: finding.location.column,
                title: finding.ruleID, message: finding.messageWithSuggestion)
        }
        return output
    }

    /// `XMLText.escape` as it was, scalar by scalar.
    static func xml(_ text: String, attribute: Bool = false) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\r": output += "&#13;"
            case "\n" where attribute: output += "&#10;"
            case "\t" where attribute: output += "&#9;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
