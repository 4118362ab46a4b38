import LabelCopyText

/// How truncation-risk measures the titles of one file: the text size, the screen width, the
/// margin of "at risk", what measures widths, and the configured contexts of its entries.
public struct TruncationSettings: Sendable {
    /// The Dynamic Type size titles are measured at.
    public var dynamicType: DynamicTypeSize
    /// The screen width budgets are computed for.
    public var widthClass: WidthClass
    /// How close below the budget counts as "at risk" (0.1: within 10 %).
    public var margin: Double
    /// The embedded width model or a font.
    public var measurer: TextMeasurer
    /// Configured contexts and widths, first match wins; `paths` rules already resolved for the file.
    public var contexts: [TruncationContextRule]

    /// Creates settings; by default Large text on a compact (320 pt) iPhone, measured with the model.
    public init(
        dynamicType: DynamicTypeSize = .large, widthClass: WidthClass = .compact, margin: Double = 0.1,
        measurer: TextMeasurer = .model, contexts: [TruncationContextRule] = []
    ) {
        self.dynamicType = dynamicType
        self.widthClass = widthClass
        self.margin = margin
        self.measurer = measurer
        self.contexts = contexts
    }
}
