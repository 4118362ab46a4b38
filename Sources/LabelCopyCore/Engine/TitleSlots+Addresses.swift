import LabelCopyText

extension TitleSlots {
    /// The token ranges of e-mail addresses ("support@apple.com"), handles and hashtags
    /// ("@johnny-appleseed", "#wwdc-2024") and web addresses with a path ("apple.com/support"),
    /// each a run of tokens between spaces; their words are typed as they stand, never cased.
    /// Empty for titles without "@", "#" or "/", which is nearly all of them.
    static func addresses(_ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start = 0
        var marked = false
        for index in 0...tokens.count {
            if index == tokens.count || tokens[index].kind == .space {
                if marked, isAddress(start..<index, tokens, bytes) { found.append(start..<index) }
                start = index + 1
                marked = false
                continue
            }
            let token = tokens[index]
            if token.kind == .punctuation || token.kind == .symbol, token.range.count == 1 {
                let byte = bytes[token.range.lowerBound]
                marked = marked || byte == 0x40 || byte == 0x23 || byte == 0x2F
            }
        }
        return found
    }

    /// A run is an address when "@" joins two words, when it starts with "@" or "#" before a
    /// word, or when "/" stands next to a word holding a period (a domain) or after "://".
    private static func isAddress(_ run: Range<Int>, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var hasDomain = false
        var hasSlash = false
        for index in run {
            let token = tokens[index]
            switch token.kind {
            case .word, .compound, .number:
                hasDomain = hasDomain || bytes[token.range].contains(0x2E)
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
