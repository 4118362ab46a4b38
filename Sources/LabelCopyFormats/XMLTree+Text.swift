/// Reading values out of a tree: plain text content, and mixed content with markup kept.
extension XMLTree {
    /// Reads `data` (UTF-8 or UTF-16) from `path` as XML.
    public static func parse(_ data: [UInt8], path: String, safety: XMLSafety = .standard) throws(FormatError) -> XMLTree {
        try XMLTree(document: TextDocument(path: path, data: data), safety: safety)
    }

    /// The element children of the element at `index`, as indices.
    public func childElements(of index: Int) -> [Int] {
        elements[index].children.compactMap { child in
            if case .element(let element) = child { return element }
            return nil
        }
    }

    /// The first child element of `index` named `name`.
    public func firstChild(of index: Int, named name: String) -> Int? {
        for child in elements[index].children {
            if case .element(let element) = child, elements[element].name == name { return element }
        }
        return nil
    }

    /// The element's own character data (text and CDATA of its direct children, decoded).
    public func text(of index: Int) -> String {
        var result = ""
        for child in elements[index].children {
            switch child {
            case .text(let range, let needsDecoding):
                result += needsDecoding ? XMLEscaping.decode(document.bytes, range) : document.string(range)
            case .cdata(let range):
                result += cdataText(range)
            case .element, .comment, .processingInstruction:
                continue
            }
        }
        return result
    }

    /// The element's content with character data decoded and nested elements' tags kept as
    /// written (`Tap <g id="1">Done</g>`): inline markup stays visible as placeholders.
    /// Recursion is bounded by `XMLSafety.maximumDepth`, which the tree was built under.
    public func markupText(of index: Int) -> String {
        var result = ""
        appendMarkupText(of: index, to: &result)
        return result
    }

    private func appendMarkupText(of index: Int, to result: inout String) {
        for child in elements[index].children {
            switch child {
            case .text(let range, let needsDecoding):
                result += needsDecoding ? XMLEscaping.decode(document.bytes, range) : document.string(range)
            case .cdata(let range):
                result += cdataText(range)
            case .element(let nested):
                let element = elements[nested]
                result += document.string(element.startTag)
                appendMarkupText(of: nested, to: &result)
                if let end = element.endTag { result += document.string(end) }
            case .comment, .processingInstruction:
                continue
            }
        }
    }

    /// Where the first character of `markupText(of: index)` stands: past comments, processing
    /// instructions and `<![CDATA[`; the content's start when the element has no text.
    public func firstTextOffset(of index: Int) -> Int {
        // Children in document order without recursion: a stack of (element, next child) pairs.
        var stack: [(element: Int, child: Int)] = [(index, 0)]
        while let (element, child) = stack.popLast() {
            let children = elements[element].children
            guard child < children.count else { continue }
            stack.append((element, child + 1))
            switch children[child] {
            case .text(let range, _), .cdata(let range):
                if !range.isEmpty { return range.lowerBound }
            case .element(let nested):
                return elements[nested].startTag.lowerBound
            case .comment, .processingInstruction:
                continue
            }
        }
        return elements[index].contentRange.lowerBound
    }

    /// A CDATA section's text: copied, only line ends normalized as XML requires.
    func cdataText(_ range: Range<Int>) -> String {
        document.bytes[range].contains(0x0D)
            ? document.string(range).replacingLineEnds()
            : document.string(range)
    }
}
