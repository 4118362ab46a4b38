import LabelCopyText

/// Decides whether a button title starts with something that is surely not an imperative verb.
/// Silent (nil) whenever unsure: unknown words, verbs, and verb/noun words with an object.
public struct VerbFirstChecker: Sendable {
    /// The word knowledge used.
    public let lexicon: Lexicon

    /// Creates a checker using `lexicon`.
    public init(lexicon: Lexicon = .standard) {
        self.lexicon = lexicon
    }

    /// What the first word was taken to be, and the words it covers, or nil when the title
    /// starts with a verb, is exempt, or the checker is unsure.
    public func reading(of tokenization: Tokenization) -> (reading: FirstWordReading, range: Range<Int>)? {
        let slots = TitleSlots.build(tokenization, lexicon: lexicon)
        let bytes = tokenization.utf8
        guard let firstIndex = slots.firstIndex(where: { $0.kind != .placeholder }) else { return nil }
        let first = slots[firstIndex]
        let whole = first.range.lowerBound..<slots[slots.count - 1].range.upperBound
        if lexicon.info(bytes, whole).classes.contains(.conventional) { return nil }
        if isExemptOpening(first, bytes, tokenization) { return nil }
        let next = firstIndex + 1 < slots.count && slots[firstIndex + 1].followsPrevious ? slots[firstIndex + 1] : nil
        let found: FirstWordReading?
        switch first.kind {
        case .word: found = wordReading(first, next: next, bytes)
        case .compound: found = compoundReading(first, next: next, tokenization)
        default: found = nil
        }
        guard let found else { return nil }
        let end = found == .nounCompound ? (next?.range.upperBound ?? first.range.upperBound) : first.range.upperBound
        return (found, first.range.lowerBound..<end)
    }

    /// "Don't …" and "Do Not …" (HIG "Don't Allow") and progress labels ("Saving…").
    private func isExemptOpening(_ first: TitleSlot, _ bytes: [UInt8], _ tokenization: Tokenization) -> Bool {
        if ByteMatch.equals(bytes, first.range, "don't") || ByteMatch.equals(bytes, first.range, "dont")
            || ByteMatch.equals(bytes, first.range, "do") {
            return true
        }
        guard let last = tokenization.tokens.last(where: { $0.kind != .space }), last.kind == .ellipsis else { return false }
        return ByteMatch.hasSuffix(bytes, first.range, "ing")
    }

    private func wordReading(_ first: TitleSlot, next: TitleSlot?, _ bytes: [UInt8]) -> FirstWordReading? {
        let classes = first.info.classes
        if let next, next.kind == .word,
           lexicon.info(bytes, first.range.lowerBound..<next.range.upperBound).classes.contains(.phrasalVerb) {
            return nil
        }
        if classes.contains(.verb) {
            guard classes.contains(.verbNoun) || classes.contains(.verbAdjective), let next else { return nil }
            return isCompoundHead(next, bytes) ? .nounCompound : nil
        }
        if classes.contains(.article) { return .article }
        if classes.contains(.determiner) { return .determiner }
        if classes.contains(.pronoun) { return classes.contains(.ordinary) && next.map({ isNounLike($0, bytes) }) == true ? .name : .pronoun }
        if classes.contains(.adjective) { return .adjective }
        if classes.isDisjoint(with: [.noun, .compoundHead]) == false { return .noun }
        if classes.contains(.participle) { return .participle }
        if first.info.term >= 0 || classes.contains(.termStart) { return nameReading(next: next, bytes) }
        if !classes.isDisjoint(with: [.preposition, .conjunction, .particle]) { return nil }
        if Morphology.pluralBase(lexicon, bytes, first.range) != nil { return .pluralNoun }
        if Morphology.isRegularParticiple(lexicon, bytes, first.range) { return .participle }
        return nil
    }

    /// A product name first is a noun ("iCloud Settings") unless something a verb would
    /// govern follows it ("AirDrop to Mac", "FaceTime %@").
    private func nameReading(next: TitleSlot?, _ bytes: [UInt8]) -> FirstWordReading? {
        guard let next else { return .name }
        return isNounLike(next, bytes) ? .name : nil
    }

    private func compoundReading(_ first: TitleSlot, next: TitleSlot?, _ tokenization: Tokenization) -> FirstWordReading? {
        let bytes = tokenization.utf8
        if first.info.term >= 0 { return nameReading(next: next, bytes) }
        guard let parts = tokenization.compoundParts[first.token], parts.count >= 2, parts[0].kind == .word else { return nil }
        let head = lexicon.info(bytes, parts[0].range).classes
        let tail = parts[parts.count - 1]
        // "Sign-In Options", "Add-Ons": a verb + particle compound is a noun.
        if head.contains(.verb), tail.kind == .word {
            let tailClasses = lexicon.info(bytes, tail.range).classes
            let plural = ByteMatch.hasSuffix(bytes, tail.range, "s") && lexicon.info(bytes, tail.range.lowerBound..<(tail.range.upperBound - 1)).classes.contains(.particle)
            if plural { return .pluralNoun }
            if tailClasses.contains(.particle), let next, isNounLike(next, bytes) { return .nounCompound }
            return nil
        }
        if head.contains(.adjective) { return .adjective }
        if head.contains(.determiner) { return .determiner }
        if head.contains(.participle) { return .participle }
        return nil
    }

    /// Nouns that make a verb/noun first word a modifier: compound heads and their plurals.
    private func isCompoundHead(_ slot: TitleSlot, _ bytes: [UInt8]) -> Bool {
        guard slot.kind == .word else { return false }
        if slot.info.classes.contains(.compoundHead) { return true }
        guard slot.info.classes.isEmpty, let base = Morphology.pluralBase(lexicon, bytes, slot.range) else { return false }
        return base.classes.contains(.compoundHead)
    }

    private func isNounLike(_ slot: TitleSlot, _ bytes: [UInt8]) -> Bool {
        guard slot.kind == .word || slot.kind == .compound else { return false }
        let classes = slot.info.classes
        if classes.contains(.verb) { return classes.contains(.verbNoun) }
        if !classes.isDisjoint(with: [.noun, .compoundHead]) || slot.info.term >= 0 { return true }
        return classes.isEmpty && Morphology.pluralBase(lexicon, bytes, slot.range) != nil
    }
}
