import CICU

/// Measures how many terminal or monospace columns text takes.
public enum DisplayWidth {
    /// ICU's UEastAsianWidth values for fullwidth and wide (UAX #11).
    private static let fullwidth: Int32 = 3
    private static let wide: Int32 = 5

    /// The columns `text` takes: wide and fullwidth characters 2, others 1, combining marks and
    /// zero-width characters 0; emoji presentation (including text + U+FE0F) 2. Ambiguous-width
    /// characters count 1, as outside East Asian contexts. Each grapheme cluster is measured once.
    public static func columns(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var total = 0
        for cluster in text {
            total += columns(of: cluster)
        }
        return total
    }

    /// The columns one grapheme cluster takes.
    public static func columns(of cluster: Character) -> Int {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var regionalIndicators = 0
        for scalar in scalars {
            if scalar.value == 0xFE0F { return 2 }
            if scalar.value == 0xFE0E { return first.properties.isEmojiPresentation ? 1 : width(of: first) }
            if scalar.value &- 0x1F1E6 < 26 { regionalIndicators += 1 }
        }
        if regionalIndicators >= 2 || first.properties.isEmojiPresentation { return 2 }
        for scalar in scalars {
            let columns = width(of: scalar)
            if columns > 0 { return columns }
        }
        return 0
    }

    /// The columns of one scalar on its own.
    static func width(of scalar: Unicode.Scalar) -> Int {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return 1 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if properties.isDefaultIgnorableCodePoint { return 0 }
        let eastAsianWidth = lc_east_asian_width(scalar.value)
        return eastAsianWidth == fullwidth || eastAsianWidth == wide ? 2 : 1
    }
}
