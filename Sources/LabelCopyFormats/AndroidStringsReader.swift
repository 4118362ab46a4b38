/// Reads Android `res/values*/strings.xml`: `<string name>`, each `<item quantity>` of
/// `<plurals name>` (with `pluralCategory`), and each `<item>` of `<string-array name>` (keyed
/// `name[index]`). The folder gives the locale; the default `values/` folder (and English
/// ones, `values-en-rGB/`) are the source, as `PathLocale.isSource` decides for every format.
/// `translatable="false"` clears `translatable`; `tools:ignore`, `formatted` and `product` (a
/// per-device variant of the same name) are kept in `properties`; the XML comment just before an element becomes its `comment`.
/// A value that is a resource reference (`@string/name`, `?attr/name`) is marked as one
/// (`LocalizationEntry.isResourceReference`): Android shows the resource it names, not the value.
public enum AndroidStringsReader: FormatReader {
    /// Android `strings.xml`.
    public static let format = LocalizationFormat.androidXML
    /// File endings read (the registry also checks the `values*` folder).
    public static let extensions = ["xml"]
    /// Plural quantities Android accepts.
    static let quantities: Set<String> = ["zero", "one", "two", "few", "many", "other"]
    /// Attributes kept as entry properties.
    static let keptAttributes = ["tools:ignore", "formatted", "product"]

    /// Parses a `strings.xml`.
    public static func parse(_ data: [UInt8], path: String) throws(FormatError) -> LocalizationFile {
        let tree = try XMLTree.parse(data, path: path)
        guard tree.root.name == "resources" else {
            throw tree.document.error(
                "an Android strings file must have a <resources> root element, not <\(tree.root.name)>",
                at: tree.root.startTag.lowerBound)
        }
        let locale = PathLocale.locale(forPath: path)
        let context = Context(locale: locale, isSource: PathLocale.isSource(locale))
        var entries: [LocalizationEntry] = []
        // Every entry is an element, so this never grows the array (growing copies large structs).
        entries.reserveCapacity(tree.elements.count)
        var comment: String?
        for child in tree.root.children {
            switch child {
            case .comment(let range):
                let text = tree.document.string(range).trimmingXMLSpace()
                comment = text.isEmpty ? nil : text
            case .element(let index):
                try appendEntries(of: index, comment: comment, context: context, in: tree, to: &entries)
                comment = nil
            case .text, .cdata, .processingInstruction:
                continue
            }
        }
        return LocalizationFile(path: path, format: .androidXML, locale: locale, entries: entries, document: tree.document)
    }

    /// What the entries of one file share.
    private struct Context {
        var locale: String?
        var isSource: Bool
    }

    private static func appendEntries(
        of index: Int, comment: String?, context: Context, in tree: XMLTree, to entries: inout [LocalizationEntry]
    ) throws(FormatError) {
        let element = tree.elements[index]
        guard ["string", "plurals", "string-array"].contains(element.name) else { return }
        guard let name = element.attribute("name"), !name.isEmpty else {
            throw tree.document.error("<\(element.name)> has no name attribute", at: element.startTag.lowerBound)
        }
        var template = LocalizationEntry(
            key: name, locale: context.locale, value: "", comment: comment, location: tree.document.location(of: 0),
            format: .androidXML, isSource: context.isSource, translatable: element.attribute("translatable") != "false")
        for attribute in keptAttributes { template.properties[attribute] = element.attribute(attribute) }
        if element.name == "string" {
            entries.append(try entry(index, from: template, in: tree))
            return
        }
        var position = 0
        for item in tree.childElements(of: index) where tree.elements[item].name == "item" {
            var variant = template
            if element.name == "plurals" {
                let itemElement = tree.elements[item]
                guard let quantity = itemElement.attribute("quantity"), quantities.contains(quantity) else {
                    throw tree.document.error(
                        "<item> of <plurals name=\"\(name)\"> needs quantity=\"zero|one|two|few|many|other\"",
                        at: itemElement.startTag.lowerBound)
                }
                variant.pluralCategory = quantity
            } else {
                variant.key = "\(name)[\(position)]"
                position += 1
            }
            entries.append(try entry(item, from: variant, in: tree))
        }
    }

    private static func entry(_ index: Int, from template: LocalizationEntry, in tree: XMLTree) throws(FormatError)
        -> LocalizationEntry
    {
        let element = tree.elements[index]
        var entry = template
        entry.value = try AndroidTextDecoder.value(of: index, in: tree)
        entry.location = tree.document.location(of: firstTextOffset(of: index, in: tree))
        entry.valueRange = element.endTag == nil ? nil : element.contentRange
        let raw = tree.document.bytes[element.contentRange]
        if AndroidResourceReference.isReference(value: entry.value, raw: raw) {
            entry.properties[AndroidResourceReference.property] = entry.value
        }
        return entry
    }

    /// Where the value's first character was read from: past leading white space (which Android
    /// drops), an opening quote, a comment or `<![CDATA[`; the content's start for an empty value.
    static func firstTextOffset(of index: Int, in tree: XMLTree) -> Int {
        let content = tree.elements[index].contentRange
        // Most values start with their text; only the others need the decoder's help.
        if let first = content.first.map({ tree.document.bytes[$0] }),
            ![0x20, 0x09, 0x0A, 0x0D, 0x22, 0x3C].contains(first)
        {
            return content.lowerBound
        }
        return AndroidTextDecoder.firstTextOffset(of: index, in: tree) ?? content.lowerBound
    }
}
