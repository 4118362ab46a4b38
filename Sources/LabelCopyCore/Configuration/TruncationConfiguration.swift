import LabelCopyFormats
import LabelCopyText

/// The `truncation` section of a configuration: how truncation-risk measures the files it
/// covers. Unset values keep the rule's defaults, and command-line options override them.
public struct TruncationConfiguration: Sendable, Hashable {
    /// `textSize`: the Dynamic Type size titles are measured at.
    public var textSize: DynamicTypeSize?
    /// `width`: the screen width budgets are computed for.
    public var widthClass: WidthClass?
    /// `font`: the font file to measure with, resolved against the configuration's folder.
    public var fontPath: String?
    /// Where `font` is written, so a font that cannot be opened is reported there.
    public var fontLocation: SourceLocation?
    /// `margin`: how close below the budget counts as "at risk" (0.1: within 10 %).
    public var margin: Double?
    /// `contexts`: configured contexts and widths, in file order (first match wins).
    public var contexts: [TruncationContextRule]

    /// Creates a section; the defaults leave everything to the rule.
    public init(
        textSize: DynamicTypeSize? = nil, widthClass: WidthClass? = nil, fontPath: String? = nil,
        fontLocation: SourceLocation? = nil, margin: Double? = nil, contexts: [TruncationContextRule] = []
    ) {
        self.textSize = textSize
        self.widthClass = widthClass
        self.fontPath = fontPath
        self.fontLocation = fontLocation
        self.margin = margin
        self.contexts = contexts
    }

    /// The keys the section may have.
    static let keys = ["textSize", "width", "font", "margin", "contexts"]
}
