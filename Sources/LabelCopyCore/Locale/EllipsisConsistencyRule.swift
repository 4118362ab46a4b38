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
            writes it doubled ("……").
            """,
        defaultSeverity: .warning, examples: [])

    /// Creates the rule.
    public init() {}

    /// Compares the trailing ellipsis of every translation with its source's.
    public func check(_ project: LocalizationProject) -> [LintFinding] {
        var findings: [LintFinding] = []
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
            let source = Self.trailingEllipsis(pair.source.value)
            let translation = Self.trailingEllipsis(value)
            let body = Self.trimmedEnd(value)
            // A fix rewrites the end of the value; where closing tags follow the text, leave it to a person.
            let fixable = !value.hasSuffix(">")
            switch (source, translation) {
            case (let source?, nil) where !Self.isContinuation(pair.source.value):
                let canAppend = body.last.map { $0.isLetter || $0.isNumber || $0 == ")" || $0 == "）" } ?? false
                let message = "the source ends with \"\(source)\" but the \(pair.locale) value does not"
                findings.append(
                    finding(
                        pair, message: message, replacement: canAppend && fixable ? body + source : nil,
                        reason: "compared with the source text"))
            case ("…"?, "..."?):
                let message = "the source ends with \"…\"; the \(pair.locale) value ends with three dots \"...\" instead"
                findings.append(
                    finding(
                        pair, message: message, replacement: fixable ? String(body.dropLast(3)) + "…" : nil,
                        reason: "compared with the source text"))
            case (nil, let added?):
                let message = "the \(pair.locale) value ends with \"\(added)\" but the source does not"
                let stripped = Self.trimmedEnd(String(body.dropLast(added.count)))
                findings.append(
                    finding(
                        pair, message: message, replacement: stripped.isEmpty || !fixable ? nil : stripped,
                        reason: "compared with the source text"))
            default:
                continue
            }
        }
        return findings
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
