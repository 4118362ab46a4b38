import CICU

/// Counts user-perceived characters (extended grapheme clusters) with ICU's character break rules.
public enum Graphemes {
    /// The number of grapheme clusters in `text` ("é" composed or decomposed is 1; a family emoji is 1).
    public static func count(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        let counted = ICUText.withUTF16(text) { units, length in lc_grapheme_count(units, length) }
        // ICU failing to open its iterator is not the caller's problem: Swift's own rules agree closely.
        return counted >= 0 ? Int(counted) : text.count
    }
}
