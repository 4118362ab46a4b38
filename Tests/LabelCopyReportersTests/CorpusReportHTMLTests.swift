import Foundation
import XCTest

@testable import LabelCopyReporters

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The HTML report is one safe, self-contained page: no script, nothing fetched, and charts
/// that are well-formed SVG.
final class CorpusReportHTMLTests: XCTestCase {
    let html = CorpusReportHTML().render(CorpusReportFixtures.report)

    func testHasNoScriptAndLoadsNothing() {
        let lower = html.lowercased()
        XCTAssertFalse(lower.contains("<script"))
        XCTAssertFalse(lower.contains("javascript:"))
        XCTAssertFalse(lower.contains("@import"))
        XCTAssertFalse(lower.contains("<link"))
        XCTAssertFalse(lower.contains("<img"))
        // URLs may appear only in text people read, never where a browser would fetch them.
        for tag in Self.tags(in: html) {
            XCTAssertNil(tag.range(of: "https?://", options: [.regularExpression, .caseInsensitive]), tag)
            XCTAssertNil(tag.range(of: #"\son[a-z]+\s*="#, options: [.regularExpression, .caseInsensitive]), tag)
        }
        XCTAssertNil(CorpusReportStyle.css.range(of: "url(", options: .caseInsensitive))
    }

    func testStylesForDarkModeAndPrint() {
        XCTAssertTrue(html.contains("@media (prefers-color-scheme: dark)"))
        XCTAssertTrue(html.contains("@media print"))
        XCTAssertTrue(html.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
    }

    func testEscapesValuesAndLinksFindingsToTheirLines() {
        XCTAssertTrue(html.contains("Export &quot;Q&amp;A&quot; &lt;Draft&gt;..."))
        XCTAssertFalse(html.contains("<Draft>"))
        XCTAssertTrue(html.contains("href=\"App/en.lproj/Localizable.strings#L4\""))
        XCTAssertEqual(HTMLText.fileLink("My App/ü.strings", line: 3), "My%20App/%C3%BC.strings#L3")
    }

    func testEveryChartIsWellFormedSVG() throws {
        let fragments = Self.svgFragments(in: html)
        // Findings by rule, title lengths, expansion and the truncation heat map.
        XCTAssertEqual(fragments.count, 4)
        for fragment in fragments {
            let parser = XMLParser(data: Data(fragment.utf8))
            let delegate = ElementCounter()
            parser.delegate = delegate
            XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? ""): \(fragment.prefix(200))")
            XCTAssertEqual(delegate.root, "svg")
            XCTAssertGreaterThan(delegate.count, 3)
        }
        let heatMap = try XCTUnwrap(fragments.last)
        XCTAssertTrue(heatMap.contains("de, tab-bar-item: 1 likely truncated, 0 at risk"))
    }

    func testChartsAreLeftOutWhenThereIsNothingToDraw() {
        let empty = CorpusReport(files: [], result: .init(fileCount: 0, entryCount: 0, findings: [], errors: []))
        let page = CorpusReportHTML().render(empty)
        XCTAssertTrue(Self.svgFragments(in: page).isEmpty)
        XCTAssertTrue(page.hasSuffix("</html>\n"))
    }

    /// Every `<svg …>…</svg>` in the page.
    static func svgFragments(in page: String) -> [String] {
        var fragments: [String] = []
        var rest = page[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            fragments.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return fragments
    }

    /// Every tag's text, `<…>`, outside the style sheet.
    static func tags(in page: String) -> [String] {
        var tags: [String] = []
        var current: String?
        for character in page {
            if character == "<" {
                current = "<"
            } else if character == ">", let tag = current {
                tags.append(tag + ">")
                current = nil
            } else {
                current?.append(character)
            }
        }
        return tags
    }
}

/// Counts the elements an XML parser reports and remembers the root.
final class ElementCounter: NSObject, XMLParserDelegate {
    var count = 0
    var root: String?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = elementName }
        count += 1
    }
}
