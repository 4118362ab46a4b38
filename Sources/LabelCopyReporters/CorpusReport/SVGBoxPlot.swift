/// Title lengths per locale as horizontal box plots on one scale: whiskers from shortest to
/// longest, the box from the first to the third quartile, a line at the median.
struct SVGBoxPlot {
    var title: String
    var rows: [(label: String, stats: LengthStats)]
    var width = 640
    let labelWidth = 120
    let rowHeight = 22

    func render() -> String {
        let plotWidth = Double(width - labelWidth - 30)
        let largest = Double(max(rows.map(\.stats.maximum).max() ?? 1, 1))
        let height = rows.count * rowHeight + 30
        func x(_ value: Int) -> String { SVGText.number(Double(labelWidth) + Double(value) / largest * plotWidth) }
        var svg = SVGText.open(width: width, height: height, title: title)
        for (index, row) in rows.enumerated() {
            let y = index * rowHeight + 5
            let middle = y + rowHeight / 2
            let stats = row.stats
            svg +=
                "<text class=\"label\" x=\"\(labelWidth - 8)\" y=\"\(y + 15)\" text-anchor=\"end\">\(SVGText.escape(row.label))</text>"
            svg +=
                "<line class=\"whisker\" x1=\"\(x(stats.minimum))\" x2=\"\(x(stats.maximum))\" y1=\"\(middle)\" y2=\"\(middle)\"/>"
            let boxWidth = max(Double(stats.upperQuartile - stats.lowerQuartile) / largest * plotWidth, 1)
            svg +=
                "<rect class=\"box\" x=\"\(x(stats.lowerQuartile))\" y=\"\(y + 4)\" width=\"\(SVGText.number(boxWidth))\" height=\"\(rowHeight - 8)\">"
            svg +=
                "<title>\(SVGText.escape("\(row.label): \(stats.count) titles in this locale, \(stats.minimum)–\(stats.maximum) characters, median \(stats.median)"))</title></rect>"
            svg +=
                "<line class=\"median\" x1=\"\(x(stats.median))\" x2=\"\(x(stats.median))\" y1=\"\(y + 2)\" y2=\"\(y + rowHeight - 2)\"/>"
        }
        // An axis with five ticks, in characters.
        let axisY = rows.count * rowHeight + 12
        for step in 0...4 {
            let value = Int((largest * Double(step) / 4).rounded())
            svg += "<text class=\"axis\" x=\"\(x(value))\" y=\"\(axisY + 10)\" text-anchor=\"middle\">\(value)</text>"
        }
        return svg + "</svg>"
    }
}
