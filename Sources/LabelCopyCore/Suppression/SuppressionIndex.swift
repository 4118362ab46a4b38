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
        let known = RuleCatalog.descriptions.map(\.id)
        var running = SuppressionState()
        for entry in entries {
            var current: SuppressionState
            if let comment = entry.comment, comment.contains("labelcopy:") {
                let (directives, problems) = SuppressionDirective.parse(comment: comment)
                for problem in problems {
                    warnings.append(ConfigurationWarning(problem, at: entry.location))
                }
                var nextOnly: [String] = []
                for directive in directives {
                    for rule in directive.rules where rule != SuppressionDirective.allRules && !known.contains(rule) {
                        warnings.append(ConfigurationWarning(
                            "'labelcopy:\(directive.action.rawValue)' names unknown rule '\(rule)'"
                                + SpellingSuggestion.hint(for: rule, in: known + [SuppressionDirective.allRules]),
                            at: entry.location))
                    }
                    switch directive.action {
                    case .disable: directive.rules.forEach { running.disable($0) }
                    case .enable: directive.rules.forEach { running.enable($0) }
                    case .disableNext: nextOnly += directive.rules
                    }
                }
                current = running
                nextOnly.forEach { current.disable($0) }
            } else {
                current = running
            }
            if !current.isEmpty {
                states[EntryID(key: entry.key, location: entry.location)] = current
            }
        }
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
