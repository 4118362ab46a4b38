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
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver())])),
            ("invocations", .array([invocation(result)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(result.findings.map { self.result($0, ruleIndex: ruleIndex[$0.ruleID]) })),
        ])
        let log: JSONValue = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.serialized(pretty: true) + "\n"
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
            .object([
                ("descriptor", .object([("id", .string(result.errorID(of: error)))])),
                ("level", .string("error")),
                ("message", .object([("text", .string(error.message))])),
                ("locations", .array([physicalLocation(path: error.location.path, line: error.location.line, column: error.location.column)])),
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

    private func result(_ finding: LintFinding, ruleIndex: Int?) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members.append(("level", .string(level(finding.severity))))
        members.append(("message", .object([("text", .string(finding.message))])))
        members.append(("locations", .array([physicalLocation(path: finding.location.path, line: finding.location.line, column: finding.location.column)])))
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
                    ("artifactLocation", .object([("uri", .string(uri(finding.location.path)))])),
                    ("replacements", .array([.object([
                        ("deletedRegion", region),
                        ("insertedContent", .object([("text", .string(text))])),
                    ])])),
                ])])),
            ])])))
        }
        return .object(members)
    }

    private func physicalLocation(path: String, line: Int, column: Int) -> JSONValue {
        .object([("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(uri(path)))])),
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
