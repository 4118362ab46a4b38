/// A horizontal bar chart as inline SVG. Colours come from CSS classes, so the page's light,
/// dark and print styles apply to the chart too.
struct SVGBarChart {
    var title: String
    var bars: [ChartBar]
    /// A vertical reference line (×1.0 for expansion), in the bars' unit.
    var reference: Double? = nil
    var width = 640
    let labelWidth = 220
    let rowHeight = 22
    /// Room right of the longest bar for its figure.
    var valueRoom = 60

    func render() -> String {
        let plotWidth = Double(width - labelWidth - valueRoom)
        let largest = max(bars.map { max($0.value, $0.tick ?? 0) }.max() ?? 0, reference ?? 0, 1e-9)
        let height = bars.count * rowHeight + 10
        var svg = SVGText.open(width: width, height: height, title: title)
        for (index, bar) in bars.enumerated() {
            let y = index * rowHeight + 5
            let length = max(bar.value / largest * plotWidth, bar.value > 0 ? 1 : 0)
            svg +=
                "<text class=\"label\" x=\"\(labelWidth - 8)\" y=\"\(y + 15)\" text-anchor=\"end\">"
                + SVGText.escape(SVGText.clipped(bar.label, 26)) + "</text>"
            svg +=
                "<rect class=\"\(bar.style)\" x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(SVGText.number(length))\" height=\"\(rowHeight - 6)\"/>"
            var end = length
            if let tick = bar.tick {
                let x = Double(labelWidth) + tick / largest * plotWidth
                svg +=
                    "<line class=\"tick\" x1=\"\(SVGText.number(x))\" x2=\"\(SVGText.number(x))\" y1=\"\(y + 1)\" y2=\"\(y + rowHeight - 1)\"/>"
                end = max(end, tick / largest * plotWidth)
            }
            svg +=
                "<text class=\"value\" x=\"\(SVGText.number(Double(labelWidth) + end + 6))\" y=\"\(y + 15)\">"
                + SVGText.escape(bar.text) + "</text>"
        }
        if let reference {
            let x = Double(labelWidth) + reference / largest * plotWidth
            svg += "<line class=\"reference\" x1=\"\(SVGText.number(x))\" x2=\"\(SVGText.number(x))\" y1=\"0\" y2=\"\(height)\"/>"
        }
        return svg + "</svg>"
    }
}
