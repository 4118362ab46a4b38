/// Shared pieces of the inline SVG charts.
enum SVGText {
    /// The opening tag with a title for screen readers; sized by viewBox so charts scale down.
    static func open(width: Int, height: Int, title: String) -> String {
        "<svg class=\"chart\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" "
            + "height=\"\(height)\" role=\"img\" aria-label=\"\(escape(title))\"><title>\(escape(title))</title>"
    }

    /// Text and attribute values escaped for XML.
    static func escape(_ text: String) -> String {
        XMLText.escape(text)
    }

    /// Coordinates with one decimal at most.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : ReportNumber.decimal(rounded, places: 1)
    }

    /// `text` cut to `limit` characters with an ellipsis, so long labels do not run into bars.
    static func clipped(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
