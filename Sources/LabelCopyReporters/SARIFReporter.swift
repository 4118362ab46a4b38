import LabelCopyCore

/// SARIF 2.1.0 (OASIS), for GitHub code scanning and other static-analysis dashboards.
/// Columns count Unicode code points, as the log states in `columnKind`.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    public static let summary = "SARIF 2.1.0 log for code scanning (columns in Unicode code points)"

    /// The rules the log describes (all built-in rules by default).
    public var rules: [RuleDescription]

    /// Creates the reporter.
    public init(rules: [RuleDescription] = RuleCatalog.allDescriptions) {
        self.rules = rules
    }

    public func render(_ result: LintResult) -> String {
        String(decoding: renderBytes(result), as: UTF8.self)
    }

    /// The log, written as it is built: the envelope by `JSONOutput`, each result built and
    /// written in turn, so no tree of all the results is ever held.
    public func renderBytes(_ result: LintResult) -> [UInt8] {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        var output = JSONOutput(pretty: true, reservingCapacity: estimatedSize(result))
        output.beginObject()
        output.key("$schema")
        output.string("https://json.schemastore.org/sarif-2.1.0.json")
        output.key("version")
        output.string("2.1.0")
        output.key("runs")
        output.beginArray()
        output.beginObject()
        output.key("tool")
        output.value(.object([("driver", driver())]))
        output.key("invocations")
        output.value(.array([invocation(result)]))
        output.key("columnKind")
        output.string("unicodeCodePoints")
        output.key("results")
        output.beginArray()
        // Findings come sorted by file, so the last path's URI is nearly always the one needed.
        var lastURI = (path: "", uri: uri(""))
        for finding in result.findings {
            if finding.location.path != lastURI.path { lastURI = (finding.location.path, uri(finding.location.path)) }
            output.value(self.result(finding, ruleIndex: ruleIndex[finding.ruleID], uri: lastURI.uri))
        }
        output.endArray()
        output.endObject()
        output.endArray()
        output.endObject()
        output.newline()
        return output.bytes
    }

    /// Slightly more than the log's size in bytes, so its buffer is allocated once: a result
    /// with a fix is about 1,300 bytes of names and indentation around its text, and its path
    /// is written twice (three bytes for each one percent-encoded).
    private func estimatedSize(_ result: LintResult) -> Int {
        var size = 4_096 + rules.count * 2_048
        for rule in rules { size += 2 * (rule.summary.utf8.count + rule.rationale.utf8.count) }
        for error in result.errors { size += 1_024 + error.message.utf8.count + 3 * error.location.path.utf8.count }
        for finding in result.findings {
            size += 1_400 + finding.message.utf8.count + finding.key.utf8.count + finding.value.utf8.count
            size += finding.reason.utf8.count + (finding.locale?.utf8.count ?? 0) + 6 * finding.location.path.utf8.count
            size += 2 * (finding.replacement?.utf8.count ?? 0) + (finding.replacementText?.utf8.count ?? 0)
        }
        return size
    }

    private func driver() -> JSONValue {
        .object([
            ("name", .string("labelcopy")),
            ("semanticVersion", .string(LabelCopyVersion.current)),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)),
                    ("shortDescription", .object([("text", .string(rule.summary))])),
                    ("fullDescription", .object([("text", .string(rule.rationale))])),
                    ("help", .object([("text", .string(help(for: rule)))])),
                    ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
                ])
            })),
        ])
    }

    private func invocation(_ result: LintResult) -> JSONValue {
        var notifications: [JSONValue] = result.errors.map { error in
            let place = error.location
            let location = physicalLocation(uri: uri(place.path), line: place.line, column: place.column)
            return .object([
                ("descriptor", .object([("id", .string(result.errorID(of: error)))])),
                ("level", .string("error")),
                ("message", .object([("text", .string(error.message))])),
                ("locations", .array([location])),
            ])
        }
        // The summary's "pseudo-locale text skipped" total, so a code-scanning run says it too.
        if let skipped = result.pseudoLocaleSkipped {
            notifications.append(.object([("level", .string("note")), ("message", .object([("text", .string(skipped))]))]))
        }
        return .object([
            ("executionSuccessful", .bool(result.errors.isEmpty)),
            ("toolExecutionNotifications", .array(notifications)),
        ])
    }

    private func result(_ finding: LintFinding, ruleIndex: Int?, uri: String) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members.append(("level", .string(level(finding.severity))))
        members.append(("message", .object([("text", .string(finding.message))])))
        let location = physicalLocation(uri: uri, line: finding.location.line, column: finding.location.column)
        members.append(("locations", .array([location])))
        members.append(("properties", .object([
            ("key", .string(finding.key)), ("locale", .optional(finding.locale)), ("value", .string(finding.value)),
            ("reason", .string(finding.reason)),
        ])))
        // The fix inserts the replacement escaped as the file writes values (`replacementText`):
        // the deleted region is the value's raw text.
        if let replacement = finding.replacement, replacement != finding.value, let text = finding.replacementText,
            let end = finding.endLocation
        {
            let region: JSONValue = .object([
                ("startLine", .int(finding.location.line)), ("startColumn", .int(finding.location.column)),
                ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
            ])
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string("Replace with '\(replacement)'"))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", .object([("uri", .string(uri))])),
                    ("replacements", .array([.object([
                        ("deletedRegion", region),
                        ("insertedContent", .object([("text", .string(text))])),
                    ])])),
                ])])),
            ])])))
        }
        return .object(members)
    }

    private func physicalLocation(uri: String, line: Int, column: Int) -> JSONValue {
        .object([("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(uri))])),
            ("region", .object([("startLine", .int(line)), ("startColumn", .int(column))])),
        ]))])
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private func help(for rule: RuleDescription) -> String {
        var text = rule.summary + "\n\n" + rule.rationale
        let fixes = rule.examples.filter { $0.triggers && $0.correction != nil }.prefix(3)
        if !fixes.isEmpty {
            text += "\n\nExamples:\n" + fixes.map { "- \"\($0.input)\" → \"\($0.correction ?? "")\"" }.joined(separator: "\n")
        }
        return text
    }

    /// A URI reference for a path: relative paths stay relative; absolute ones become `file://` URIs.
    func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let isUnreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
            if isUnreserved {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
