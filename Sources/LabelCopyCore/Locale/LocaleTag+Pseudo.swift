/// Pseudo-locales: tags reserved for pseudo-localized text, which is nobody's translation.
extension LocaleTag {
    /// The regions Android and the CLDR use for pseudo-locales: XA (accented, `en-XA`), XB
    /// (right-to-left, `ar-XB`) and XC. Other X regions are left alone (XK is used for Kosovo).
    static let pseudoRegions: Set<String> = ["XA", "XB", "XC"]

    /// True for a pseudo-locale tag: any language with region XA, XB or XC (`en-XA`, `ar-XB`,
    /// `en_XA`, Android's `en-rXA` as the readers give it), and Microsoft's `qps` language
    /// (`qps-ploc`, `qps-ploca`, `qps-plocm`, `qps-mirr`).
    public static func isPseudo(_ tag: String) -> Bool {
        if language(of: tag) == "qps" { return true }
        return region(of: tag).map { pseudoRegions.contains($0) } ?? false
    }
}
