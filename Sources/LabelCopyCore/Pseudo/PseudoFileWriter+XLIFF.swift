import LabelCopyFormats

/// XLIFF (1.2 and 2.0): the same file with the pseudo locale as its target language and every
/// target holding the pseudo form of its source.
extension PseudoFileWriter {
    /// The copy: `target-language` (1.2) or `trgLang` (2.0) set or added, existing targets
    /// replaced, missing targets added after their source with the source's indentation.
    /// Sources with inline elements (`<g>`, `<x/>`, `<ph>`) and units marked `translate="no"`
    /// get their source copied unchanged as the target, so no markup is ever re-escaped.
    static func xliffBytes(of file: LocalizationFile, options: PseudoOptions) throws(FormatError) -> [UInt8] {
        guard let document = file.document else {
            throw FormatError("cannot read \(file.path) as text", path: file.path)
        }
        let tree = try XMLTree(document: document)
        let isVersion2 = tree.root.attribute("version")?.hasPrefix("2") == true || tree.root.attribute("srcLang") != nil
        var edits: [ValueEdit] = []
        let newline = document.usesCRLF ? "\r\n" : "\n"
        for (index, element) in tree.elements.enumerated() {
            if isVersion2 ? index == 0 : element.name == "file" {
                edits += languageEdit(
                    element, source: isVersion2 ? "srcLang" : "source-language",
                    target: isVersion2 ? "trgLang" : "target-language", locale: options.locale)
            }
            let isUnit = element.name == (isVersion2 ? "segment" : "trans-unit") || (isVersion2 && element.name == "ignorable")
            guard isUnit, let source = tree.firstChild(of: index, named: "source") else { continue }
            let unit = isVersion2 ? element.parent.map { tree.elements[$0] } ?? element : element
            let translatable = unit.attribute("translate") != "no"
            let raw = targetText(of: source, in: tree, translatable: translatable, options: options)
            edits.append(targetEdit(for: index, source: source, raw: raw, in: tree, newline: newline))
        }
        return try document.applying(edits)
    }

    /// The raw (escaped) content of the new target for the `<source>` element at `source`.
    private static func targetText(of source: Int, in tree: XMLTree, translatable: Bool, options: PseudoOptions) -> String {
        let element = tree.elements[source]
        let hasInlineElements = element.children.contains { if case .element = $0 { true } else { false } }
        guard translatable, !hasInlineElements else { return tree.document.string(element.contentRange) }
        return XMLEscaping.raw(PseudoLocalizer.pseudo(tree.text(of: source), options: options))
    }

    /// Replaces the unit's target content, or adds a target after its source.
    private static func targetEdit(for unit: Int, source: Int, raw: String, in tree: XMLTree, newline: String) -> ValueEdit {
        if let target = tree.firstChild(of: unit, named: "target") {
            let element = tree.elements[target]
            if element.endTag != nil { return ValueEdit(range: element.contentRange, rawText: raw) }
            return ValueEdit(range: element.range, rawText: "<target>\(raw)</target>")
        }
        let sourceElement = tree.elements[source]
        let bytes = tree.document.bytes
        var indentStart = sourceElement.startTag.lowerBound
        while indentStart > 0, bytes[indentStart - 1] == 0x20 || bytes[indentStart - 1] == 0x09 { indentStart -= 1 }
        let onOwnLine = indentStart == 0 || bytes[indentStart - 1] == 0x0A || bytes[indentStart - 1] == 0x0D
        let indent = onOwnLine ? newline + tree.document.string(indentStart..<sourceElement.startTag.lowerBound) : ""
        let end = sourceElement.range.upperBound
        return ValueEdit(range: end..<end, rawText: "\(indent)<target>\(raw)</target>")
    }

    /// Sets the element's target-language attribute to `locale`, adding it after the source
    /// language (or at the end of the start tag) when absent.
    private static func languageEdit(_ element: XMLElementNode, source: String, target: String, locale: String) -> [ValueEdit] {
        if let attribute = element.attributes.first(where: { $0.name == target }) {
            return [ValueEdit(range: attribute.valueRange, rawText: locale)]
        }
        if let attribute = element.attributes.first(where: { $0.name == source }) {
            let end = attribute.range.upperBound
            return [ValueEdit(range: end..<end, rawText: " \(target)=\"\(locale)\"")]
        }
        return []
    }
}
