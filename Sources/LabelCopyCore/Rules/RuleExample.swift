/// An example embedded in a rule's description: documentation and test data at once.
public struct RuleExample: Sendable, Hashable {
    /// The title.
    public var input: String
    /// Where the title is shown.
    public var context: TitleContext
    /// True when the rule must report a finding for `input`.
    public var triggers: Bool
    /// The rule's replacement for `input` when it triggers and can fix it.
    public var correction: String?

    /// A title the rule must report, with its correction when the rule has one.
    public static func triggering(_ input: String, _ correction: String? = nil, context: TitleContext = .button) -> RuleExample {
        RuleExample(input: input, context: context, triggers: true, correction: correction)
    }

    /// A title the rule must leave alone.
    public static func nonTriggering(_ input: String, context: TitleContext = .button) -> RuleExample {
        RuleExample(input: input, context: context, triggers: false, correction: nil)
    }
}
