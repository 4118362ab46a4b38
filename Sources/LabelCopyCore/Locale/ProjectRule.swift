import LabelCopyFormats

/// A rule over a whole localization project: it compares translations with their source and
/// with their locale's conventions. Pure: entries in, findings out, no disk.
public protocol ProjectRule: Sendable {
    /// What the rule checks and why.
    static var description: RuleDescription { get }

    /// The rule's findings over `project`, in the order the project lists its files and entries.
    func check(_ project: LocalizationProject) -> [LintFinding]
}

extension ProjectRule {
    /// A finding of this rule at a translation.
    func finding(
        _ pair: TranslationPair, severity: Severity? = nil, message: String, replacement: String? = nil, reason: String
    ) -> LintFinding {
        finding(pair.entry, locale: pair.locale, severity: severity, message: message, replacement: replacement, reason: reason)
    }

    /// A finding of this rule at `entry`, with the rule's default severity unless one is given.
    func finding(
        _ entry: LocalizationEntry, locale: String?, severity: Severity? = nil, message: String, replacement: String? = nil,
        reason: String
    ) -> LintFinding {
        LintFinding(
            ruleID: Self.description.id, severity: severity ?? Self.description.defaultSeverity, message: message,
            location: entry.location, key: entry.key, locale: locale, value: entry.value, replacement: replacement,
            reason: reason)
    }
}
