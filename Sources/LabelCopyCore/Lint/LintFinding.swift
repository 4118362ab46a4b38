import LabelCopyFormats

/// A finding in a localization file: what a rule found in one entry, and where.
public struct LintFinding: Sendable, Hashable {
    /// The rule's id.
    public var ruleID: String
    /// The severity after configuration.
    public var severity: Severity
    /// What is wrong.
    public var message: String
    /// Where the entry's value starts.
    public var location: SourceLocation
    /// Where the entry's raw value ends (exclusive), when the file has text positions.
    public var endLocation: SourceLocation?
    /// The entry's key.
    public var key: String
    /// The entry's locale, when known.
    public var locale: String?
    /// The entry's value as the file has it.
    public var value: String
    /// The whole corrected value, or nil when there is no safe fix.
    public var replacement: String?
    /// Why the entry was judged a title (and in which context).
    public var reason: String
    /// `replacement` as the file spells values (escaped for its format, as `fix` writes it), to
    /// put in place of the raw text between `location` and `endLocation`; nil without a
    /// replacement or a place for it in the file.
    public var replacementText: String?

    /// Creates a finding.
    public init(
        ruleID: String, severity: Severity, message: String, location: SourceLocation,
        endLocation: SourceLocation? = nil, key: String, locale: String?, value: String, replacement: String?, reason: String,
        replacementText: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.endLocation = endLocation
        self.key = key
        self.locale = locale
        self.value = value
        self.replacement = replacement
        self.reason = reason
        self.replacementText = replacementText
    }
}
