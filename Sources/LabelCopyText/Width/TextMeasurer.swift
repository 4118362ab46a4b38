/// What measures a title's width: the embedded width model, or a real font shaped by HarfBuzz.
///
/// The truncation rule measures through this so that it stays a pure function of its inputs:
/// the font file is opened at the command line's edge, and the rule only ever asks for widths.
public enum TextMeasurer: Sendable {
    /// The advances embedded in the binary (`WidthModel`), regular or semibold.
    case model
    /// A font file shaped through HarfBuzz. The file has one weight, so every title is measured
    /// in it whatever weight its control draws in.
    case font(FontMeasurer)

    /// The width of `text` in points at `size` points; `weight` only matters to the model.
    public func points(of text: String, size: Double, weight: FontWeight) -> Double {
        measure(text, size: size, weight: weight).points
    }

    /// The width of `text` in points at `size`, and the font's file name when the font measured
    /// it (nil when the model did).
    ///
    /// A title with a character the font has no glyph for is measured with the model: the
    /// system would draw it in a fallback font, and the .notdef box's width says nothing of
    /// that (a Latin font measured Thai or Arabic titles as rows of boxes).
    public func measure(_ text: String, size: Double, weight: FontWeight) -> (points: Double, fontName: String?) {
        switch self {
        case .model:
            return (WidthModel.points(of: text, size: size, weight: weight), nil)
        case .font(let font):
            let shaped = font.measure(text, size: size)
            guard shaped.missingGlyphs == 0 else { return (WidthModel.points(of: text, size: size, weight: weight), nil) }
            return (shaped.points, font.fileName)
        }
    }

    /// The font's file name, for messages that say what measured a width; nil for the model,
    /// whose messages stay as they were before fonts could be chosen.
    public var fontName: String? {
        switch self {
        case .model: nil
        case .font(let font): font.fileName
        }
    }
}
