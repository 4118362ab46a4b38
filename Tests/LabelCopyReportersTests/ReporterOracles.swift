import Foundation
import LabelCopyCore
import LabelCopyFormats

@testable import LabelCopyReporters

/// The reporters as they were before they wrote bytes (the JSON as a whole tree, serialized into
/// a String): the oracles the byte-writing reporters must match byte for byte.
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
}
