/// A locale × UI context grid of truncation risk: each cell's shade grows with the titles at
/// risk or likely truncated there, and its number says how many.
struct SVGHeatMap {
    var title: String
    var locales: [String]
    var contexts: [String]
    /// (at risk, likely truncated) per locale and context.
    var value: (String, String) -> (atRisk: Int, truncated: Int)
    let labelWidth = 140
    let cellWidth = 62
    let cellHeight = 24
    let headerHeight = 150

    func render() -> String {
        // Room on the right for the last context name, which slants up and out of the grid.
        let width = labelWidth + contexts.count * cellWidth + 110
        let height = headerHeight + locales.count * cellHeight + 10
        let largest = max(
            locales.flatMap { locale in contexts.map { value(locale, $0) } }.map { $0.atRisk + $0.truncated }.max() ?? 1, 1)
        var svg = SVGText.open(width: width, height: height, title: title)
        for (column, context) in contexts.enumerated() {
            let x = labelWidth + column * cellWidth + cellWidth / 2
            svg +=
                "<text class=\"label\" transform=\"translate(\(x),\(headerHeight - 6)) rotate(-45)\">\(SVGText.escape(SVGText.clipped(context, 24)))</text>"
        }
        for (row, locale) in locales.enumerated() {
            let y = headerHeight + row * cellHeight
            svg +=
                "<text class=\"label\" x=\"\(labelWidth - 8)\" y=\"\(y + 16)\" text-anchor=\"end\">\(SVGText.escape(locale))</text>"
            for (column, context) in contexts.enumerated() {
                let figures = value(locale, context)
                let total = figures.atRisk + figures.truncated
                // Five shades keep the map readable in print, where opacity steps blur together.
                let shade = total == 0 ? 0 : 1 + min(4, (total * 4) / largest)
                let x = labelWidth + column * cellWidth
                svg +=
                    "<rect class=\"heat heat\(shade)\" x=\"\(x + 1)\" y=\"\(y + 1)\" width=\"\(cellWidth - 2)\" height=\"\(cellHeight - 2)\">"
                svg +=
                    "<title>\(SVGText.escape("\(locale), \(context): \(figures.truncated) likely truncated, \(figures.atRisk) at risk"))</title></rect>"
                if total > 0 {
                    svg +=
                        "<text class=\"cell\(shade > 2 ? " strong" : "")\" x=\"\(x + cellWidth / 2)\" y=\"\(y + 16)\" text-anchor=\"middle\">\(total)</text>"
                }
            }
        }
        return svg + "</svg>"
    }
}
