/// Reads XLIFF 1.2 (Xcode's export: `<file source-language target-language>`, `<trans-unit>`
/// with `<source>`, `<target state>`, `<note>`) and XLIFF 2.0 (`<xliff srcLang trgLang>`,
/// `<unit>`, `<segment state>`, `<notes><note>`).
///
/// A unit with a target gives one entry: the target as value, the source as `sourceText`.
/// A unit without a target gives a source entry (`isSource`, value = source). Fixes never
/// rewrite a `<source>` of a translated file, so such source entries have no `valueRange`;
/// in a file where no unit has a target (a template), the sources are the values and are
/// editable. Inline elements (`<g>`, `<x/>`, `<ph>`, `<pc>` …) stay in values as written.
public enum XLIFFReader: FormatReader {
    /// XLIFF.
    public static let format = LocalizationFormat.xliff
    /// File endings read.
    public static let extensions = ["xliff", "xlf"]

    /// Parses XLIFF 1.x or 2.x.
    public static func parse(_ data: [UInt8], path: String) throws(FormatError) -> LocalizationFile {
        let tree = try XMLTree.parse(data, path: path)
        let root = tree.root
        guard root.name == "xliff" else {
            throw tree.document.error(
                "an XLIFF file must have an <xliff> root element, not <\(root.name)>", at: root.startTag.lowerBound)
        }
        let version = root.attribute("version") ?? ""
        let isVersion2 = version.hasPrefix("2.")
        guard isVersion2 || version.hasPrefix("1.") else {
            throw tree.document.error(
                "unsupported XLIFF version '\(version)' (1.x and 2.x are read)", at: root.startTag.lowerBound)
        }
        var units = collectUnits(in: tree, isVersion2: isVersion2)
        let isTemplate = !units.contains { $0.target != nil }
        var entries: [LocalizationEntry] = []
        entries.reserveCapacity(units.count)
        for index in units.indices {
            units[index].editableSource = isTemplate
            entries.append(try entry(for: units[index], in: tree))
        }
        let first = units.first
        let fileLanguages = firstFileLanguages(in: tree, isVersion2: isVersion2)
        return LocalizationFile(
            path: path, format: .xliff, locale: first?.targetLanguage ?? fileLanguages.target,
            sourceLanguage: first?.sourceLanguage ?? fileLanguages.source, entries: entries, document: tree.document,
            properties: ["version": version])
    }

    /// One `<trans-unit>` or `<unit>`, with the elements that make its entry.
    struct Unit {
        var element: Int
        var id: String?
        var source: [Int]
        var target: [Int]?
        var notes: [Int]
        var state: String?
        var sourceLanguage: String?
        var targetLanguage: String?
        var editableSource = false
    }

    private static func entry(for unit: Unit, in tree: XMLTree) throws(FormatError) -> LocalizationEntry {
        let document = tree.document
        let unitElement = tree.elements[unit.element]
        guard let id = unit.id, !id.isEmpty else {
            throw document.error("<\(unitElement.name)> has no id attribute", at: unitElement.startTag.lowerBound)
        }
        guard let firstSource = unit.source.first else {
            throw document.error("<\(unitElement.name)> '\(id)' has no <source>", at: unitElement.startTag.lowerBound)
        }
        let sourceText = unit.source.map { tree.markupText(of: $0) }.joined()
        let notes = unit.notes.map { tree.text(of: $0) }.filter { !$0.isEmpty }
        let comment = notes.isEmpty ? nil : notes.joined(separator: "\n")
        let translatable = unitElement.attribute("translate") != "no"
        if let target = unit.target, let firstTarget = target.first {
            let element = tree.elements[firstTarget]
            let isSource = unit.targetLanguage != nil && unit.targetLanguage == unit.sourceLanguage
            return LocalizationEntry(
                key: id, locale: unit.targetLanguage, value: target.map { tree.markupText(of: $0) }.joined(), comment: comment,
                location: document.location(of: tree.firstTextOffset(of: firstTarget)), format: .xliff, isSource: isSource,
                sourceText: sourceText, state: unit.state, translatable: translatable,
                valueRange: target.count == 1 && element.endTag != nil ? element.contentRange : nil)
        }
        let element = tree.elements[firstSource]
        let editable = unit.editableSource && unit.source.count == 1 && element.endTag != nil
        return LocalizationEntry(
            key: id, locale: unit.sourceLanguage, value: sourceText, comment: comment,
            location: document.location(of: tree.firstTextOffset(of: firstSource)), format: .xliff, isSource: true,
            state: unit.state, translatable: translatable, valueRange: editable ? element.contentRange : nil)
    }

    /// Every unit in document order, with its file's languages.
    static func collectUnits(in tree: XMLTree, isVersion2: Bool) -> [Unit] {
        var units: [Unit] = []
        var languages: [Int: (source: String?, target: String?)] = [:]
        let root = tree.root
        for (index, element) in tree.elements.enumerated() {
            if element.name == "file", element.parent == 0 {
                languages[index] =
                    isVersion2
                    ? (
                        element.attribute("srcLang") ?? root.attribute("srcLang"),
                        element.attribute("trgLang") ?? root.attribute("trgLang")
                    )
                    : (element.attribute("source-language"), element.attribute("target-language"))
            }
            guard element.name == (isVersion2 ? "unit" : "trans-unit") else { continue }
            var unit = isVersion2 ? unit2(index, in: tree) : unit1(index, in: tree)
            var ancestor = element.parent
            while let current = ancestor, languages[current] == nil { ancestor = tree.elements[current].parent }
            if let file = ancestor, let language = languages[file] {
                unit.sourceLanguage = language.source
                unit.targetLanguage = language.target
            } else if isVersion2 {
                unit.sourceLanguage = root.attribute("srcLang")
                unit.targetLanguage = root.attribute("trgLang")
            }
            units.append(unit)
        }
        return units
    }

    private static func unit1(_ index: Int, in tree: XMLTree) -> Unit {
        var unit = Unit(element: index, id: tree.elements[index].attribute("id"), source: [], target: nil, notes: [])
        for child in tree.childElements(of: index) {
            switch tree.elements[child].name {
            case "source": if unit.source.isEmpty { unit.source = [child] }
            case "target":
                if unit.target == nil {
                    unit.target = [child]
                    unit.state = tree.elements[child].attribute("state")
                }
            case "note": unit.notes.append(child)
            default: continue
            }
        }
        return unit
    }

    private static func unit2(_ index: Int, in tree: XMLTree) -> Unit {
        var unit = Unit(element: index, id: tree.elements[index].attribute("id"), source: [], target: nil, notes: [])
        var targets: [Int] = []
        var sawSegmentWithoutTarget = false
        for child in tree.childElements(of: index) {
            let element = tree.elements[child]
            switch element.name {
            case "notes": unit.notes += tree.childElements(of: child).filter { tree.elements[$0].name == "note" }
            case "segment", "ignorable":
                if let source = tree.firstChild(of: child, named: "source") { unit.source.append(source) }
                if let target = tree.firstChild(of: child, named: "target") {
                    targets.append(target)
                } else {
                    sawSegmentWithoutTarget = true
                }
                if element.name == "segment", unit.state == nil { unit.state = element.attribute("state") }
            default: continue
            }
        }
        if !targets.isEmpty && !sawSegmentWithoutTarget { unit.target = targets }
        return unit
    }

    private static func firstFileLanguages(in tree: XMLTree, isVersion2: Bool) -> (source: String?, target: String?) {
        if isVersion2 { return (tree.root.attribute("srcLang"), tree.root.attribute("trgLang")) }
        guard let file = tree.firstChild(of: 0, named: "file") else { return (nil, nil) }
        return (tree.elements[file].attribute("source-language"), tree.elements[file].attribute("target-language"))
    }
}
