/// `verb-first`: a button title starts with a verb that says what the button does.
public struct VerbFirstRule: TitleRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "verb-first",
        summary: "Start a button title with a verb that says what happens.",
        rationale: """
            Apple's HIG for buttons: "Use verbs in titles. An action-specific title shows that a button is \
            interactive and says what happens when you tap it", and "consider starting the label with a verb \
            ... for example ... 'Add to Cart.'" Conventional titles (OK, Done, Not Now), "Don't …" titles, \
            progress labels ("Saving…") and titles outside buttons are exempt. The rule reports only first \
            words it is sure are not verbs, and stays silent on words it does not know.
            """,
        defaultSeverity: .warning,
        examples: [
            .triggering("Settings"),
            .triggering("My Account"),
            .triggering("New Folder"),
            .triggering("Saved Items"),
            .triggering("Order Summary"),
            .triggering("Checkout"),
            .triggering("Upload Failed"),
            .triggering("Requires Restart"),
            .nonTriggering("Add to Cart"),
            .nonTriggering("Resume Paused"),
            .nonTriggering("Order Pizza"),
            .nonTriggering("Share Photo"),
            .nonTriggering("Smooth Selected Points"),
            .nonTriggering("Done"),
            .nonTriggering("Saving…"),
            .nonTriggering("Settings", context: .tabBarItem),
        ]
    )

    /// A checker of the standard lexicon, made once: one made per title costs a retain and a release.
    private let standardChecker = VerbFirstChecker(lexicon: .standard)

    /// Reports a button title whose first word is surely not a verb, saying what it was taken to be.
    public func check(_ title: AnalyzedTitle) -> RuleViolation? {
        guard title.context.wantsVerb else { return nil }
        if VerbFirstChecker.startsWithPlainVerb(title.slots) { return nil }
        if title.lexicon.storage === standardChecker.lexicon.storage { return check(title, with: standardChecker) }
        return check(title, with: VerbFirstChecker(lexicon: title.lexicon))
    }

    /// `check` with a checker of the title's lexicon.
    private func check(_ title: AnalyzedTitle, with checker: VerbFirstChecker) -> RuleViolation? {
        guard let found = checker.reading(of: title.tokenization, slots: title.slots, progressLabelEnd: title.progressLabelEnd)
        else { return nil }
        let bytes = title.tokenization.utf8
        if found.reading == .noun, let split = checker.phrasalVerbSplit(bytes, found.range),
            !Self.headsNounAfter(found.range, title)
        {
            let word = String(decoding: bytes[found.range], as: UTF8.self)
            let verb =
                Self.titleWord(bytes, found.range.lowerBound..<split) + " "
                + Self.titleWord(bytes, split..<found.range.upperBound)
            return RuleViolation(message: "'\(word)' is the noun of a phrasal verb; use the verb '\(verb)'.")
        }
        // A place or thing: opening it is the usual action ("Settings" → "Open Settings").
        var suggestingOpen: Bool
        switch found.reading {
        case .noun, .pluralNoun, .name, .nounCompound:
            suggestingOpen = !Self.isCounted(found.range, title) && !Self.namesSettingBeforeValue(found.range, title)
        default: suggestingOpen = false
        }
        guard found.range.lowerBound >= 0, found.range.upperBound <= bytes.count else { return nil }
        // What to open is the whole noun phrase the word starts ("Account Settings"), not the word;
        // nothing that "to" follows ("Time to Stand" says it is time).
        let named = suggestingOpen ? Self.phraseRange(from: found.range, title) : found.range
        if suggestingOpen, let after = title.slots.first(where: { $0.range.lowerBound >= named.upperBound }),
            after.kind == .word, ByteMatch.equals(bytes, after.range, "to")
        {
            suggestingOpen = false
        }
        // The word goes into the message as it stands in the title: no string of it.
        var phrase = found.reading.phrase
        let opened = suggestingOpen ? Self.openedPhrase(bytes, named, title.lexicon, shouted: Self.isShouted(named, title)) : []
        let message = bytes.withUnsafeBufferPointer { title in
            phrase.withUTF8 { phrase in
                opened.withUnsafeBufferPointer {
                    Self.message(UnsafeBufferPointer(rebasing: title[found.range]), phrase, open: suggestingOpen ? $0 : nil)
                }
            }
        }
        return RuleViolation(message: message)
    }

    /// Whether the word at `word` tells what a count before it counts ("%d Coins", "3 Photos"):
    /// there is nothing to open then.
    static func isCounted(_ word: Range<Int>, _ title: AnalyzedTitle) -> Bool {
        let slots = title.slots
        guard let index = slots.firstIndex(where: { $0.range == word }), index > 0, slots[index].followsPrevious else {
            return false
        }
        let before = slots[index - 1]
        return before.kind == .number || VerbFirstChecker.holdsCount(before, title.tokenization.utf8)
    }

    /// Whether the word at `word` is a verb too that names a setting before a colon and its
    /// value ("Sort: Newest", "Repeat: Off"): "Open Sort" is no fix; the command is the verb's
    /// own. A phrase keeps its example ("Order Summary: %@").
    static func namesSettingBeforeValue(_ word: Range<Int>, _ title: AnalyzedTitle) -> Bool {
        let slots = title.slots
        guard let index = slots.firstIndex(where: { $0.range == word }), slots[index].info.classes.contains(.verb) else {
            return false
        }
        let context = FirstWordContext(slots: slots, index: index, tokenization: title.tokenization)
        return context.isFollowedByColon(slots[index])
    }

    /// Whether the word after the one-word phrasal noun at `word` is a noun it modifies
    /// ("Pickup Time", "Login Screen", "Backup Settings"): the title is then a noun phrase, not
    /// the verb written as one word ("Backup Now", "Setup Face ID").
    static func headsNounAfter(_ word: Range<Int>, _ title: AnalyzedTitle) -> Bool {
        let slots = title.slots
        let bytes = title.tokenization.utf8
        guard let index = slots.firstIndex(where: { $0.range == word }), index + 1 < slots.count else { return false }
        let next = slots[index + 1]
        // "Login & Security", "Backup & Restore": one of two things named.
        if !next.followsPrevious { return onlyAmpersandBetween(slots[index], next, bytes) }
        guard next.kind == .word else { return false }
        if next.info.classes.contains(.compoundHead) { return true }
        // The noun or its plural ("Backup Codes", "Pickup Times").
        var noun = next.range
        if noun.count > 3, ByteMatch.hasSuffix(bytes, noun, "s") { noun = noun.lowerBound..<noun.upperBound - 1 }
        return modifiedNouns.contains { ByteMatch.equals(bytes, next.range, $0) || ByteMatch.equals(bytes, noun, $0) }
            || title.lexicon.info(bytes, noun).classes.contains(.compoundHead)
    }

    /// Nouns that a phrasal verb's noun modifies in UI titles ("Pickup Location", "Checkout
    /// Page"), besides the compound heads.
    static let modifiedNouns: [StaticString] = [
        "bonus", "button", "code", "date", "encryption", "fee", "flow", "form", "guide", "hours", "item", "link", "location",
        "log", "method", "page", "password", "point", "reminder", "schedule", "screen", "time", "tool", "window",
    ]

    /// The noun phrase the first word starts: it goes on over nouns, names, numbers and
    /// placeholders, over "of", "and" or "&" before one ("Terms of Use", "Posts and Replies",
    /// "Page %d"), and over an unknown last word, and ends before any other word ("Account Settings" of "Account Settings
    /// Updated", "Notifications" of "Notifications Off", "Password" of "Password Is Too Short").
    static func phraseRange(from word: Range<Int>, _ title: AnalyzedTitle) -> Range<Int> {
        let slots = title.slots
        guard let start = slots.firstIndex(where: { $0.range == word }) else { return word }
        let bytes = title.tokenization.utf8
        func goesOn(_ index: Int, joined: Bool = false) -> Bool {
            guard index < slots.count, joined || slots[index].followsPrevious else { return false }
            let slot = slots[index]
            switch slot.kind {
            case .number, .placeholder: return true
            case .word, .compound:
                if !slot.info.classes.isDisjoint(with: [.noun, .compoundHead, .verbNoun, .canonical]) { return true }
                if Morphology.pluralBase(title.lexicon, bytes, slot.range) != nil { return true }
                // A word the lists do not know ends a label's noun compound ("Hardware Decoder:",
                // "Sign-Up Bonus") unless its form says verb, participle or adverb.
                return slot.info.classes.isEmpty && slot.endsClause && !Morphology.isIngForm(bytes, slot.range)
                    && !Morphology.isRegularParticiple(title.lexicon, bytes, slot.range)
                    && !Morphology.isLyForm(title.lexicon, bytes, slot.range)
            default: return false
            }
        }
        var end = start
        while !slots[end].endsClause {
            if goesOn(end + 1) {
                end += 1
            } else if end + 2 < slots.count, slots[end + 1].followsPrevious, !slots[end + 1].endsClause,
                ByteMatch.equals(bytes, slots[end + 1].range, "of") || ByteMatch.equals(bytes, slots[end + 1].range, "and")
                    || ByteMatch.equals(bytes, slots[end + 1].range, "&"),
                goesOn(end + 2)
            {
                end += 2
            } else if end + 1 < slots.count, !slots[end + 1].followsPrevious,
                Self.onlyAmpersandBetween(slots[end], slots[end + 1], bytes),
                goesOn(end + 1, joined: true)
            {
                // "Content & Privacy Restrictions", "Face ID & Passcode": "&" is no slot.
                end += 1
            } else {
                break
            }
        }
        return word.lowerBound..<max(word.upperBound, slots[end].range.upperBound)
    }

    /// Whether only "&" and white space stand between two slots.
    static func onlyAmpersandBetween(_ left: TitleSlot, _ right: TitleSlot, _ bytes: [UInt8]) -> Bool {
        let gap = left.range.upperBound..<right.range.lowerBound
        guard gap.upperBound <= bytes.count else { return false }
        var ampersands = 0
        for byte in bytes[gap] {
            if byte == 0x26 {
                ampersands += 1
            } else if byte != 0x20 && byte != 0x09 {
                return false
            }
        }
        return ampersands == 1
    }

    /// "'<word>' <phrase>; start with a verb that says what happens[, e.g. 'Open <named>']."
    /// written byte by byte into one string sized up front: seven `String` appends cost about
    /// 2,500 instructions a report, copying the bytes about a tenth of that.
    static func message(_ word: String, _ phrase: String, open named: String?) -> String {
        var word = word
        var phrase = phrase
        var named = named ?? ""
        let opens = !named.isEmpty
        return word.withUTF8 { word in
            phrase.withUTF8 { phrase in named.withUTF8 { message(word, phrase, open: opens ? $0 : nil) } }
        }
    }

    /// `message` from the UTF-8 bytes of the word, the phrase and what to open, if anything.
    static func message(
        _ word: UnsafeBufferPointer<UInt8>, _ phrase: UnsafeBufferPointer<UInt8>, open named: UnsafeBufferPointer<UInt8>?
    ) -> String {
        let middle: StaticString = "; start with a verb that says what happens"
        let open: StaticString = ", e.g. 'Open "
        let capacity = word.count + (named?.count ?? 0) + phrase.count + middle.utf8CodeUnitCount + open.utf8CodeUnitCount + 5
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = ByteWriter(buffer: buffer)
            writer.put(0x27)
            writer.put(word)
            writer.put(0x27)
            writer.put(0x20)
            writer.put(phrase)
            middle.withUTF8Buffer { writer.put($0) }
            if let named {
                open.withUTF8Buffer { writer.put($0) }
                writer.put(named)
                writer.put(0x27)
            }
            writer.put(0x2E)
            return writer.count
        }
    }

    /// True when the phrase at `named` is in capitals because the whole title is, as title case
    /// reads it ("ORDER SUMMARY", "SETTINGS", not "HEIF" or "Open PDF"): asked only of a phrase
    /// without a small letter.
    static func isShouted(_ named: Range<Int>, _ title: AnalyzedTitle) -> Bool {
        let bytes = title.tokenization.utf8
        guard bytes[named].contains(where: ByteCase.isUpper), !bytes[named].contains(where: { $0 &- 0x61 < 26 }) else {
            return false
        }
        return bytes.withUnsafeBufferPointer { buffer in
            title.slots.withUnsafeBufferPointer { slots in
                TitleCasePass(lexicon: title.lexicon, bytes: bytes, buffer: buffer, slots: slots).shouting
            }
        }
    }

    /// What the example says to open, in title style after "Open" ("%@ files" → "Files"); the
    /// words of a `shouted` title in small letters first, as title case converts them
    /// ("SETTINGS" → "Open Settings").
    static func openedPhrase(_ bytes: [UInt8], _ named: Range<Int>, _ lexicon: Lexicon, shouted: Bool = false) -> [UInt8] {
        var phrase: [UInt8] = []
        phrase.reserveCapacity(named.count)
        // White space in a run becomes one space, as the whitespace rule fixes it ("Contact  Info").
        for byte in bytes[named] {
            let isSpace = byte == 0x20 || byte == 0x09
            if isSpace, phrase.last == 0x20 { continue }
            phrase.append(isSpace ? 0x20 : shouted ? ByteCase.lower(byte) : byte)
        }
        let cased = TitleCaser(lexicon: lexicon).titleCased("Open " + String(decoding: phrase, as: UTF8.self))
        return Array(cased.utf8.dropFirst(5))
    }

    /// One word of a phrasal verb in title style ("check" → "Check").
    private static func titleWord(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var word = bytes[range].map { ByteCase.lower($0) }
        if let first = word.first { word[0] = ByteCase.upper(first) }
        return String(decoding: word, as: UTF8.self)
    }
}
