/// The weight a title is drawn in: button titles are regular or, for prominent and preferred
/// actions, semibold.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    /// Weight 400.
    case regular
    /// Weight 600, as bold-style bar buttons, preferred alert actions and tab bar labels.
    case semibold

    /// True for `.regular`; a switch, since `==` on a raw-value enum goes through a generic witness.
    var isRegular: Bool {
        switch self {
        case .regular: true
        case .semibold: false
        }
    }
}
