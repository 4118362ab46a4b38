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
        switch self {
        case .model: WidthModel.points(of: text, size: size, weight: weight)
        case .font(let font): font.width(of: text, size: size)
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
