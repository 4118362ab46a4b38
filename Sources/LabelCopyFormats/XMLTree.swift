/// A whole XML document as a flat array of elements, built from `XMLLexer` tokens without
/// recursion, with nesting and structure checked (one root, tags closed in order, bounded depth).
public struct XMLTree: Sendable {
    /// The document the tree was read from.
    public let document: TextDocument
    /// Every element in document order; the root is at index 0.
    public private(set) var elements: [XMLElementNode] = []
    /// Comments, processing instructions and the DOCTYPE before and after the root.
    public private(set) var prolog: [XMLToken] = []

    /// The root element.
    public var root: XMLElementNode { elements[0] }

    /// Reads `document` as XML.
    public init(document: TextDocument, safety: XMLSafety = .standard) throws(FormatError) {
        self.document = document
        var lexer = XMLLexer(document: document, safety: safety)
        var open: [Int] = []
        var sawRoot = false
        while let token = try lexer.next() {
            guard let current = open.last else {
                try outside(token, sawRoot: &sawRoot, open: &open, safety: safety)
                continue
            }
            switch token.kind {
            case .text: elements[current].children.append(.text(token.range, needsDecoding: token.needsDecoding))
            case .cdata: elements[current].children.append(.cdata(token.contentRange))
            case .comment: elements[current].children.append(.comment(token.contentRange))
            // The lexer accepts a declaration only at offset 0, outside any element.
            case .processingInstruction, .declaration: elements[current].children.append(.processingInstruction(token.range))
            case .doctype: throw document.error("a DOCTYPE is not allowed inside an element", at: token.range.lowerBound)
            case .startTag, .emptyElementTag: try push(token, open: &open, safety: safety)
            case .endTag:
                let element = elements[current]
                guard element.name == token.name else {
                    throw document.error(
                        "element <\(element.name)> is closed by a mismatched end tag </\(token.name)> at "
                            + "\(document.location(of: token.range.lowerBound).lineColumn)", at: element.startTag.lowerBound)
                }
                elements[current].endTag = token.range
                open.removeLast()
            }
        }
        if let unclosed = open.last {
            throw document.error(
                "element <\(elements[unclosed].name)> is never closed", at: elements[unclosed].startTag.lowerBound)
        }
        guard sawRoot else { throw document.error("the file has no root element", at: document.bytes.count) }
    }

    /// A token before or after the root element.
    private mutating func outside(_ token: XMLToken, sawRoot: inout Bool, open: inout [Int], safety: XMLSafety)
        throws(FormatError)
    {
        switch token.kind {
        case .text:
            if let offset = document.bytes[token.range].firstIndex(where: { !XMLTagShape.isSpace($0) }) {
                throw document.error("text is not allowed outside the root element", at: offset)
            }
        case .declaration, .comment, .processingInstruction:
            prolog.append(token)
        case .doctype:
            if sawRoot || prolog.contains(where: { $0.kind == .doctype }) {
                throw document.error("a DOCTYPE may only stand once, before the root element", at: token.range.lowerBound)
            }
            prolog.append(token)
        case .cdata:
            throw document.error("a CDATA section is not allowed outside the root element", at: token.range.lowerBound)
        case .startTag, .emptyElementTag:
            if sawRoot {
                throw document.error("a second root element <\(token.name)> is not allowed", at: token.range.lowerBound)
            }
            sawRoot = true
            try push(token, open: &open, safety: safety)
        case .endTag:
            throw document.error("end tag </\(token.name)> has no matching start tag", at: token.range.lowerBound)
        }
    }

    private mutating func push(_ token: XMLToken, open: inout [Int], safety: XMLSafety) throws(FormatError) {
        let depth = open.count + 1
        if depth > safety.maximumDepth {
            throw document.error("elements are nested more than \(safety.maximumDepth) deep", at: token.range.lowerBound)
        }
        let index = elements.count
        elements.append(
            XMLElementNode(name: token.name, attributes: token.attributes, startTag: token.range, parent: open.last, depth: depth)
        )
        if let parent = open.last { elements[parent].children.append(.element(index)) }
        if token.kind == .startTag { open.append(index) }
    }
}
