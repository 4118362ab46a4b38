/// A check of one title. Rules are pure: the same input gives the same violation, and
/// they never read files, print or decide severity.
public protocol TitleRule: Sendable {
    /// The rule's id, summary, rationale, default severity and examples.
    static var description: RuleDescription { get }
    /// The violation in `title`, or nil when the title is fine by this rule.
    func check(_ title: AnalyzedTitle) -> RuleViolation?
    /// False when the rule never proposes a replacement, so the engine need not run it again
    /// on text that earlier fixes changed.
    static var isFixable: Bool { get }
    /// False when a title of these UTF-8 bytes shown in `context` certainly gets no violation
    /// from `check`; true when unsure. Lets the engine skip tokenizing text earlier fixes produced.
    func mayReport(_ bytes: UnsafeBufferPointer<UInt8>, context: TitleContext) -> Bool
}

extension TitleRule {
    /// A rule fixes titles when its documented examples show a correction.
    public static var isFixable: Bool { description.examples.contains { $0.correction != nil } }

    /// Unsure by default: the engine analyzes the text and calls `check`.
    public func mayReport(_ bytes: UnsafeBufferPointer<UInt8>, context: TitleContext) -> Bool { true }
}
