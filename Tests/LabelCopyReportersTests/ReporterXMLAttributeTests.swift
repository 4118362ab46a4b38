import Foundation
import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import LabelCopyReporters

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A line break or tab in an XML attribute value must be written as a character reference: a
/// parser turns a raw one into a space (attribute-value normalization), so the checkstyle and
/// JUnit `message` would lose it.
final class ReporterXMLAttributeTests: XCTestCase {
    static let message = "'line\nbreak' is\tnot\r\nin title style"
    static let result = LintResult(
        fileCount: 1, entryCount: 1,
        findings: [
            LintFinding(
                ruleID: "title-case", severity: .warning, message: message,
                location: SourceLocation(path: "en.lproj/L.strings", line: 2, column: 15), key: "d\n.button", locale: "en",
                value: "line\nbreak", replacement: "Line\nBreak", reason: "fixture")
        ],
        errors: [])

    func testCheckstyleAndJUnitWriteLineBreaksInAttributesAsReferences() {
        for reporter in [CheckstyleReporter() as any Reporter, JUnitReporter()] {
            let output = reporter.render(Self.result)
            let name = type(of: reporter).name
            XCTAssertTrue(output.contains("&apos;line&#10;break&apos; is&#9;not&#13;&#10;in title style"), "\(name):\n\(output)")
            for line in output.split(separator: "\n") {
                let quotes = line.filter { $0 == "\"" }.count
                XCTAssertTrue(quotes % 2 == 0, "\(name): an attribute spans lines: \(line)")
            }
        }
        XCTAssertEqual(XMLText.escape("a\nb\tc"), "a\nb\tc", "element text keeps its line breaks")
        XCTAssertEqual(XMLText.attribute("a\nb\tc\rd"), "a&#10;b&#9;c&#13;d")
    }

    #if canImport(FoundationXML) || canImport(Darwin)
        /// Parsed back, the `message` attribute is the message as it was, line breaks and tab included.
        func testParsedMessageAttributeKeepsItsLineBreaks() {
            let expected = Self.message
            for (reporter, element) in [(CheckstyleReporter() as any Reporter, "error"), (JUnitReporter(), "failure")] {
                let collector = AttributeCollector(element: element)
                let parser = XMLParser(data: Data(reporter.render(Self.result).utf8))
                parser.delegate = collector
                XCTAssertTrue(parser.parse(), String(describing: parser.parserError))
                let message = collector.messages.first ?? ""
                let checkstyleMessage = expected + ". Suggested: 'Line\nBreak'."
                XCTAssertEqual(message, element == "error" ? checkstyleMessage : expected, type(of: reporter).name)
            }
        }
    #endif
}

#if canImport(FoundationXML) || canImport(Darwin)
    /// The `message` attributes of one element name, as a parser reads them.
    private final class AttributeCollector: NSObject, XMLParserDelegate {
        let element: String
        var messages: [String] = []

        init(element: String) { self.element = element }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            if elementName == element, let message = attributes["message"] { messages.append(message) }
        }
    }
#endif
