import LabelCopyText

/// The label of an action in progress ("Saving", "Checking Out") ends with "…".
///
/// A first word ending in "-ing" whose stem is a verb of the lexicon starts a progress label,
/// but many such words are nouns too ("Building", "Meeting Notes", "Sharing Options"). The
/// rule stays silent when unsure: it reports the gerund alone, the gerund with particles or
/// a short object introduced by an article, pronoun, number, preposition or placeholder, and
/// the gerund with a single plain word that is not a usual head of a noun compound.
public struct ProgressLabelRule: TitleRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "progress-label",
        summary: "End the label of an action in progress with \"…\" (\"Saving…\").",
        rationale: """
            HIG Buttons: while an action "doesn't instantly complete", a button can show an \
            activity indicator with an alternative label; "the label \u{201C}Checkout\u{201D} \
            could change to \u{201C}Checking out\u{2026}\u{201D} while the activity indicator \
            is visible." The ellipsis says the action is still going on. A button title that \
            starts with the -ing form of a known verb and reads as an action in progress gets \
            "…" appended; three trailing periods are turned into "…". Titles where the -ing word \
            may be a noun ("Settings", "Meeting Notes", "Sharing Options") are left alone, and \
            capitalization is left to the title-case rule.
            """,
        defaultSeverity: .warning,
        examples: [
            .triggering("Saving", "Saving…"),
            .triggering("Checking Out", "Checking Out…"),
            .triggering("Uploading Photos", "Uploading Photos…"),
            .triggering("Deleting...", "Deleting…"),
            .triggering("Stopping", "Stopping…"),
            .triggering("Moving to Trash", "Moving to Trash…"),
            .triggering("Sending %@", "Sending %@…"),
            .triggering("Setting Up Account", "Setting Up Account…"),
            .triggering("Backing Up Settings", "Backing Up Settings…"),
            .nonTriggering("Setting Up Guide"),
            .triggering("Cleaning Up History", "Cleaning Up History…"),
            .nonTriggering("Starting Cash Drawer Amount"),
            .nonTriggering("Saving…"),
            .nonTriggering("Settings"),
            .nonTriggering("Meeting Notes"),
            .nonTriggering("Sharing Options"),
            .nonTriggering("Building"),
            .nonTriggering("Following"),
            .nonTriggering("Save"),
            .nonTriggering("Sharing", context: .navigationTitle),
        ]
    )

    /// -ing words that usually name a thing or a lasting state in an interface ("Following"
    /// an account), not an action in progress.
    static let gerundNouns: Set<String> = [
        "billing", "booking", "building", "ceiling", "clothing", "drawing", "encoding", "evening", "feeding",
        "following", "funding", "heading", "housing", "lighting", "listing", "meeting", "morning", "offering",
        "painting", "parking", "posting", "pricing", "ranking", "rating", "recording", "seating", "setting",
        "shipping", "spelling", "spending", "training", "trending", "wedding", "writing",
    ]

    /// Nouns that an -ing word commonly modifies in a compound ("Sharing Options", "Loading Screen").
    static let compoundHeads: Set<String> = [
        "account", "accounts", "address", "alert", "area", "bag", "balance", "bar", "board", "cart", "center", "code", "costs",
        "deadline", "details", "error", "errors", "fee", "fees", "frequency", "guide", "history", "hours",
        "goal", "indicator", "info", "information", "interval", "label", "limit", "limits", "link", "list", "menu",
        "method", "methods", "mode", "notes", "number", "options", "page", "panel", "permissions", "plan",
        "policy", "port", "power", "preferences", "progress", "protection", "quality", "queue", "rate", "resource", "room",
        "rules", "schedule", "screen", "service", "services", "settings", "speed", "status", "time", "tips", "tool",
        "tools", "view", "window",
    ]

    /// Heads that name a page, a guide, a part of the interface or how a process stands: after
    /// an -ing word and its particle they make a noun compound ("Setting Up Guide", "Checking Out
    /// Page", "Backing Up Status"), where any other one word is the particle's object ("Setting
    /// Up Account", "Cleaning Up History").
    static let pageHeads: Set<String> = [
        "guide", "menu", "page", "panel", "progress", "screen", "status", "tips", "tool", "tools", "view", "window", "wizard",
    ]

    /// Words after which an -ing word names a state reached, not an action going on ("Seeding
    /// Complete", "Sync Failed" written "Syncing Failed", "Running Late", "Closing Soon"), or a
    /// fixed heading ("Getting Started").
    static let statusWords: Set<String> = [
        "complete", "completed", "done", "failed", "finished", "late", "paused", "soon", "started", "stopped",
    ]

    /// Units of time that, after "in" and a value, say when something will happen ("Arriving in
    /// 5 Minutes", "Starting in %d Seconds"): a countdown, not an action going on.
    static let timeUnits: Set<String> = [
        "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "hour", "hours", "hr", "hrs", "day", "days",
        "week", "weeks", "month", "months", "year", "years",
    ]

    /// Particles that follow a verb and never open a noun phrase: after them an -ing word the
    /// lists call a noun is the verb ("Setting Up", "Backing Up").
    static let adverbialParticles: Set<String> = ["away", "back", "down", "off", "out", "up"]

    /// At most this many words may follow the -ing word, or one more when they count items
    /// ("Printing Page 3 of 10", `countsItems`) or are an object or particle and a preposition's
    /// phrase ("Logging Out of All Devices").
    static let maxTailWords = 3

    /// False outside buttons and for titles without "ing" in any case.
    public func mayReport(_ bytes: UnsafeBufferPointer<UInt8>, context: TitleContext) -> Bool {
        guard context == .button, bytes.count >= 5, let base = bytes.baseAddress else { return false }
        func endsIng(_ index: Int) -> Bool {
            index >= 2 && bytes[index - 1] | 0x20 == 0x6E && bytes[index - 2] | 0x20 == 0x69
        }
        // Each "g" or "G" is found eight bytes at a time (non-ASCII lanes masked out) and only
        // then tested with the two bytes before it.
        let count = bytes.count
        guard count >= 8 else {
            for index in 2..<count where bytes[index] | 0x20 == 0x67 && endsIng(index) { return true }
            return false
        }
        // The last word is the title's last eight bytes: letters read twice get the same answer.
        var index = 0
        while true {
            let start = min(index, count - 8)
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            var letters = ASCIIWord.bytesEqual((word | 0x2020_2020_2020_2020) & ~ASCIIWord.highBits, 0x67) & ~word
            while letters != 0 {
                if endsIng(start + letters.trailingZeroBitCount / 8) { return true }
                letters &= letters - 1
            }
            index += 8
            if index >= count { return false }
        }
    }

    /// Reports a progress label without "…" and proposes it with "…".
    public func check(_ title: AnalyzedTitle) -> RuleViolation? {
        guard title.context == .button else { return nil }
        // Found with the analysis of a button title, as verb-first asks it too.
        if case .found(let end) = title.progressLabelEnd {
            guard let end else { return nil }
            return Self.violation(title.tokenization.utf8, end: end)
        }
        guard let first = title.tokenization.tokens.first(where: { $0.kind != .space }),
            first.kind == .word, Self.endsWithIng(title.tokenization.utf8, first.range)
        else { return nil }
        return Self.progressViolation(title)
    }

    /// `check` for a button title whose first word ends in "-ing". Kept out of `check`, so that
    /// the titles told apart by their first word (nearly all) do not pay for this part's frame.
    @inline(never)
    private static func progressViolation(_ title: AnalyzedTitle) -> RuleViolation? {
        let tokenization = title.tokenization
        guard let end = Self.labelEnd(tokenization, slots: title.slots, lexicon: title.lexicon) else { return nil }
        return violation(tokenization.utf8, end: end)
    }

    /// The finding for a title of `bytes` that is a progress label lacking its "…" after `end`.
    @inline(never)
    static func violation(_ bytes: [UInt8], end: Int) -> RuleViolation {
        let tail = Self.trailingWhitespaceStart(bytes, from: end)
        let replacement = bytes.withUnsafeBufferPointer { Self.replacement($0, end: end, tail: tail) }
        return RuleViolation(
            message: "End the label of an action in progress with \"…\", as in \"Checking out…\".",
            replacement: replacement
        )
    }

    /// The title of `source` up to `end`, "…", and the white space from `tail`, written once into the string.
    static func replacement(_ source: UnsafeBufferPointer<UInt8>, end: Int, tail: Int) -> String {
        let end = min(max(end, 0), source.count)
        let tail = min(max(tail, end), source.count)
        return String(unsafeUninitializedCapacity: end + 3 + (source.count - tail)) { buffer in
            var writer = ByteWriter(buffer: buffer)
            writer.put(UnsafeBufferPointer(rebasing: source[..<end]))
            writer.put(0xE2)
            writer.put(0x80)
            writer.put(0xA6)
            writer.put(UnsafeBufferPointer(rebasing: source[tail...]))
            return writer.count
        }
    }

    /// Where the "…" of a progress label that lacks it goes (the end of its words), or nil when
    /// the title is no such label: the rule's whole judgement, which verb-first asks too, so a
    /// progress label missing its "…" is not also called a title that starts with no verb.
    static func unfinishedLabelEnd(_ tokenization: Tokenization, slots: [TitleSlot], lexicon: Lexicon) -> Int? {
        // Asked of every button title: the first word found by index, without a closure.
        let tokens = tokenization.tokens
        var first = 0
        while first < tokens.count, tokens[first].kind == .space { first += 1 }
        guard first < tokens.count, tokens[first].kind == .word, endsWithIng(tokenization.utf8, tokens[first].range) else {
            return nil
        }
        return labelEnd(tokenization, slots: slots, lexicon: lexicon)
    }

    /// `unfinishedLabelEnd` for a title whose first word is known to end in "-ing".
    private static func labelEnd(_ tokenization: Tokenization, slots: [TitleSlot], lexicon: Lexicon) -> Int? {
        let bytes = tokenization.utf8
        guard let end = coreEnd(bytes) else { return nil }
        // The ASCII reading answers false at a word past `maxTailWords + 2`, as the count would:
        // its words are not counted in a pass of their own.
        if isASCII(bytes, before: end) {
            return readsAsProgressASCII(tokenization, slots: slots, before: end, lexicon: lexicon) ? end : nil
        }
        guard wordCount(tokenization, before: end) <= maxTailWords + 2 else { return nil }
        return readsAsProgress(tokenization, slots: slots, before: end, lexicon: lexicon) ? end : nil
    }

    /// True when the words before `end` are a gerund that reads as an action in progress.
    static func readsAsProgress(_ tokenization: Tokenization, slots: [TitleSlot], before end: Int, lexicon: Lexicon) -> Bool {
        // ASCII text, nearly every title, is read from its bytes; other text as lowercased strings.
        if isASCII(tokenization.utf8, before: end) {
            return readsAsProgressASCII(tokenization, slots: slots, before: end, lexicon: lexicon)
        }
        let words = words(tokenization, before: end, lexicon: lexicon)
        guard let gerund = words.first, gerund.kind == .word,
            isGerund(gerund.text, lexicon: lexicon)
                || isPhrasalGerund(gerund.text, next: words.dropFirst().first, lexicon: lexicon)
        else { return false }
        return readsAsAction(gerund: gerund.text, tail: words.dropFirst(), lexicon: lexicon)
    }

    /// True when the bytes before `end` are all ASCII, read eight at a time.
    static func isASCII(_ bytes: [UInt8], before end: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let end = min(end, buffer.count)
            guard let base = buffer.baseAddress else { return true }
            var index = 0
            while index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & ASCIIWord.highBits != 0 { return false }
                index += 8
            }
            while index < end {
                if buffer[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
    }

    // MARK: - Reading the title

    /// A word of the title, lowercased, with its token kind.
    struct Word {
        var text: String
        var kind: TokenKind
        /// The lexicon's classes of an ASCII word; nil for placeholders and other text.
        ///
        /// A list holds an ASCII word only as those very bytes (no other text is canonically
        /// equal to lowercase letters, digits and the joiners a word may contain), and the index
        /// is built from the same lists, so a class missing here means the list lacks the word:
        /// the set look-ups are needed only when the class is present.
        var classes: WordClass?

        /// False when the word is certainly not in the list of `lexiconClass`.
        func mayBe(_ lexiconClass: WordClass) -> Bool {
            classes.map { $0.contains(lexiconClass) } ?? true
        }
    }

    /// The number of word-like tokens starting before `end`, counted without building strings.
    static func wordCount(_ tokenization: Tokenization, before end: Int) -> Int {
        var count = 0
        for token in tokenization.tokens where token.range.lowerBound < end {
            switch token.kind {
            case .word, .compound, .number, .placeholder: count += 1
            default: continue
            }
        }
        return count
    }

    /// True when the bytes of `range` end in "ing", in any case.
    @inline(__always)
    static func endsWithIng(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        // The interim tokenizer leaves trailing periods on the word, so look past them.
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == 0x2E { end -= 1 }
        guard end - range.lowerBound >= 5 else { return false }
        return bytes[end - 3] | 0x20 == 0x69 && bytes[end - 2] | 0x20 == 0x6E && bytes[end - 1] | 0x20 == 0x67
    }

    /// The end of the title without trailing white space and periods, or nil when the title
    /// already ends with "…" or ends with other punctuation (where the rule is unsure).
    static func coreEnd(_ bytes: [UInt8]) -> Int? {
        var end = bytes.count
        while end > 0 {
            let space = TrailingPunctuationRule.trailingWhitespaceLength(bytes, before: end)
            if space > 0 {
                end -= space
            } else if bytes[end - 1] == 0x2E {
                end -= 1
            } else {
                break
            }
        }
        guard end > 0 else { return nil }
        // "…" (E2 80 A6) compared in place: an array of the three bytes would cost an allocation.
        if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xA6 { return nil }
        let last = bytes[end - 1]
        let isLetterOrDigit = (last | 0x20 >= 0x61 && last | 0x20 <= 0x7A) || (last >= 0x30 && last <= 0x39)
        // A non-ASCII final byte may be a letter (é) or a placeholder's bracket; accept both.
        return isLetterOrDigit || last >= 0x80 || last == 0x7D || last == 0x40 ? end : nil
    }

    /// The word-like tokens before `end`, clipped to it; nil-free, lowercased.
    static func words(_ tokenization: Tokenization, before end: Int, lexicon: Lexicon) -> [Word] {
        var words: [Word] = []
        // Called with at most `maxTailWords + 2` words: one allocation instead of regrowing.
        words.reserveCapacity(maxTailWords + 2)
        for token in tokenization.tokens where token.range.lowerBound < end {
            switch token.kind {
            case .space: continue
            case .word, .compound, .number, .placeholder:
                let clipped = token.range.lowerBound..<min(token.range.upperBound, end)
                let ascii = tokenization.utf8[clipped].allSatisfy { $0 < 0x80 }
                var classes: WordClass?
                if token.kind != .placeholder, ascii {
                    classes = lexicon.info(tokenization.utf8, clipped).classes
                }
                let text: String
                if token.kind == .placeholder {
                    text = String(decoding: tokenization.utf8[clipped], as: UTF8.self)
                } else if ascii {
                    // What `lowercased()` gives for ASCII text, without making the string twice.
                    text = lowercasedASCII(tokenization.utf8, clipped)
                } else {
                    text = String(decoding: tokenization.utf8[clipped], as: UTF8.self).lowercased()
                }
                words.append(Word(text: text, kind: token.kind, classes: classes))
            default:
                // Commas, colons, quotes: the title is more than a progress label.
                return []
            }
        }
        return words
    }

    /// The ASCII bytes of `range` as a string, with A–Z lowered.
    static func lowercasedASCII(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            var written = 0
            for byte in bytes[range] {
                buffer[written] = ByteCase.lower(byte)
                written += 1
            }
            return written
        }
    }

    /// True when `word` ends in "ing" and its stem is a verb of the lexicon, or "re-" and such a
    /// verb ("Recalculating").
    static func isGerund(_ word: String, lexicon: Lexicon) -> Bool {
        var word = word
        return word.withUTF8 { isGerund(bytes: $0, verbs: lexicon.verbs) }
    }

    /// `isGerund` over the bytes of a lowercased word. The lexicon's verbs are ASCII, so only
    /// words of the letters a–z can match; for those, bytes and characters are the same, and
    /// the stems are cut by byte offsets instead of walking characters.
    static func isGerund(bytes word: UnsafeBufferPointer<UInt8>, verbs: [String: Set<String>]) -> Bool {
        guard word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return false }
        let count = word.count
        guard count >= 5, word[count - 3] == 0x69, word[count - 2] == 0x6E, word[count - 1] == 0x67 else { return false }
        // One string per stem, its suffix written with it: no second string and no concatenation.
        func text(_ length: Int, _ suffix: StaticString = "") -> String {
            String(unsafeUninitializedCapacity: length + suffix.utf8CodeUnitCount) { buffer in
                var writer = ByteWriter(buffer: buffer)
                writer.put(UnsafeBufferPointer(rebasing: word[0..<length]))
                suffix.withUTF8Buffer { writer.put($0) }
                return writer.count
            }
        }
        // Each stem is tried in turn, so a hit stops early and no candidate list is built.
        let stem = count - 3
        if verbs[text(stem)] != nil || verbs[text(stem, "e")] != nil { return true }
        let last = word[stem - 1]
        if word[stem - 2] == last, !"aeiouwxy".utf8.contains(last), verbs[text(stem - 1)] != nil {
            return true  // stop → stopping
        }
        if word[count - 4] == 0x79, verbs[text(count - 4, "ie")] != nil {
            return true  // die → dying
        }
        if word[stem - 2] == 0x63, last == 0x6B, verbs[text(stem - 1)] != nil { return true }  // panic → panicking
        // recalculate → recalculating: "re-" before a listed verb's -ing form.
        return count >= 8 && word[0] == 0x72 && word[1] == 0x65
            && isGerund(bytes: UnsafeBufferPointer(rebasing: word[2...]), verbs: verbs)
    }

    /// True when `word`, lowercased, is the -ing form of the verb of a listed phrasal verb whose
    /// particle is `next` ("backing up": "back up" is listed, "back" is no verb alone).
    static func isPhrasalGerund(_ word: String, next: Word?, lexicon: Lexicon) -> Bool {
        guard let next, next.kind == .word, next.mayBe(.particle), word.utf8.count >= 5, word.hasSuffix("ing") else {
            return false
        }
        let stem = word.utf8.dropLast(3)
        var stems = [String(decoding: stem, as: UTF8.self), String(decoding: stem, as: UTF8.self) + "e"]
        // log → logging, set → setting: the doubled consonant.
        if stem.count >= 3, stem.last == stem.dropLast().last { stems.append(String(decoding: stem.dropLast(), as: UTF8.self)) }
        return stems.contains { lexicon.info($0 + " " + next.text).classes.contains(.phrasalVerb) }
    }

    /// True when the words after the gerund make it an action in progress, not a noun phrase.
    static func readsAsAction(gerund: String, tail: ArraySlice<Word>, lexicon: Lexicon) -> Bool {
        // An -ing word the lexicon lists as a noun or adjective ("Sharing", "Onboarding", "Missing")
        // is one here too, as it is to verb-first.
        let gerundIsNoun = gerundNouns.contains(gerund) || !lexicon.info(gerund).classes.isDisjoint(with: [.noun, .adjective])
        if tail.count > maxTailWords {
            guard tail.count == maxTailWords + 1 else { return false }
            if countsItems(tail.map(\.kind), of: { tail[tail.startIndex + $0].text == "of" }) { return true }
            // An object or particle and a preposition's phrase: "Logging Out of All Devices",
            // "Moving Photos to New Album".
            let first = tail[tail.startIndex]
            let second = tail[tail.startIndex + 1]
            guard !gerundIsNoun, first.kind == .word, !isCompoundHead(first, lexicon), !statusWords.contains(first.text),
                second.mayBe(.preposition), lexicon.prepositions.contains(second.text)
            else { return false }
            return tail.last.map { !isCompoundHead($0, lexicon) } ?? true
        }
        guard let next = tail.first else { return !gerundIsNoun }
        if tail.count == 3, next.text == "in",
            tail[tail.startIndex + 1].kind == .number || tail[tail.startIndex + 1].kind == .placeholder,
            timeUnits.contains(tail[tail.startIndex + 2].text)
        {
            return false
        }
        let opensObject =
            next.kind == .number || next.kind == .placeholder
            || (next.mayBe(.article) && lexicon.articles.contains(next.text))
            || (next.mayBe(.determiner) && lexicon.determiners.contains(next.text))
            || (next.mayBe(.pronoun) && lexicon.pronouns.contains(next.text))
        if opensObject { return true }
        // "Tracking Off", "Sharing On": a lone "on" or "off" after an -ing word the lists call a
        // noun names the state of that feature, unless the two are a listed phrasal verb.
        if gerundIsNoun, tail.count == 1, next.kind == .word, next.text == "on" || next.text == "off",
            !isPhrasalGerund(gerund, next: next, lexicon: lexicon)
        {
            return false
        }
        // One word after an adverbial particle is its object ("Setting Up Account", "Backing Up
        // Settings"), whatever the -ing word is, unless it names a page or a guide the phrase
        // describes ("Setting Up Guide").
        if tail.count == 2, next.kind == .word, adverbialParticles.contains(next.text),
            !pageHeads.contains(tail[tail.startIndex + 1].text)
        {
            return true
        }
        if gerundIsNoun {
            // Still the verb before an adverbial particle ("Setting Up", "Backing Up iPhone"); a
            // longer tail may end in a noun compound's head.
            guard next.kind == .word, adverbialParticles.contains(next.text) else { return false }
            return tail.last.map { !isCompoundHead($0, lexicon) } ?? true
        }
        // Fetched once: each fetch of a lexicon list costs a retain and a release.
        let particles = lexicon.particles
        if tail.allSatisfy({ $0.mayBe(.particle) && particles.contains($0.text) }) { return true }
        let preposition = next.mayBe(.preposition) && lexicon.prepositions.contains(next.text)
        if (next.mayBe(.particle) && particles.contains(next.text)) || preposition {
            return tail.last.map { !isCompoundHead($0, lexicon) } ?? true
        }
        // A plain word as the object: alone ("Uploading Photos"), before a preposition's phrase
        // ("Uploading Image to Server"), or with a second plain word ("Contacting Authorization
        // Server"); never a compound's first word ("Loading Screen") or a state ("Seeding
        // Complete"). Three plain words may be a noun phrase ("Starting Cash Drawer Amount").
        guard next.kind == .word, !isCompoundHead(next, lexicon), !statusWords.contains(next.text) else { return false }
        if tail.count == 1 { return true }
        let second = tail[tail.startIndex + 1]
        if second.mayBe(.preposition) && lexicon.prepositions.contains(second.text) {
            return tail.last.map { !isCompoundHead($0, lexicon) } ?? true
        }
        // The second word may be a number or placeholder ("Publishing Episode %d").
        if second.kind == .number || second.kind == .placeholder { return tail.count == 2 }
        return tail.count == 2 && second.kind == .word && !isCompoundHead(second, lexicon) && !statusWords.contains(second.text)
    }

    /// True for the four words after the gerund of an action going through numbered items: a
    /// noun, a number, "of" and the total ("Printing Page 3 of 10", "Exporting Slide %d of %d"),
    /// or a number, "of", the total and a noun ("Downloading 2 of 7 Episodes"). `isOf(i)` tells
    /// whether word `i` is "of".
    static func countsItems(_ kinds: [TokenKind], of isOf: (Int) -> Bool) -> Bool {
        guard kinds.count == 4 else { return false }
        func isValue(_ kind: TokenKind) -> Bool { kind == .number || kind == .placeholder }
        if kinds[0] == .word, kinds[2] == .word, isOf(2) { return isValue(kinds[1]) && isValue(kinds[3]) }
        return isValue(kinds[0]) && kinds[1] == .word && isOf(1) && isValue(kinds[2]) && kinds[3] == .word
    }

    /// True when `word` usually heads a noun compound, by this rule's list or the lexicon's.
    static func isCompoundHead(_ word: Word, _ lexicon: Lexicon) -> Bool {
        if compoundHeads.contains(word.text) || (word.mayBe(.compoundHead) && lexicon.compoundHeads.contains(word.text)) {
            return true
        }
        // The plural of a head heads one too ("Typing Indicators", "Sharing Links").
        guard word.kind == .word, word.text.utf8.count > 3, word.text.hasSuffix("s") else { return false }
        let singular = String(word.text.dropLast())
        return compoundHeads.contains(singular) || lexicon.compoundHeads.contains(singular)
    }

    /// Where the white space after `end` starts (it is kept after the added "…").
    static func trailingWhitespaceStart(_ bytes: [UInt8], from end: Int) -> Int {
        var start = bytes.count
        while start > end {
            let length = TrailingPunctuationRule.trailingWhitespaceLength(bytes, before: start)
            if length == 0 { break }
            start -= length
        }
        return start
    }
}
