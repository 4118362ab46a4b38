/// Whether an entry is a UI title the title rules apply to, in which context, and why.
public struct TitleJudgement: Sendable, Hashable {
    /// True when the title rules apply.
    public var isTitle: Bool
    /// Where the title is shown (decides verb-first and title style).
    public var context: TitleContext
    /// Why, in a few words: shown with every finding ("key 'cart.button.add' names a button").
    public var reason: String

    /// Creates a judgement.
    public init(isTitle: Bool, context: TitleContext, reason: String) {
        self.isTitle = isTitle
        self.context = context
        self.reason = reason
    }

    /// An entry the title rules leave alone.
    public static func notTitle(_ reason: String) -> TitleJudgement {
        TitleJudgement(isTitle: false, context: .button, reason: reason)
    }
}
