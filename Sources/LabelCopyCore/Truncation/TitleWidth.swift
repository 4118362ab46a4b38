import LabelCopyText

/// A title's width in points with its placeholders left out: what `%@` or `{name}` expands to
/// is unknown, and the placeholder's own characters are never shown.
public struct TitleWidth: Sendable, Hashable {
    /// The width of the title's visible text.
    public var points: Double
    /// True when placeholders were left out, so the shown title will be wider.
    public var omitsPlaceholders: Bool
    /// The font file that measured the width; nil when the embedded model did.
    public var fontName: String?

    /// Measures `text` at `size` points in `weight`, with `measurer` (the embedded model by default).
    public init(_ text: String, size: Double, weight: FontWeight, measurer: TextMeasurer = .model) {
        // Only text with a placeholder's lead character needs tokenizing.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "$") })
        else {
            let measured = measurer.measure(text, size: size, weight: weight)
            self.init(points: measured.points, omitsPlaceholders: false, fontName: measured.fontName)
            return
        }
        let tokenization = Tokenizer.tokenize(text)
        var visible: [UInt8] = []
        var cursor = 0
        var omitted = false
        for token in tokenization.tokens where token.kind == .placeholder {
            visible += tokenization.utf8[cursor..<token.range.lowerBound]
            cursor = token.range.upperBound
            omitted = true
        }
        visible += tokenization.utf8[min(cursor, tokenization.utf8.count)...]
        let shown = String(decoding: visible, as: UTF8.self)
        let measured = measurer.measure(shown, size: size, weight: weight)
        self.init(points: measured.points, omitsPlaceholders: omitted, fontName: measured.fontName)
    }

    /// Creates a width.
    public init(points: Double, omitsPlaceholders: Bool, fontName: String? = nil) {
        self.points = points
        self.omitsPlaceholders = omitsPlaceholders
        self.fontName = fontName
    }
}
