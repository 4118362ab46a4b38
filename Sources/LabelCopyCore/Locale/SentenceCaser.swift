import LabelCopyText

/// Turns Title Case into sentence case with the locale's own case mapping (Turkish dotted İ,
/// Dutch IJ): the first word of each sentence starts with a capital, other words lose theirs
/// unless they are to be kept (names, terms, codes).
enum SentenceCaser {
    /// `text` in sentence case for `locale`; `keep` says which capitalized words stay as written.
    /// With `newWordAfterSlash`, the word after "/" starts a title of its own ("Pause/Resume").
    /// The first word is the first the text shows: tags and emphasis or mnemonic markers before
    /// it ("<b>Ouvrir", "**Ouvrir**", "&Ouvrir") do not take its place.
    static func sentenceCased(
        _ text: String, locale: String, newWordAfterSlash: Bool = true, keep: (String) -> Bool
    ) -> String {
        let tokenization = Tokenizer.tokenize(text)
        var output = ""
        var atStart = true
        // After a format placeholder that opens a sentence, the next word keeps its case as written.
        var keepNext = false
        for token in tokenization.tokens {
            let piece = tokenization.string(token)
            switch token.kind {
            case .word, .compound:
                guard piece.contains(where: \.isLetter) else {
                    output += piece
                    continue
                }
                if keepNext {
                    output += piece
                } else if atStart {
                    output += CaseMapper.titlecased(piece, locale: locale)
                } else if isCapitalized(piece) && !keep(piece) {
                    output += CaseMapper.lowercased(piece, locale: locale)
                } else {
                    output += piece
                }
                atStart = false
                keepNext = false
            case .punctuation, .colon:
                output += piece
                // A new sentence starts after its closing mark (Spanish also opens one with ¿ and ¡);
                // "Pause/Resume" names two actions, each capitalized on its own, but "Audio/video"
                // is one phrase.
                if [".", "!", "?", "¿", "¡"].contains(piece) || (piece == "/" && newWordAfterSlash) { atStart = true }
            case .placeholder:
                output += piece
                switch tokenization.placeholderKind(of: token) {
                case .tag, .marker:
                    // "<b>Ouvrir le fichier</b>", "**Ouvrir** le fichier", "&Ouvrir": markup shows
                    // nothing, so the word after it is still the sentence's first.
                    continue
                case .format, .protectedElement:
                    // "%.0f sn geri sar", "%@ fichiers", "%@ Ouvrir le fichier": a value the code puts
                    // first is the sentence's start, so the word after it keeps its case; so is a
                    // protected element, which holds such a value or a name
                    // (`<xliff:g id="n">%d</xliff:g> Photos`).
                    keepNext = atStart
                    atStart = false
                default:
                    atStart = false
                    keepNext = false
                }
            case .number:
                output += piece
                atStart = false
                keepNext = false
            default:
                output += piece
            }
        }
        return output
    }

    /// True for a word written with only its first letter capitalized ("Panier", "Add-On" per
    /// part), the shape Title Case gives; "iPhone", "URL" and "macOS" are not.
    static func isCapitalized(_ word: String) -> Bool {
        var sawCapital = false
        for part in word.split(separator: "-") {
            let letters = part.filter(\.isLetter)
            guard let first = letters.first else { continue }
            guard letters.dropFirst().allSatisfy({ !$0.isUppercase }) else { return false }
            if first.isUppercase { sawCapital = true }
        }
        return sawCapital
    }
}
