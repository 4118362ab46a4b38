/// The screen width a budget is computed for.
public enum WidthClass: String, Sendable, Hashable, CaseIterable {
    /// iPhone SE (1st gen) and iPod touch: 320 pt wide in portrait, the narrowest iOS 15+ screen
    /// class (Apple HIG, "Layout", device screen sizes table). Titles truncate here first.
    case compact
    /// iPhone 12–14 and 15: 390 pt wide in portrait (same HIG table), the most common width.
    case regular

    /// The portrait screen width in points.
    public var screenWidth: Double {
        switch self {
        case .compact: 320
        case .regular: 390
        }
    }
}
