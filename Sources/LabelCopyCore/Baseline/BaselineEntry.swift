/// One known finding in a baseline: what identifies it when lines move.
public struct BaselineEntry: Sendable, Hashable, Codable, Comparable {
    /// The file, relative to the baseline file's folder.
    public var path: String
    /// The entry's locale, when known.
    public var locale: String?
    /// The entry's key.
    public var key: String
    /// The rule id.
    public var rule: String
    /// The checked value.
    public var value: String

    /// Creates an entry.
    public init(path: String, locale: String?, key: String, rule: String, value: String) {
        self.path = path
        self.locale = locale
        self.key = key
        self.rule = rule
        self.value = value
    }

    /// The entry recording `finding` under `path`, its file as the baseline stores it.
    public init(_ finding: LintFinding, path: String) {
        self.init(
            path: path, locale: finding.locale,
            key: finding.key, rule: finding.ruleID, value: finding.value)
    }

    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.path, lhs.locale ?? "", lhs.key, lhs.rule, lhs.value) < (rhs.path, rhs.locale ?? "", rhs.key, rhs.rule, rhs.value)
    }
}
