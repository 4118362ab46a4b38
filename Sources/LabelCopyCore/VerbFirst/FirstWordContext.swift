import LabelCopyText

/// The first word of a title and its neighbours, as the verb-first checker sees them.
struct FirstWordContext {
    /// Every slot of the title.
    let slots: [TitleSlot]
    /// Index of the first word's slot.
    let index: Int
    /// The title's tokens.
    let tokenization: Tokenization
    /// Progress-label's judgement of the title, when found with its analysis.
    var progressLabelEnd: ProgressLabelEnd = .unknown

    /// The title's bytes.
    var bytes: [UInt8] { tokenization.utf8 }
    /// The first word.
    var first: TitleSlot { slots[index] }
    /// The word right after the first, when only spaces separate them.
    var next: TitleSlot? { slot(after: index) }

    /// The slot after `position`, when only spaces separate them.
    func slot(after position: Int) -> TitleSlot? {
        position + 1 < slots.count && slots[position + 1].followsPrevious ? slots[position + 1] : nil
    }

    /// True when a sign is written onto the end of `slot` ("15%", "2×"); closing marks are no sign.
    func hasSignAfter(_ slot: TitleSlot) -> Bool {
        let tokens = tokenization.tokens
        let next = slot.token + 1
        guard next < tokens.count, tokens[next].range.lowerBound == slot.range.upperBound else { return false }
        return tokens[next].kind == .symbol || tokenization.utf8[tokens[next].range.lowerBound] == 0x25
    }

    /// The first token after `slot` that is not white space, or nil at the end of the title.
    private func tokenAfter(_ slot: TitleSlot) -> Token? {
        let tokens = tokenization.tokens
        var next = slot.token + 1
        while next < tokens.count, tokens[next].kind == .space { next += 1 }
        return next < tokens.count ? tokens[next] : nil
    }

    /// The byte of the one-byte mark that is the first token after `slot` not white space, or
    /// nil when no such mark follows.
    private func markAfter(_ slot: TitleSlot) -> UInt8? {
        guard let next = tokenAfter(slot), next.kind == .symbol || next.kind == .punctuation, next.range.count == 1 else {
            return nil
        }
        return tokenization.utf8[next.range.lowerBound]
    }

    /// True when the first token after `slot` that is not white space is the symbol "&".
    func isFollowedByAmpersand(_ slot: TitleSlot) -> Bool {
        markAfter(slot) == 0x26
    }

    /// True when the first token after `slot` that is not white space is "," or "!"
    /// ("Welcome, %@", "Hi!").
    func isFollowedByCommaOrExclamation(_ slot: TitleSlot) -> Bool {
        let mark = markAfter(slot)
        return mark == 0x2C || mark == 0x21
    }

    /// True when a colon comes right after `slot` ("Sort Order: Ascending").
    func isFollowedByColon(_ slot: TitleSlot) -> Bool {
        tokenAfter(slot)?.kind == .colon
    }

    /// True when the title's last token that is not white space is "?".
    var endsWithQuestionMark: Bool { Self.endsWithQuestionMark(tokenization) }

    /// True when the last token of `tokenization` that is not white space is "?".
    static func endsWithQuestionMark(_ tokenization: Tokenization) -> Bool {
        guard let last = tokenization.tokens.last(where: { $0.kind != .space }), last.range.count == 1 else { return false }
        return tokenization.utf8[last.range.lowerBound] == 0x3F
    }
}
