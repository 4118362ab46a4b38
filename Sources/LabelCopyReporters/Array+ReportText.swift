extension [UInt8] {
    /// Appends `text`'s UTF-8 as it is: the reporters' fixed markup, and text already escaped.
    mutating func appendText(_ text: String) {
        append(contentsOf: text.utf8)
    }

    /// Appends `number` in decimal.
    mutating func appendDecimal(_ number: Int) {
        append(contentsOf: String(number).utf8)
    }
}
