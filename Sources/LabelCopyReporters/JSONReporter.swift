import LabelCopyCore

/// The documented JSON document (`version` 1): every finding and every unreadable file.
public struct JSONReporter: Reporter {
    public static let name = "json"
    public static let summary = "one JSON document with every finding and error (schema in README)"

    /// Creates the reporter.
    public init() {}

    public func render(_ result: LintResult) -> String {
        String(decoding: renderBytes(result), as: UTF8.self)
    }

    /// The document, written as it is built: each finding is built and written in turn, so no
    /// tree of all the findings is ever held.
    public func renderBytes(_ result: LintResult) -> [UInt8] {
        var output = JSONOutput(pretty: true, reservingCapacity: estimatedSize(result))
        output.beginObject()
        for (name, count) in [
            ("version", 1), ("files", result.fileCount), ("entries", result.entryCount),
            ("pseudoLocaleFilesSkipped", result.pseudoLocaleFileCount),
            ("pseudoLocaleEntriesSkipped", result.pseudoLocaleEntryCount),
        ] {
            output.key(name)
            output.int(count)
        }
        output.key("findings")
        output.beginArray()
        for finding in result.findings { output.value(object(finding)) }
        output.endArray()
        output.key("errors")
        output.beginArray()
        for error in result.errors {
            output.value(
                .object([
                    ("id", .string(result.errorID(of: error))),
                    ("file", .string(error.location.path)),
                    ("line", .int(error.location.line)),
                    ("column", .int(error.location.column)),
                    ("message", .string(error.message)),
                ]))
        }
        output.endArray()
        output.endObject()
        output.newline()
        return output.bytes
    }

    private func object(_ finding: LintFinding) -> JSONValue {
        .object([
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(finding.location.path)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
            ("key", .string(finding.key)),
            ("locale", .optional(finding.locale)),
            ("value", .string(finding.value)),
            ("replacement", .optional(finding.replacement)),
            ("reason", .string(finding.reason)),
        ])
    }

    /// Slightly more than the document's size in bytes, so its buffer is allocated once: a
    /// finding is about 250 bytes of names and indentation around its text.
    private func estimatedSize(_ result: LintResult) -> Int {
        var size = 1_024
        for error in result.errors { size += 256 + error.message.utf8.count + error.location.path.utf8.count }
        for finding in result.findings {
            size += 300 + finding.message.utf8.count + finding.location.path.utf8.count + finding.key.utf8.count
            size += (finding.locale?.utf8.count ?? 0) + finding.value.utf8.count + (finding.replacement?.utf8.count ?? 0)
            size += finding.reason.utf8.count
        }
        return size
    }
}
