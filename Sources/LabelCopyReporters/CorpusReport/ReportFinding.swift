import LabelCopyCore

/// One finding as a report keeps it: enough to list it, link it to `file:line` and match it
/// against the same finding in an earlier report.
public struct ReportFinding: Sendable, Hashable {
    /// The rule's id.
    public var rule: String
    /// The severity after configuration.
    public var severity: Severity
    /// What is wrong.
    public var message: String
    /// The file's path as given.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// The entry's key.
    public var key: String
    /// The entry's locale, when known.
    public var locale: String?
    /// The value as the file has it.
    public var value: String
    /// The corrected value, when a fix is safe.
    public var replacement: String?

    /// Creates a finding.
    public init(
        rule: String, severity: Severity, message: String, file: String, line: Int, column: Int, key: String, locale: String?,
        value: String, replacement: String?
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.locale = locale
        self.value = value
        self.replacement = replacement
    }

    /// The report's copy of a lint finding.
    public init(_ finding: LintFinding) {
        self.init(
            rule: finding.ruleID, severity: finding.severity, message: finding.message, file: finding.location.path,
            line: finding.location.line, column: finding.location.column, key: finding.key, locale: finding.locale,
            value: finding.value, replacement: finding.replacement)
    }

    /// What makes two findings the same across runs: lines move as files are edited, so they
    /// are left out.
    public var identity: FindingIdentity {
        FindingIdentity(file: file, locale: locale ?? "", key: key, rule: rule, value: value)
    }

    /// `file:line:column`.
    public var location: String { "\(file):\(line):\(column)" }
}
