/// A finding's identity across runs: file, locale, key, rule and value.
public struct FindingIdentity: Sendable, Hashable {
    /// The file's path as given.
    public var file: String
    /// The locale, empty when unknown.
    public var locale: String
    /// The entry's key.
    public var key: String
    /// The rule's id.
    public var rule: String
    /// The value as the file has it.
    public var value: String

    /// Creates an identity.
    public init(file: String, locale: String, key: String, rule: String, value: String) {
        self.file = file
        self.locale = locale
        self.key = key
        self.rule = rule
        self.value = value
    }
}
