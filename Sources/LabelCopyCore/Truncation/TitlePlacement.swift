import LabelCopyFormats
import LabelCopyText

/// Where a title is measured: the UI context that gives its text size, weight and budget, and
/// the width a configuration sets in place of that budget, if any.
public struct TitlePlacement: Sendable, Hashable {
    /// The context: text size and weight always, budget unless `width` is set.
    public var context: UIContext
    /// A configured width in points, used whatever the screen.
    public var width: Double?
    /// Where the configuration chose the context or width; nil when labelcopy chose it.
    public var configuredAt: SourceLocation?

    /// Creates a placement.
    public init(context: UIContext, width: Double? = nil, configuredAt: SourceLocation? = nil) {
        self.context = context
        self.width = width
        self.configuredAt = configuredAt
    }

    /// The placement of `entry`: the configured rule's context or width when one matched, else
    /// the context its class, key, comment or title context suggests.
    public init(entry: LocalizationEntry, titleContext: TitleContext?, configured: TruncationContextRule?) {
        let suggested = UIContext(entry: entry, titleContext: titleContext)
        switch configured?.target {
        case .context(let context)?: self.init(context: context, configuredAt: configured?.location)
        case .width(let points)?: self.init(context: suggested, width: points, configuredAt: configured?.location)
        case nil: self.init(context: suggested)
        }
    }

    /// The points the title may take on a `widthClass` screen.
    public func budget(_ widthClass: WidthClass) -> Double {
        width ?? context.budget(widthClass)
    }
}
