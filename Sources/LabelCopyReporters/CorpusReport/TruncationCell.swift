import LabelCopyCore

/// How many titles of one locale are at risk or likely truncated in one UI context, from the
/// `truncation-risk` findings.
public struct TruncationCell: Sendable, Hashable {
    /// The UI context's id (`tab-bar-item`).
    public var context: String
    /// Findings within the margin below the budget (reported as notes).
    public var atRisk: Int
    /// Findings over the budget.
    public var truncated: Int

    /// Creates a cell.
    public init(context: String, atRisk: Int, truncated: Int) {
        self.context = context
        self.atRisk = atRisk
        self.truncated = truncated
    }

    /// Both counts together.
    public var total: Int { atRisk + truncated }

    /// Context ids in the order `UIContext` declares them.
    static let contextOrder: [String] = UIContext.allCases.map(\.rawValue)

    /// The UI context a `truncation-risk` message names ("the tab bar item allows …"), since a
    /// finding carries its context only in words.
    static func context(ofMessage message: String) -> String? {
        // Longest names first: "stacked alert button" must not be read as "button (default budget)".
        let named = UIContext.allCases.sorted { $0.displayName.count > $1.displayName.count }
        return named.first { message.contains("the \($0.displayName) allows") }?.rawValue
    }
}
