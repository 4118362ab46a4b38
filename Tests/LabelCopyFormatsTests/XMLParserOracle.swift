import Foundation

@testable import LabelCopyFormats

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Foundation's `XMLParser` as an independent reading of a document's structure: start tags
/// with their attributes, merged character data, end tags. Whitespace-only character data and
/// namespace declarations are left out on both sides, since parsers differ in reporting them.
final class XMLParserOracle: NSObject, XMLParserDelegate {
    private(set) var events: [String] = []
    private(set) var startLines: [Int] = []
    private var pendingText = ""
    private weak var parser: XMLParser?

    /// The events of `data`, or nil when `XMLParser` refuses it.
    static func events(of data: [UInt8]) -> (events: [String], lines: [Int])? {
        let oracle = XMLParserOracle()
        let parser = XMLParser(data: Data(data))
        parser.delegate = oracle
        oracle.parser = parser
        guard parser.parse() else { return nil }
        return (oracle.events, oracle.startLines)
    }

    /// The same events read from an `XMLTree`, and the line just after each start tag's `>`.
    static func events(of tree: XMLTree) -> (events: [String], lines: [Int]) {
        var events: [String] = []
        var lines: [Int] = []
        var text = ""
        func flush() {
            if !text.allSatisfy({ $0.isWhitespace }) { events.append("text:" + text) }
            text = ""
        }
        func walk(_ index: Int) {
            let element = tree.elements[index]
            flush()
            events.append(start(element.name, element.attributes.map { ($0.name, $0.value) }))
            lines.append(tree.document.position(of: element.startTag.upperBound).line)
            for child in element.children {
                switch child {
                case .text(let range, _): text += XMLEscaping.decode(tree.document.bytes, range)
                case .cdata(let range): text += tree.cdataText(range)
                case .element(let nested): walk(nested)
                case .comment, .processingInstruction: continue
                }
            }
            flush()
            events.append("end:" + element.name)
        }
        walk(0)
        return (events, lines)
    }

    private static func start(_ name: String, _ attributes: [(String, String)]) -> String {
        let kept = attributes.filter { !$0.0.hasPrefix("xmlns") }.sorted { $0.0 < $1.0 }
        return "start:" + name + kept.map { " \($0.0)=\($0.1)" }.joined()
    }

    private func flush() {
        if !pendingText.allSatisfy({ $0.isWhitespace }) { events.append("text:" + pendingText) }
        pendingText = ""
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        flush()
        events.append(Self.start(elementName, attributes.map { ($0.key, $0.value) }))
        startLines.append(parser.lineNumber)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        flush()
        events.append("end:" + elementName)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        pendingText += string
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        pendingText += whitespaceString
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        pendingText += String(decoding: block, as: UTF8.self)
    }
}
