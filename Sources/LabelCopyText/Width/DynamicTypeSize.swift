/// A Dynamic Type size and the point size of body text at that size.
///
/// Source: Apple Human Interface Guidelines, Typography, "Specifications": the iOS and iPadOS
/// Dynamic Type size tables give the Body style 14, 15, 16, 17, 19, 21 and 23 pt from xSmall to
/// xxxLarge, and 28, 33, 40, 47 and 53 pt at the five accessibility sizes. Large is the
/// default. Users with larger text see titles truncated first, so budgets are checked there too.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The system default.
    public static let `default` = DynamicTypeSize.large

    /// The Body style's size in points.
    public var bodyPoints: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// The name Settings and the HIG use ("Large", "AX3").
    public var displayName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// Body points relative to Large: how much a title that follows Dynamic Type grows.
    public var scale: Double { bodyPoints / DynamicTypeSize.large.bodyPoints }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        lhs.bodyPoints < rhs.bodyPoints
    }
}
