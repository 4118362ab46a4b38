import LabelCopyFormats

/// A translation keeps the source's trailing ellipsis, written as the locale writes it.
public struct EllipsisConsistencyRule: ProjectRule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "ellipsis-consistency",
        summary: "Translations end with an ellipsis exactly when the source does",
        rationale: """
            An ellipsis on a button or menu item tells the user that more input follows before the action \
            runs (Apple HIG, "Menus": "Use an ellipsis … when a menu item requires more information"); a \
            translation that drops it promises an immediate action, and one that adds it promises a dialog \
            that never comes. The ellipsis is one character, "…" (U+2026), in every language; Chinese \
            writes it doubled ("……"). An ellipsis added or dropped is reported on titles only (not on messages, \
            names or hints), not where the translation opens with it (languages that put the object first), \
            and an ellipsis added to an activity in progress ("Downloading…") is welcome; three periods for \
            "…" are reported everywhere.
            """,
        defaultSeverity: .warning, examples: [])

    /// Decides which source entries are titles: an ellipsis added or dropped matters only on a
    /// command (a button or menu item), not in a message, a placeholder hint or a name.
    public var classifier: EntryClassifier

    /// Creates the rule.
    public init(classifier: EntryClassifier = EntryClassifier()) {
        self.classifier = classifier
    }

    /// Compares the trailing ellipsis of every translation with its source's.
    public func check(_ project: LocalizationProject) -> [LintFinding] {
        var findings: [LintFinding] = []
        // File index → whether that file writes a space before its ellipses, found when first needed.
        var spacedFiles: [Int: Bool] = [:]
        // Values are scanned first; a whole pair is read only when it may matter.
        for index in project.pairs.indices {
            guard
                Self.mayEndWithEllipsis(project.values[index])
                    || Self.mayEndWithEllipsis(project.sourceValues[index])
            else { continue }
            let pair = project.pairs[index]
            let value = pair.entry.value
            guard !value.isEmpty, value != pair.source.value else { continue }
            // "...." or "…" alone is filler or an emoticon, not a title with an ellipsis.
            guard value.contains(where: \.isLetter), pair.source.value.contains(where: \.isLetter) else { continue }
            // A GTK mnemonic that CJK translations append ("設定位置… (_L)") comes after the ellipsis.
            let (core, mnemonic) = Self.splittingMnemonic(value)
            let source = Self.trailingEllipsis(pair.source.value)
            let translation = Self.trailingEllipsis(core)
            let body = Self.trimmedEnd(core)
            // A fix rewrites the end of the value; where closing tags or a mnemonic follow the text,
            // leave it to a person.
            let fixable = !value.hasSuffix(">") && mnemonic.isEmpty
            switch (source, translation) {
            case ("…"?, "..."?):
                let message = "the source ends with \"…\"; the \(pair.locale) value ends with three dots \"...\" instead"
                // The dots replaced, and a space before them dropped unless the source has one too or
                // the translation's own file writes its ellipses after a space ("Ändern …").
                var stem = String(body.dropLast(3))
                let fileIndex = project.pairs.links[index].file
                if spacedFiles[fileIndex] == nil { spacedFiles[fileIndex] = Self.spacesBeforeEllipsis(project.files[fileIndex]) }
                if !Self.trimmedEnd(pair.source.value).dropLast().hasSuffix(" "), spacedFiles[fileIndex] != true {
                    stem = String(stem.reversed().drop(while: { $0 == " " }).reversed())
                }
                findings.append(
                    finding(pair, message: message, replacement: fixable ? stem + "…" : nil, reason: "compared with the source text"))
            case (_?, nil), (nil, _?):
                if let finding = addedOrDropped(pair, source: source, translation: translation, body: body, fixable: fixable) {
                    findings.append(finding)
                }
            default:
                continue
            }
        }
        return findings
    }

    /// True when more of the file's values that end with "…" put a space (or a no-break space)
    /// before it than do not: the translator's convention, which Apple's German interface shares
    /// ("Sichern unter …").
    static func spacesBeforeEllipsis(_ file: LocalizationFile) -> Bool {
        var spaced = 0
        var closed = 0
        for entry in file.entries where entry.value.hasSuffix("…") {
            let before = entry.value.dropLast().last
            if before == " " || before == "\u{00A0}" || before == "\u{202F}" {
                spaced += 1
            } else if before?.isLetter == true || before?.isNumber == true {
                closed += 1
            }
        }
        return spaced > closed
    }

    /// A finding for an ellipsis the translation drops or adds, where the source is a command
    /// title; nil where the difference is the language's own (a leading ellipsis in a language
    /// that puts the object first) or the text is no command.
    func addedOrDropped(
        _ pair: TranslationPair, source: String?, translation: String?, body: String, fixable: Bool
    ) -> LintFinding? {
        if source != nil && (Self.isContinuation(pair.source.value) || Self.startsWithEllipsis(body)) { return nil }
        // An ellipsis added to an activity in progress ("Downloading…") is what HIG asks for.
        if translation != nil && Self.isProgress(pair.source.value) { return nil }
        guard classifier.judge(pair.source).isTitle else { return nil }
        if let source {
            let canAppend = body.last.map { $0.isLetter || $0.isNumber || $0 == ")" || $0 == "）" } ?? false
            // The ellipsis is "…" in every language, whichever way the source typed it.
            let mark = source == "..." ? "…" : source
            return finding(
                pair, message: "the source ends with \"\(source)\" but the \(pair.locale) value does not",
                replacement: canAppend && fixable ? body + mark : nil, reason: "compared with the source text")
        }
        guard let added = translation else { return nil }
        let stripped = Self.trimmedEnd(String(body.dropLast(added.count)))
        return finding(
            pair, message: "the \(pair.locale) value ends with \"\(added)\" but the source does not",
            replacement: stripped.isEmpty || !fixable ? nil : stripped, reason: "compared with the source text")
    }

    /// True when the text opens with an ellipsis, as Punjabi, Urdu or Hebrew translations of
    /// "Share Page With…" do, the object the ellipsis stands for coming first there.
    static func startsWithEllipsis(_ text: String) -> Bool {
        let start = text.drop(while: \.isWhitespace)
        return start.hasPrefix("…") || start.hasPrefix("...") || start.hasPrefix("⋯")
    }

    /// True for a source naming an activity in progress: its first word ends in "ing" ("Downloading blocklist").
    static func isProgress(_ source: String) -> Bool {
        let word = source.drop(while: { !$0.isLetter }).prefix(while: \.isLetter).lowercased()
        return word.count > 4 && word.hasSuffix("ing")
    }

    /// The text and a trailing mnemonic such as " (_L)" or "(&S)", or the text and "".
    static func splittingMnemonic(_ text: String) -> (core: String, mnemonic: String) {
        let trimmed = text.reversed().drop(while: \.isWhitespace)
        let chars = Array(trimmed.prefix(5).reversed())
        guard chars.count >= 4 else { return (text, "") }
        let tail = Array(chars.suffix(4))
        let opens: Set<Character> = ["(", "（"]
        let closes: Set<Character> = [")", "）"]
        guard opens.contains(tail[0]), tail[1] == "_" || tail[1] == "&", tail[2].isLetter || tail[2].isNumber,
            closes.contains(tail[3])
        else { return (text, "") }
        let core = String(trimmed.dropFirst(4).reversed())
        return (core, String(text.dropFirst(core.count)))
    }

    /// English words after which "…" continues a sentence into what follows ("Filter out
    /// notifications from…", "Ask before…") rather than promising a dialog: articles,
    /// conjunctions and prepositions. Those that end action titles ("Save As…", "Open With…",
    /// "Move To…", "Search For…", "Sign In…") are left out.
    static let continuationWords: Set<String> = [
        "a", "after", "an", "and", "before", "by", "from", "of", "or", "than", "that", "the", "until", "via", "when",
        "without",
    ]

    /// True when the source's last word before its ellipsis is one after which a sentence goes on,
    /// so a translation that rewords the sentence rightly drops the ellipsis.
    static func isContinuation(_ source: String) -> Bool {
        guard let ellipsis = trailingEllipsis(source) else { return false }
        let body = trimmedEnd(source).dropLast(ellipsis.count)
        let word = body.reversed().drop(while: { $0 == " " }).prefix(while: \.isLetter)
        return continuationWords.contains(String(word.reversed()).lowercased())
    }

    /// False when the bytes at the end rule an ellipsis out, read without decoding: after ASCII
    /// white space, an ellipsis ends in ".", in the last bytes of "…", "⋯", "．" or "。", or a
    /// closing tag may hide one (">"); a no-break space keeps the question open.
    static func mayEndWithEllipsis(_ text: String) -> Bool {
        var bytes = text.utf8.reversed().drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }).makeIterator()
        guard let last = bytes.next() else { return false }
        if last == UInt8(ascii: ".") || last == UInt8(ascii: ">") { return true }
        guard last >= 0x80, let middle = bytes.next() else { return false }
        let first = bytes.next()
        switch (first, middle, last) {
        case (0xE2, 0x80, 0xA6), (0xE2, 0x8B, 0xAF), (0xEF, 0xBC, 0x8E), (0xE3, 0x80, 0x82): return true
        default: return middle == 0xC2 && last == 0xA0
        }
    }

    /// The ellipsis a text ends with (before trailing spaces): "…", "……", "⋯", "...", "．．．", or nil.
    static func trailingEllipsis(_ text: String) -> String? {
        let body = trimmedEnd(text)
        // Compared byte by byte: `hasSuffix` compares by canonical equivalence, slower and needless here.
        for form in ["……", "⋯⋯", "…", "⋯", "．．．", "。。。", "..."] where body.utf8.reversed().starts(with: form.utf8.reversed()) {
            return form
        }
        return nil
    }

    /// The text without trailing white space and closing markup tags ("Closing…</b>" ends with "…").
    static func trimmedEnd(_ text: String) -> String {
        var end = text.endIndex
        while end > text.startIndex {
            let before = text.index(before: end)
            if text[before].isWhitespace {
                end = before
            } else if text[before] == ">", let open = text[..<before].lastIndex(of: "<"),
                text[text.index(after: open)] == "/"
            {
                end = open
            } else {
                break
            }
        }
        return String(text[..<end])
    }
}
