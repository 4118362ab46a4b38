/// The accented look-alikes of ASCII letters. Each is one precomposed scalar, so a value keeps
/// its grapheme count and widths stay comparable.
enum PseudoAccents {
    private static let lower = Array("áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž".unicodeScalars)
    private static let upper = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)

    /// The look-alike of `scalar`, or `scalar` itself when it is not an ASCII letter.
    static func accented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value >= 0x61, value <= 0x7A { return lower[Int(value - 0x61)] }
        if value >= 0x41, value <= 0x5A { return upper[Int(value - 0x41)] }
        return scalar
    }

    /// `text` with every ASCII letter accented, except the letter after a mnemonic marker
    /// (`&` of "E&xit", `_` of "_Save"), which stays as the access key the platform looks for;
    /// `afterMarker` says that the text follows such a marker.
    static func accent(_ text: Substring, afterMarker: Bool = false) -> String {
        var result = String.UnicodeScalarView()
        var afterMarker = afterMarker
        for scalar in text.unicodeScalars {
            result.append(afterMarker ? scalar : accented(scalar))
            afterMarker = scalar == "&" || scalar == "_"
        }
        return String(result)
    }
}
