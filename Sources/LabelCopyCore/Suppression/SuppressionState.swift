/// Which rules are off at one point of a file, as `disable`/`enable` comments leave it.
public struct SuppressionState: Sendable, Hashable {
    /// True after `disable all`: every rule is off except those in `exceptions`.
    public private(set) var allDisabled = false
    /// Rules off (when not `allDisabled`) or rules turned back on (when `allDisabled`).
    public private(set) var exceptions: Set<String> = []

    /// Creates a state with every rule on.
    public init() {}

    /// True when `ruleID` is off.
    public func isDisabled(_ ruleID: String) -> Bool {
        allDisabled != exceptions.contains(ruleID)
    }

    /// True when no rule is off.
    public var isEmpty: Bool { !allDisabled && exceptions.isEmpty }

    /// Turns `ruleID` (or `all`) off.
    public mutating func disable(_ ruleID: String) {
        if ruleID == SuppressionDirective.allRules {
            allDisabled = true
            exceptions = []
        } else if allDisabled {
            exceptions.remove(ruleID)
        } else {
            exceptions.insert(ruleID)
        }
    }

    /// Turns `ruleID` (or `all`) back on.
    public mutating func enable(_ ruleID: String) {
        if ruleID == SuppressionDirective.allRules {
            allDisabled = false
            exceptions = []
        } else if allDisabled {
            exceptions.insert(ruleID)
        } else {
            exceptions.remove(ruleID)
        }
    }
}
