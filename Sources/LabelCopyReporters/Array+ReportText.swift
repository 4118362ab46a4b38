extension [UInt8] {
    /// Appends `text`'s UTF-8 as it is: the reporters' fixed markup, and text already escaped.
    mutating func appendText(_ text: String) {
        append(contentsOf: text.utf8)
    }

    /// Appends `text`'s UTF-8 with the characters `replacement` names replaced: given the bytes
    /// and an offset, it answers what to write instead (empty to drop it) and how many bytes that
    /// stands for, or nil to keep the byte. The runs between replacements are copied whole.
    mutating func appendReplacing(
        _ text: String, _ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (StaticString, Int)?
    ) {
        var text = text
        text.withUTF8 { source in
            var runStart = 0
            var index = 0
            while index < source.count {
                guard let (substitute, length) = replacement(source, index) else {
                    index += 1
                    continue
                }
                append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                substitute.withUTF8Buffer { append(contentsOf: $0) }
                index += length
                runStart = index
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }

    /// Appends `number` in decimal.
    mutating func appendDecimal(_ number: Int) {
        append(contentsOf: String(number).utf8)
    }
}
