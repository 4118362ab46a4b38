import LabelCopyText

extension TitleSlots {
    /// The run of tokens between spaces around the "@", "#" or "/" token at `index`, when it is an
    /// e-mail address ("support@apple.com"), a handle or hashtag ("@johnny-appleseed",
    /// "#wwdc-2024") or a web address with a path ("apple.com/support"): its words are typed as
    /// they stand, never cased. Nil for any other token or run.
    static func addressRun(around index: Int, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let token = tokens[index]
        guard token.kind == .punctuation || token.kind == .symbol, token.range.count == 1 else { return nil }
        let byte = bytes[token.range.lowerBound]
        guard byte == 0x40 || byte == 0x23 || byte == 0x2F else { return nil }
        var start = index
        while start > 0, tokens[start - 1].kind != .space { start -= 1 }
        var end = index + 1
        while end < tokens.count, tokens[end].kind != .space { end += 1 }
        return isAddress(start..<end, tokens, bytes) ? start..<end : nil
    }

    /// Makes the slots already found for tokens of `run` address slots: placeholders to every
    /// rule (kept as typed, still a word to their neighbours), numbers left as they are.
    static func markAddress(_ run: Range<Int>, in slots: inout [TitleSlot]) {
        var last = slots.count - 1
        while last >= 0, slots[last].token >= run.lowerBound {
            if slots[last].kind == .word || slots[last].kind == .compound {
                slots[last].kind = .placeholder
                slots[last].info = WordInfo()
                slots[last].shape = .uncased
            }
            last -= 1
        }
    }

    /// A run is an address when "@" joins two words, when it starts with "@" or "#" before a
    /// word, or when "/" stands in a run with a word holding a period (a domain) or a number
    /// holding two (an IP address), or after "://".
    private static func isAddress(_ run: Range<Int>, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var hasDomain = false
        var hasSlash = false
        for index in run {
            let token = tokens[index]
            switch token.kind {
            case .word, .compound:
                hasDomain = hasDomain || bytes[token.range].contains(0x2E)
            case .number:
                // A number's one period is a decimal point ("$4.99/month"); an address has more
                // ("192.168.1.1/24").
                hasDomain = hasDomain || bytes[token.range].lazy.filter { $0 == 0x2E }.count >= 2
            case .punctuation, .symbol, .colon:
                guard token.range.count == 1 else { continue }
                let byte = bytes[token.range.lowerBound]
                let before = index > run.lowerBound && isWordLike(tokens[index - 1].kind)
                let after = index + 1 < run.upperBound && isWordLike(tokens[index + 1].kind)
                if byte == 0x40, after, before || index == run.lowerBound { return true }
                // "#1" is a number, not a hashtag.
                if byte == 0x23, index == run.lowerBound, index + 1 < run.upperBound,
                    tokens[index + 1].kind == .word || tokens[index + 1].kind == .compound
                {
                    return true
                }
                if byte == 0x2F { hasSlash = true }
                if byte == 0x3A, index + 1 < run.upperBound, bytes[tokens[index + 1].range.lowerBound] == 0x2F { return true }
            default:
                continue
            }
        }
        return hasSlash && hasDomain
    }

    private static func isWordLike(_ kind: TokenKind) -> Bool {
        kind == .word || kind == .compound || kind == .number
    }
}
