import Foundation
import LabelCopyCore
import LabelCopyFormats

/// A fixed lint result that exercises what reporters must escape: quotes, pipes, backticks,
/// XML specials, non-ASCII text, a note, an error and a malformed file.
enum ReporterFixtures {
    static let rules: [RuleDescription] = [
        RuleDescription(
            id: "title-case", summary: "Use title-style capitalization.",
            rationale: "HIG: capitalize every word except articles, coordinating conjunctions and short prepositions.",
            defaultSeverity: .warning, examples: [.triggering("sign in", "Sign In"), .nonTriggering("Sign In")]),
        RuleDescription(
            id: "ellipsis", summary: "Use the ellipsis character.", rationale: "HIG: a title that opens more input ends with “…”.",
            defaultSeverity: .warning, examples: [.triggering("Save As...", "Save As…"), .nonTriggering("Save As…")]),
        RuleDescription(
            id: "alert-answers", summary: "Prefer specific verbs to Yes and No.", rationale: "HIG alerts.",
            defaultSeverity: .error, examples: [.triggering("Yes"), .nonTriggering("Delete")]),
    ]

    static let result = LintResult(
        fileCount: 3,
        entryCount: 42,
        findings: [
            LintFinding(
                ruleID: "title-case", severity: .warning, message: "'sign in to icloud' is not in title style.",
                location: SourceLocation(path: "App/en.lproj/Localizable.strings", line: 4, column: 22),
                endLocation: SourceLocation(path: "App/en.lproj/Localizable.strings", line: 4, column: 39),
                key: "login.button.title", locale: "en", value: "sign in to icloud", replacement: "Sign In to iCloud",
                reason: "key 'login.button.title' names a button ('button')", replacementText: "Sign In to iCloud"),
            LintFinding(
                ruleID: "ellipsis", severity: .note, message: "Use “…” instead of three periods.",
                location: SourceLocation(path: "App/en.lproj/Localizable.strings", line: 9, column: 15),
                endLocation: SourceLocation(path: "App/en.lproj/Localizable.strings", line: 9, column: 33),
                key: "menu.export", locale: "en", value: "Export \"Q&A\" | <Draft>...", replacement: "Export \"Q&A\" | <Draft>…",
                reason: "key 'menu.export' names a menu item", replacementText: #"Export \"Q&A\" | <Draft>…"#),
            LintFinding(
                ruleID: "alert-answers", severity: .error, message: "Use a verb that says what happens instead of `Yes`.",
                location: SourceLocation(path: "App/Base.lproj/Main.strings", line: 2, column: 30),
                key: "abc-12-xyz.normalTitle", locale: "Base", value: "Yes", replacement: nil,
                reason: "Interface Builder class UIButton"),
        ],
        errors: [FormatError("unterminated string that started here", path: "App/de.lproj/Localizable.strings", line: 7, column: 11)]
    )
}
