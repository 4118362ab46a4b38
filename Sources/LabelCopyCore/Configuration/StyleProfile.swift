import LabelCopyFormats

/// The house style titles are judged by.
public enum StyleProfile: String, Sendable, Hashable, Codable, CaseIterable {
    /// Apple Human Interface Guidelines: title-style capitalization for buttons and menus.
    case apple
    /// Material Design: sentence-style capitalization for buttons ("Add to cart").
    case material

    /// The profile a file gets when the configuration assigns none: Material for Android
    /// `strings.xml`, Apple for everything else.
    public static func `default`(for format: LocalizationFormat?) -> StyleProfile {
        format == .androidXML ? .material : .apple
    }
}
