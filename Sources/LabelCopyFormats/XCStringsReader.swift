/// Reads Xcode String Catalogs (`.xcstrings`, JSON, schema versions 1.0 to 1.2).
///
/// Every `stringUnit` becomes an entry: per locale, per plural and device variation, per
/// substitution. A key with no unit in the source language gets a source entry whose value is
/// the key itself (Xcode leaves such units out because the key is the text).
public enum XCStringsReader: FormatReader {
    /// `.xcstrings`.
    public static let format = LocalizationFormat.xcstrings
    /// `xcstrings`.
    public static let extensions = ["xcstrings"]

    /// Where a unit sits among a localization's variations.
    struct Branch: Hashable {
        var device: String?
        var variable: String?
        var category: String?
    }

    /// Parses a catalog.
    public static func parse(_ data: [UInt8], path: String) throws(FormatError) -> LocalizationFile {
        let document = try TextDocument(path: path, data: data)
        var lexer = JSONLexer(document)
        let root = try lexer.parseDocument()
        guard case .object = root else {
            throw document.error("not a String Catalog: the top-level JSON value is not an object", at: root.start)
        }
        guard let strings = root["strings"], case .object(let keys, _) = strings else {
            throw document.error("not a String Catalog: there is no \"strings\" object", at: root.start)
        }
        let sourceLanguage = root["sourceLanguage"]?.text?.value ?? "en"
        var properties: [String: String] = [:]
        if let version = root["version"]?.text?.value { properties["version"] = version }
        var entries: [LocalizationEntry] = []
        for member in keys {
            entries.append(contentsOf: try self.entries(of: member, sourceLanguage: sourceLanguage, document: document))
        }
        return LocalizationFile(
            path: path, format: .xcstrings, locale: nil, sourceLanguage: sourceLanguage, entries: entries, document: document,
            properties: properties)
    }

    /// The entries of one key: its units in every locale, and a key-as-source entry when needed.
    private static func entries(of member: JSONValue.Member, sourceLanguage: String, document: TextDocument) throws(FormatError)
        -> [LocalizationEntry]
    {
        let key = member.name.value
        let item = member.value
        guard case .object = item else {
            throw document.error("not a String Catalog: the value of \"\(key)\" is not an object", at: item.start)
        }
        var template = LocalizationEntry(
            key: key, locale: sourceLanguage, value: key, location: document.location(of: member.name.range.lowerBound),
            format: .xcstrings, isSource: true)
        template.comment = item["comment"]?.text?.value
        // Storyboard catalogs key each string by object ID and keep the original text and the
        // element's class in an Interface Builder comment, as .strings exports do.
        if let comment = template.comment, let builder = InterfaceBuilderComment.parse(comment) {
            template.interfaceBuilderClass = builder.className
            template.properties.merge(builder.properties) { current, _ in current }
            if let original = builder.originalText {
                template.value = original
                template.sourceText = original
            }
        }
        if case .bool(false, _) = item["shouldTranslate"] { template.translatable = false }
        if let extraction = item["extractionState"]?.text?.value { template.properties["extractionState"] = extraction }

        var units: [(locale: String, branch: Branch, unit: JSONValue)] = []
        for localization in item["localizations"]?.members ?? [] {
            collect(localization.value, branch: Branch(), into: &units, locale: localization.name.value)
        }
        var sources: [Branch: String] = [:]
        for unit in units where unit.locale == sourceLanguage {
            if let value = unit.unit["value"]?.text?.value { sources[unit.branch] = value }
        }
        var result: [LocalizationEntry] = []
        if !units.contains(where: { $0.locale == sourceLanguage }) {
            result.append(template)
        }
        for (locale, branch, unit) in units {
            guard let value = unit["value"]?.text else {
                throw document.error("not a String Catalog: a stringUnit of \"\(key)\" has no string \"value\"", at: unit.start)
            }
            var entry = template
            entry.locale = locale
            entry.value = value.value
            entry.location = document.location(of: value.range.lowerBound)
            entry.valueRange = value.range
            entry.isSource = locale == sourceLanguage
            entry.state = unit["state"]?.text?.value
            entry.device = branch.device
            entry.pluralVariable = branch.variable
            entry.pluralCategory = branch.category
            if !entry.isSource {
                entry.sourceText =
                    sources[branch] ?? sources[Branch(device: branch.device, variable: branch.variable)] ?? sources[Branch()]
                    ?? key
            }
            result.append(entry)
        }
        return result
    }

    /// Gathers the `stringUnit`s below a localization or variation node, with their branch.
    private static func collect(
        _ node: JSONValue, branch: Branch, into units: inout [(locale: String, branch: Branch, unit: JSONValue)], locale: String
    ) {
        if let unit = node["stringUnit"], case .object = unit {
            units.append((locale, branch, unit))
        }
        for kind in node["variations"]?.members ?? [] {
            for choice in kind.value.members {
                var next = branch
                switch kind.name.value {
                case "plural": next.category = choice.name.value
                case "device": next.device = choice.name.value
                default: next.device = branch.device ?? choice.name.value
                }
                collect(choice.value, branch: next, into: &units, locale: locale)
            }
        }
        for substitution in node["substitutions"]?.members ?? [] {
            var next = branch
            next.variable = substitution.name.value
            collect(substitution.value, branch: next, into: &units, locale: locale)
        }
    }
}
