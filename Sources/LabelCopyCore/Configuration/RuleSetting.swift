/// What the configuration says about one rule: whether it runs, at which severity, with which options.
public struct RuleSetting: Sendable, Hashable {
    /// False when the rule is turned off (`false` or `"off"`).
    public var isEnabled: Bool
    /// The severity replacing the rule's default; nil keeps the default.
    public var severity: Severity?
    /// Rule options by name (`maxWords`), all whole numbers for the built-in rules.
    public var options: [String: Int]

    /// Creates a setting; the defaults leave the rule as it is.
    public init(isEnabled: Bool = true, severity: Severity? = nil, options: [String: Int] = [:]) {
        self.isEnabled = isEnabled
        self.severity = severity
        self.options = options
    }

    /// The options each rule reads, by rule id, with the smallest value each accepts.
    public static let knownOptions: [String: [String: Int]] = [
        "title-length": ["maxWords": 1, "maxGraphemes": 1]
    ]
}
