import LabelCopyCore

/// One entry with all its findings, ranked among the worst offenders of a corpus.
public struct Offender: Sendable, Hashable {
    /// The first finding's location, `file:line:column`.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// The entry's key.
    public var key: String
    /// The entry's locale, when known.
    public var locale: String?
    /// The value as the file has it.
    public var value: String
    /// The most severe finding's severity.
    public var severity: Severity
    /// The rules it breaks, sorted.
    public var rules: [String]
    /// The first finding's message (the most severe).
    public var message: String
    /// The suggested correction, when any finding has one.
    public var replacement: String?

    /// Creates an offender.
    public init(
        file: String, line: Int, column: Int, key: String, locale: String?, value: String, severity: Severity, rules: [String],
        message: String, replacement: String?
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.locale = locale
        self.value = value
        self.severity = severity
        self.rules = rules
        self.message = message
        self.replacement = replacement
    }

    /// `file:line:column`.
    public var location: String { "\(file):\(line):\(column)" }
}
