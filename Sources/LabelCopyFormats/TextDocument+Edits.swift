/// Applying value edits: every byte outside the edited ranges stays as it was.
extension TextDocument {
    /// The file's new bytes (in its original encoding, BOM kept) with `edits` applied.
    /// Edits must not overlap; they may come in any order.
    public func applying(_ edits: [ValueEdit]) throws(FormatError) -> [UInt8] {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.rawText.utf8.count })
        var cursor = 0
        for edit in sorted {
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= bytes.count else {
                throw error("edits overlap or fall outside the file", at: max(0, min(edit.range.lowerBound, bytes.count)))
            }
            output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            output.append(contentsOf: edit.rawText.utf8)
            cursor = edit.range.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        return encoded(output)
    }
}
