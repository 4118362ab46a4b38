/// Why an entry was judged a title, in kinds a report can count.
public enum JudgementReasonKind: String, Sendable, Hashable, CaseIterable {
    /// An Interface Builder class in the comment (`UIButton`).
    case interfaceBuilderClass = "ib-class"
    /// A word in the key (`button`, `action`, `menu`).
    case keyWord = "key-word"
    /// A word in the comment ("button", "menu item").
    case comment
    /// A configuration's `keys.include` or `contexts`, or `--all-entries`.
    case configuration = "config"
    /// Anything else.
    case other

    /// The kind of a judgement's reason text. The classifier writes reasons as prose, so the
    /// kind is read from how each kind's text begins.
    public init(reason: String) {
        if reason.contains("keys.include") || reason.contains("from contexts") || reason.hasPrefix("all entries") {
            self = .configuration
        } else if reason.hasPrefix("Interface Builder") {
            self = .interfaceBuilderClass
        } else if reason.hasPrefix("key '") {
            self = .keyWord
        } else if reason.hasPrefix("the comment") {
            self = .comment
        } else {
            self = .other
        }
    }
}
