extension DynamicTypeSize {
    /// The name `--text-size` and `truncation.textSize` take: SwiftUI's for the standard sizes
    /// (`xSmall` … `xxxLarge`), UIKit's `UIContentSizeCategory` names with SwiftUI's `x`
    /// abbreviation for the accessibility sizes (`accessibilityMedium` … `accessibilityXXXLarge`).
    public var optionName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityXLarge"
        case .accessibility4: "accessibilityXXLarge"
        case .accessibility5: "accessibilityXXXLarge"
        }
    }

    /// Every option name, smallest size first, for help and "did you mean".
    public static var optionNames: [String] { allCases.map(\.optionName) }

    /// The size an option value names, ignoring case: an option name, SwiftUI's case name
    /// (`accessibility3`), the short name Settings shows (`AX3`), or UIKit's spelled-out name
    /// (`extraLarge`, `accessibilityExtraExtraLarge`).
    public init?(optionName: String) {
        let wanted = optionName.lowercased()
        for size in Self.allCases {
            let spellings = [size.optionName, size.rawValue, size.displayName, Self.spelledOut(size.optionName)]
            if spellings.contains(where: { $0.lowercased() == wanted }) {
                self = size
                return
            }
        }
        return nil
    }

    /// UIKit's spelling of a name: each leading `x` of a size word as "extra" (`xxLarge` →
    /// `extraExtraLarge`, `accessibilityXLarge` → `accessibilityExtraLarge`).
    static func spelledOut(_ name: String) -> String {
        var prefix = ""
        var rest = Substring(name)
        if rest.hasPrefix("accessibility") {
            prefix = "accessibility"
            rest = rest.dropFirst(prefix.count)
        }
        var extras = ""
        // An `x` counts only before another `x` or the size word, so "xSmall" has one and
        // "large" none.
        while rest.first == "x" || rest.first == "X", let next = rest.dropFirst().first,
            next == "x" || next == "X" || next.isUppercase
        {
            extras += "extra"
            rest = rest.dropFirst()
        }
        return prefix + extras + rest
    }
}
