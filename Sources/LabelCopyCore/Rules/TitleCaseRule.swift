/// `title-case`: button, menu, tab and navigation titles use title-style capitalization.
public struct TitleCaseRule: TitleRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "title-case",
        summary:
            "Use title-style capitalization: capitalize every word except articles, coordinating conjunctions and short prepositions.",
        rationale: """
            Apple's HIG for buttons: "Use title-case for titles. Capitalize every word except articles, \
            coordinating conjunctions, and prepositions of four or fewer letters." Following the Apple Style \
            Guide, the first and last words, the word after a colon, verb particles ("Sign In") and the second \
            part of hyphenated compounds ("Add-Ons") are capitalized; canonical terms ("iPhone", "AirDrop", \
            "Face ID") and mandated phrases ("Sign in with Apple") keep their official spelling, plurals of \
            terms included ("PDFs", "iPhones"); the text of an owner's button ("Set up Apple Pay") is \
            written so only as a button's whole title. Words joined by a slash are cased alike ("On/Off"); a version \
            ("v2"), the unit of a rate ("MB/s", "$4.99/month"), addresses and handles keep the case they were \
            typed in.
            """,
        defaultSeverity: .warning,
        examples: [
            .triggering("add to cart", "Add to Cart"),
            .triggering("Save as…", "Save As…", context: .menuItem),
            .triggering("Sign in to iCloud", "Sign In to iCloud"),
            .triggering("share via airdrop", "Share via AirDrop"),
            .triggering("Download For MacOS", "Download for macOS"),
            .triggering("SIGN IN WITH EMAIL", "Sign In with Email"),
            .triggering("Built-In Apps", "Built-in Apps"),
            .triggering("view add-ons", "View Add-Ons"),
            .triggering("sort by: name", "Sort By: Name"),
            .triggering("Reply To %@", "Reply to %@"),
            .triggering("export pdfs", "Export PDFs"),
            .triggering("Show On/off Labels", "Show On/Off Labels"),
            .nonTriggering("Add to Cart"),
            .nonTriggering("Sign in with Apple"),
            .nonTriggering("Set Up Apple Pay", context: .navigationTitle),
            .nonTriggering("iPhone Storage"),
            .nonTriggering("Export as HEIF"),
            .nonTriggering("Keep Up-to-Date"),
            .nonTriggering("What Are You Waiting For?"),
            .nonTriggering("Limit Uploads to 5 MB/s"),
            .nonTriggering("show all items", context: .checkbox),
        ]
    )

    private static let message =
        "Use title-style capitalization: capitalize every word except articles, coordinating conjunctions and prepositions of four or fewer letters."

    /// False where sentence style applies.
    public func mayReport(_ bytes: UnsafeBufferPointer<UInt8>, context: TitleContext) -> Bool {
        Self.mayReport(in: context)
    }

    /// `mayReport`, which reads no byte: the engine asks it without lending the text.
    static func mayReport(in context: TitleContext) -> Bool {
        context.wantsTitleStyle
    }

    /// Reports the title when title style changes it; the replacement is the corrected title.
    public func check(_ title: AnalyzedTitle) -> RuleViolation? {
        checkReportingCases(title)?.violation
    }

    /// `check`, and whether the replacement changed only the case of ASCII letters, so that it
    /// surely differs from the title (`TitleCaser.titleCasedReportingCases`).
    func checkReportingCases(_ title: borrowing AnalyzedTitle) -> (violation: RuleViolation, casesOnly: Bool)? {
        guard title.context.wantsTitleStyle else { return nil }
        guard let fixed = TitleCaser(lexicon: title.lexicon).titleCasedReportingCases(
            title.tokenization, slots: title.slots, isButton: title.context == .button)
        else { return nil }
        // A constant message: the corrected title travels in the replacement, and building a
        // string per finding would cost more than the casing itself. A change that restores a
        // mandated phrase's capitals names the phrase, which title style alone may not write so.
        guard fixed.phrase < 0 else {
            return (Self.mandatedViolation(fixed.phrase, replacement: fixed.text, lexicon: title.lexicon), fixed.casesOnly)
        }
        return (RuleViolation(message: Self.message, replacement: fixed.text), fixed.casesOnly)
    }

    /// The finding for a title whose change restores the mandated capitals of the phrase the
    /// lexicon spells at `phrase`; out of line, as few titles hold one.
    @inline(never)
    private static func mandatedViolation(_ phrase: Int32, replacement: String, lexicon: Lexicon) -> RuleViolation {
        let spellings = lexicon.spellings
        guard Int(phrase) < spellings.count else { return RuleViolation(message: message, replacement: replacement) }
        return RuleViolation(message: mandatedMessage(String(decoding: spellings[Int(phrase)], as: UTF8.self)), replacement: replacement)
    }

    /// The message for a title whose change restores a phrase's mandated capitals, which title
    /// style alone may not give ("Sign in with Google", not "Sign In with Google").
    static func mandatedMessage(_ phrase: String) -> String {
        "Write '\(phrase)' exactly as its owner mandates; use title-style capitalization for the rest of the title."
    }
}
