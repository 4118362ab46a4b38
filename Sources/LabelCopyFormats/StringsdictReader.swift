/// Reads XML property-list `.stringsdict` plural tables: each top-level key gives one entry for
/// its `NSStringLocalizedFormatKey` format and one entry per plural variant of each variable it
/// names (`%#@files@ in %#@folders@` has two), the variant's category and variable set.
/// The variable's `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` are kept in the
/// variant entries' `properties`. Device variations (`NSStringDeviceSpecificRuleType`) set
/// `device`; width variations (`NSStringVariableWidthRuleType`) set the `width` property. The
/// XML comment just before a top-level `<key>` is the `comment` of all its entries.
public enum StringsdictReader: FormatReader {
    /// `.stringsdict`.
    public static let format = LocalizationFormat.stringsdict
    /// File endings read.
    public static let extensions = ["stringsdict"]
    /// The plural categories CLDR defines, the only variant keys read.
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
    /// The keys of a variable's dictionary kept as entry properties.
    static let variableProperties = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

    /// Parses an XML `.stringsdict`.
    public static func parse(_ data: [UInt8], path: String) throws(FormatError) -> LocalizationFile {
        try parse(data, path: path, sourceLanguage: "en")
    }

    /// Parses an XML `.stringsdict`; files of `sourceLanguage` (and `Base`) hold source text.
    public static func parse(_ data: [UInt8], path: String, sourceLanguage: String) throws(FormatError) -> LocalizationFile {
        let tree = try XMLTree.parse(data, path: path)
        let document = tree.document
        guard tree.root.name == "plist" else {
            throw document.error(
                "a .stringsdict must have a <plist> root element, not <\(tree.root.name)>", at: tree.root.startTag.lowerBound)
        }
        let top = tree.childElements(of: 0)
        guard top.count == 1, tree.elements[top[0]].name == "dict" else {
            throw document.error("the <plist> of a .stringsdict must hold exactly one <dict>", at: tree.root.startTag.lowerBound)
        }
        let locale = PathLocale.locale(forPath: path)
        let isSource = PathLocale.isSource(locale, sourceLanguage: sourceLanguage)
        var entries: [LocalizationEntry] = []
        entries.reserveCapacity(tree.elements.count / 2)
        let comments = keyComments(of: top[0], in: tree)
        for (key, value) in try pairs(of: top[0], in: tree) {
            let context = EntryContext(key: key, locale: locale, isSource: isSource, comment: comments[key])
            try appendEntries(of: value, context: context, in: tree, to: &entries)
        }
        return LocalizationFile(path: path, format: .stringsdict, locale: locale, entries: entries, document: document)
    }

    /// What every entry of one top-level key shares.
    private struct EntryContext {
        var key: String
        var locale: String?
        var isSource: Bool
        /// The XML comment just before the key's `<key>` element.
        var comment: String?
        var device: String?
        var width: String?
    }

    private static func appendEntries(
        of dict: Int, context: EntryContext, in tree: XMLTree, to entries: inout [LocalizationEntry]
    ) throws(FormatError) {
        let document = tree.document
        let element = tree.elements[dict]
        guard element.name == "dict" else {
            throw document.error(
                "the value of '\(context.key)' must be a <dict>, not <\(element.name)>", at: element.startTag.lowerBound)
        }
        let members = try pairs(of: dict, in: tree)
        for (rule, isDevice) in [("NSStringDeviceSpecificRuleType", true), ("NSStringVariableWidthRuleType", false)] {
            if let variations = members.first(where: { $0.key == rule }) {
                try appendVariations(
                    of: variations.value, rule: rule, isDevice: isDevice, context: context, in: tree, to: &entries)
                return
            }
        }
        guard let format = members.first(where: { $0.key == "NSStringLocalizedFormatKey" }) else {
            throw document.error(
                "'\(context.key)' has no NSStringLocalizedFormatKey (nor a device or width rule)", at: element.startTag.lowerBound
            )
        }
        entries.append(try entry(format.value, context: context, in: tree))
        for (name, variable) in members where name != "NSStringLocalizedFormatKey" && tree.elements[variable].name == "dict" {
            let variants = try pairs(of: variable, in: tree)
            var properties: [String: String] = [:]
            for (key, value) in variants where variableProperties.contains(key) && tree.elements[value].name == "string" {
                properties[key] = tree.text(of: value)
            }
            for (category, value) in variants where pluralCategories.contains(category) {
                var variant = try entry(value, context: context, in: tree)
                variant.pluralCategory = category
                variant.pluralVariable = name
                variant.properties.merge(properties) { _, new in new }
                entries.append(variant)
            }
        }
    }

    /// Device-specific (`iphone`, `mac`, …) or width-specific (`20`, `50`, …) variations: each
    /// is a string, or a table of its own (a plural table for one device).
    private static func appendVariations(
        of index: Int, rule: String, isDevice: Bool, context: EntryContext, in tree: XMLTree,
        to entries: inout [LocalizationEntry]
    ) throws(FormatError) {
        let element = tree.elements[index]
        guard element.name == "dict" else {
            throw tree.document.error(
                "\(rule) of '\(context.key)' must be a <dict>, not <\(element.name)>", at: element.startTag.lowerBound)
        }
        for (name, value) in try pairs(of: index, in: tree) {
            var variation = context
            if isDevice { variation.device = name } else { variation.width = name }
            if tree.elements[value].name == "dict" {
                try appendEntries(of: value, context: variation, in: tree, to: &entries)
            } else {
                entries.append(try entry(value, context: variation, in: tree))
            }
        }
    }

    private static func entry(_ index: Int, context: EntryContext, in tree: XMLTree) throws(FormatError) -> LocalizationEntry {
        let element = tree.elements[index]
        guard element.name == "string" else {
            throw tree.document.error(
                "a format or plural variant of '\(context.key)' must be a <string>, not <\(element.name)>",
                at: element.startTag.lowerBound)
        }
        if let nested = tree.childElements(of: index).first {
            throw tree.document.error(
                "a <string> may hold only text, not <\(tree.elements[nested].name)>",
                at: tree.elements[nested].startTag.lowerBound)
        }
        return LocalizationEntry(
            key: context.key, locale: context.locale, value: tree.text(of: index), comment: context.comment,
            location: tree.document.location(of: tree.firstTextOffset(of: index)), format: .stringsdict,
            isSource: context.isSource, device: context.device,
            valueRange: element.endTag == nil ? nil : element.contentRange,
            properties: context.width.map { ["width": $0] } ?? [:])
    }

    /// The comment just before each `<key>` of the `<dict>` at `index` (white space between
    /// them allowed), by key: it belongs to every entry of that key, as a comment before an
    /// element does in Android's `strings.xml`.
    static func keyComments(of index: Int, in tree: XMLTree) -> [String: String] {
        var comments: [String: String] = [:]
        var pending: String?
        for child in tree.elements[index].children {
            switch child {
            case .comment(let range):
                let text = tree.document.string(range).trimmingXMLSpace()
                pending = text.isEmpty ? nil : text
            case .element(let element):
                if let comment = pending, tree.elements[element].name == "key" { comments[tree.text(of: element)] = comment }
                pending = nil
            case .text, .cdata, .processingInstruction:
                continue
            }
        }
        return comments
    }

    /// The `<key>`/value pairs of the `<dict>` at `index`, in file order.
    static func pairs(of index: Int, in tree: XMLTree) throws(FormatError) -> [(key: String, value: Int)] {
        var result: [(key: String, value: Int)] = []
        var pendingKey: (name: String, element: Int)?
        for child in tree.childElements(of: index) {
            let element = tree.elements[child]
            if let key = pendingKey {
                if element.name == "key" {
                    throw tree.document.error(
                        "<key>\(key.name)</key> has no value", at: tree.elements[key.element].startTag.lowerBound)
                }
                result.append((key.name, child))
                pendingKey = nil
            } else {
                guard element.name == "key" else {
                    throw tree.document.error(
                        "expected a <key> in <dict>, found <\(element.name)>", at: element.startTag.lowerBound)
                }
                pendingKey = (tree.text(of: child), child)
            }
        }
        if let key = pendingKey {
            throw tree.document.error("<key>\(key.name)</key> has no value", at: tree.elements[key.element].startTag.lowerBound)
        }
        return result
    }
}
