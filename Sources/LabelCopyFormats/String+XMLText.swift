/// Text clean-ups the XML readers share.
extension String {
    /// CRLF and lone CR as LF (XML 1.0 §2.11).
    func replacingLineEnds() -> String {
        var scalars = String.UnicodeScalarView()
        var previousCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                previousCR = true
                continue
            }
            if scalar == "\n" && previousCR {
                previousCR = false
                continue
            }
            previousCR = false
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// Without leading and trailing XML white space.
    func trimmingXMLSpace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !" \t\n\r".unicodeScalars.contains($0) }),
            let last = scalars.lastIndex(where: { !" \t\n\r".unicodeScalars.contains($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
