import LabelCopyText

/// Applies Apple's title-style capitalization to a tokenized English title.
///
/// Apple Style Guide, "title-style capitalization": capitalize every word except articles,
/// coordinating conjunctions, prepositions of four or fewer letters, `as` and the `to` of
/// an infinitive; always capitalize the first and the last word and the word after a colon.
public struct TitleCaser: Sendable {
    /// The word knowledge used.
    public let lexicon: Lexicon

    /// Creates a caser using `lexicon`.
    public init(lexicon: Lexicon = .standard) {
        self.lexicon = lexicon
    }

    /// `title` in title style, as a button's title (an owner's button text that is the whole
    /// title keeps the owner's wording: `TitleCasePass.isButton`).
    public func titleCased(_ title: String) -> String {
        let tokenization = Tokenizer.tokenize(title)
        return titleCased(tokenization) ?? title
    }

    /// The title in title style, or nil when it already is.
    public func titleCased(_ tokenization: Tokenization) -> String? {
        titleCased(tokenization, slots: TitleSlots.build(tokenization, lexicon: lexicon))
    }

    /// The title in title style, or nil when it already is, from slots already found.
    public func titleCased(_ tokenization: Tokenization, slots: [TitleSlot]) -> String? {
        titleCasedReportingCases(tokenization, slots: slots)?.text
    }

    /// `titleCased(_:slots:)`, and whether it changed only the case of ASCII letters (the text
    /// then surely differs from the title: `TitleEdits.applyReportingCases`).
    /// `isButton` says whether the title is a button's (`TitleCasePass.isButton`). `phrase` is
    /// the lexicon's spelling of a fixed phrase whose mandated capitals the change restored, or
    /// -1 (`TitleEdits.restoredPhrase`).
    func titleCasedReportingCases(
        _ tokenization: Tokenization, slots: [TitleSlot], isButton: Bool = true
    ) -> (text: String, casesOnly: Bool, phrase: Int32)? {
        let bytes = tokenization.utf8
        let parts = tokenization.compoundParts
        return bytes.withUnsafeBufferPointer { buffer in
            slots.withUnsafeBufferPointer { slots in
                guard !slots.isEmpty else { return nil }
                // Room for an edit per slot and per compound part, the most a pass makes, on the stack.
                var room = slots.count
                if !parts.isEmpty {
                    for pieces in parts.values { room += pieces.count }
                }
                let pass = TitleCasePass(lexicon: lexicon, bytes: bytes, buffer: buffer, slots: slots, isButton: isButton)
                if let cased = cased(pass, bytes, parts, room: room) { return cased }
                // Never reached while a pass makes no more edits than counted above; every
                // edit covers bytes of its own, so one per byte is room enough for any pass.
                return cased(pass, bytes, parts, room: buffer.count) ?? nil
            }
        }
    }

    /// The pass's result with room for `room` edits: the title in title style, nil inside when
    /// it already is, or nil when the edits did not fit.
    private func cased(
        _ pass: TitleCasePass, _ bytes: [UInt8], _ parts: [Int: [Token]], room: Int
    ) -> (text: String, casesOnly: Bool, phrase: Int32)?? {
        withUnsafeTemporaryAllocation(of: TitleEdits.Edit.self, capacity: room) { scratch in
            var edits = TitleEdits(scratch: scratch)
            pass.run(lexicon, bytes, parts: parts, into: &edits)
            guard !edits.isIncomplete else { return nil }
            // The edits are plain values: the room needs no deinitialization.
            let phrase = edits.restoredPhrase
            return .some(edits.applyReportingCases(to: pass.buffer) { lexicon.spellings }.map { ($0.text, $0.casesOnly, phrase) })
        }
    }
}
