import LabelCopyFormats

/// Which rules the `labelcopy:` comments of one file turn off at each of its entries.
///
/// Readers hand each entry the comment written before it (`.strings` comments, XML comments
/// in Android, XLIFF and `.stringsdict` files, po translator comments, the `comment` field of
/// a String Catalog), so a directive belongs to the entry after it: `disable-next` covers
/// that entry, however many lines it spans; `disable` and `enable` hold from that entry on.
public struct SuppressionIndex: Sendable {
    /// The rules off at each entry that has any off, by entry.
    private var states: [EntryID: SuppressionState] = [:]
    /// Directives labelcopy could not read, and unknown rule names, at their entry's location.
    public private(set) var warnings: [ConfigurationWarning] = []

    /// Identifies an entry by what a finding carries.
    private struct EntryID: Hashable {
        var key: String
        var location: SourceLocation
    }

    /// Reads the directives in `entries`, which must be one file's entries in file order.
    public init(entries: [LocalizationEntry]) {
        var running = SuppressionState()
        for entry in entries {
            var current = running
            if let comment = entry.comment, comment.contains("labelcopy:") {
                current = read(comment, at: entry.location, running: &running)
            }
            if !current.isEmpty {
                states[EntryID(key: entry.key, location: entry.location)] = current
            }
        }
    }

    /// Applies a comment's directives to `running` and returns the state at the comment's entry.
    private mutating func read(_ comment: String, at location: SourceLocation, running: inout SuppressionState)
        -> SuppressionState
    {
        let known = RuleCatalog.allDescriptions.map(\.id)
        let (directives, problems) = SuppressionDirective.parse(comment: comment)
        for problem in problems {
            warnings.append(ConfigurationWarning(problem, at: location))
        }
        var nextOnly: [String] = []
        for directive in directives {
            for rule in directive.rules {
                if rule != SuppressionDirective.allRules && !known.contains(rule) {
                    let hint = SpellingSuggestion.hint(for: rule, in: known + [SuppressionDirective.allRules])
                    warnings.append(
                        ConfigurationWarning(
                            "'labelcopy:\(directive.action.rawValue)' names unknown rule '\(rule)'" + hint, at: location))
                }
                switch directive.action {
                case .disable: running.disable(rule)
                case .enable: running.enable(rule)
                case .disableNext: nextOnly.append(rule)
                }
            }
        }
        var current = running
        for rule in nextOnly {
            current.disable(rule)
        }
        return current
    }

    /// True when the comments turn `ruleID` off at the entry with `entryKey` at `location`.
    public func isSuppressed(ruleID: String, entryKey: String, location: SourceLocation) -> Bool {
        states[EntryID(key: entryKey, location: location)]?.isDisabled(ruleID) ?? false
    }

    /// True when the comments turn off the rule of `finding` at its entry.
    public func isSuppressed(_ finding: LintFinding) -> Bool {
        isSuppressed(ruleID: finding.ruleID, entryKey: finding.key, location: finding.location)
    }
}
