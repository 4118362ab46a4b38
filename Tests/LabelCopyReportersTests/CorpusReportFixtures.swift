import LabelCopyCore
import LabelCopyFormats

@testable import LabelCopyReporters

/// A small fixed corpus built in code: English source, a Base storyboard table, German and
/// Japanese translations, and hand-written findings, so report tests do not move when rules change.
enum CorpusReportFixtures {
    static let en = "App/en.lproj/Localizable.strings"
    static let base = "App/Base.lproj/Main.strings"
    static let de = "App/de.lproj/Localizable.strings"
    static let ja = "App/ja.lproj/Localizable.strings"

    static func entry(
        _ path: String, _ line: Int, _ key: String, _ value: String, locale: String, source: Bool, comment: String? = nil,
        ibClass: String? = nil
    )
        -> LocalizationEntry
    {
        LocalizationEntry(
            key: key, locale: locale, value: value, comment: comment,
            location: SourceLocation(path: path, line: line, column: 1 + key.count + 6),
            format: .strings, isSource: source, interfaceBuilderClass: ibClass)
    }

    static var files: [LocalizationFile] {
        [
            LocalizationFile(
                path: en, format: .strings, locale: "en",
                entries: [
                    entry(en, 1, "cart.button.add", "add to cart", locale: "en", source: true),
                    entry(en, 2, "settings.menu.export", "Export \"Q&A\" <Draft>...", locale: "en", source: true),
                    entry(en, 3, "greeting", "Hello there, welcome back to the shop", locale: "en", source: true),
                    entry(en, 4, "ok", "Ok", locale: "en", source: true, comment: "OK button"),
                    entry(en, 5, "list.button.share", "Share List", locale: "en", source: true),
                ], document: nil),
            LocalizationFile(
                path: base, format: .strings, locale: "Base",
                entries: [
                    entry(
                        base, 2, "Xy1-ab-Cd3.normalTitle", "Item Details", locale: "Base", source: true,
                        comment: "Class = \"UIButton\"; normalTitle = \"Item Details\";", ibClass: "UIButton")
                ], document: nil),
            LocalizationFile(
                path: de, format: .strings, locale: "de",
                entries: [
                    entry(de, 1, "cart.button.add", "In den Warenkorb legen", locale: "de", source: false),
                    entry(de, 2, "settings.menu.export", "„F&A“ exportieren …", locale: "de", source: false),
                    entry(de, 3, "greeting", "Hallo und willkommen zurück", locale: "de", source: false),
                    entry(de, 4, "ok", "OK", locale: "de", source: false),
                    entry(de, 5, "list.button.share", "Liste teilen", locale: "de", source: false),
                ], document: nil),
            LocalizationFile(
                path: ja, format: .strings, locale: "ja",
                entries: [
                    entry(ja, 1, "cart.button.add", "カートに追加", locale: "ja", source: false),
                    entry(ja, 5, "list.button.share", "リストを共有", locale: "ja", source: false),
                ], document: nil),
        ]
    }

    static func finding(
        _ rule: String, _ severity: Severity, _ path: String, _ line: Int, _ key: String, _ value: String, locale: String,
        replacement: String? = nil, message: String
    ) -> LintFinding {
        LintFinding(
            ruleID: rule, severity: severity, message: message,
            location: SourceLocation(path: path, line: line, column: 1 + key.count + 6),
            key: key, locale: locale, value: value, replacement: replacement, reason: "fixture")
    }

    static var findings: [LintFinding] {
        [
            finding(
                "title-case", .warning, en, 1, "cart.button.add", "add to cart", locale: "en", replacement: "Add to Cart",
                message: "Use title-style capitalization: 'Add to Cart'."),
            finding(
                "ellipsis", .warning, en, 2, "settings.menu.export", "Export \"Q&A\" <Draft>...", locale: "en",
                replacement: "Export \"Q&A\" <Draft>…", message: "Use the ellipsis character \"…\" instead of periods."),
            finding(
                "alert-answers", .warning, en, 4, "ok", "Ok", locale: "en", replacement: "OK", message: "Spell \"Ok\" as \"OK\"."),
            finding(
                "title-case", .warning, en, 4, "ok", "Ok", locale: "en", replacement: "OK",
                message: "Use title-style capitalization: 'OK'."),
            finding(
                "verb-first", .warning, base, 2, "Xy1-ab-Cd3.normalTitle", "Item Details", locale: "Base",
                message: "'Item' is a noun; start with a verb that says what happens."),
            finding(
                "placeholder-mismatch", .error, ja, 1, "cart.button.add", "カートに追加", locale: "ja",
                message: "source has 1 placeholder (%d), ja has none"),
            finding(
                "truncation-risk", .warning, de, 1, "cart.button.add", "In den Warenkorb legen", locale: "de",
                message:
                    "de: 'In den Warenkorb legen' is 190 pt at Large (17 pt), the tab bar item allows 56 pt on a 320 pt screen (likely truncated)"
            ),
            finding(
                "truncation-risk", .note, de, 5, "list.button.share", "Liste teilen", locale: "de",
                message:
                    "de: 'Liste teilen' is 84 pt at 17 pt, the navigation bar button allows 88 pt on a 320 pt screen (at risk)"),
            finding(
                "truncation-risk", .note, ja, 5, "list.button.share", "リストを共有", locale: "ja",
                message: "ja: 'リストを共有' is 52 pt at 10 pt, the tab bar item allows 56 pt on a 320 pt screen (at risk)"),
        ]
    }

    static var result: LintResult {
        LintResult(
            fileCount: 5, entryCount: 13, findings: findings,
            errors: [FormatError("unterminated string", path: "App/fr.lproj/Localizable.strings", line: 7, column: 11)])
    }

    /// The report of the fixture corpus, with its suggestion combining fixes by hand (the
    /// engine's own suggestion is tested elsewhere).
    static var report: CorpusReport {
        CorpusReport(
            files: files, result: result, maxOffenders: 10,
            suggest: { _, entry in entry.value == "Ok" ? "OK" : nil })
    }
}
