import LabelCopyFormats

extension Baseline {
    /// Reads a baseline written by `encoded()` from `text`, read from `path`. Fields other
    /// than those a baseline entry needs are ignored, so hand-annotated baselines still load.
    public static func decode(text: String, path: String) throws(ConfigurationError) -> Baseline {
        let root = try JSON5Parser.parse(text, path: path)
        let at = { (node: JSON5Node) in SourceLocation(path: path, line: node.line, column: node.column) }
        guard let members = root.members else {
            throw ConfigurationError("a baseline is a JSON object; found \(root.kindName)", at: at(root))
        }
        guard let version = members.last(where: { $0.key == "version" })?.value else {
            throw ConfigurationError("missing \"version\"; this labelcopy reads baseline version \(currentVersion)", at: at(root))
        }
        guard case .number(_, let number?) = version.value, number == currentVersion else {
            throw ConfigurationError(
                "this labelcopy reads baseline version \(currentVersion); found \(version.kindName)", keyPath: "version",
                at: at(version))
        }
        guard let list = members.last(where: { $0.key == "findings" })?.value else {
            throw ConfigurationError("missing \"findings\"", at: at(root))
        }
        guard case .array(let items) = list.value else {
            throw ConfigurationError("expected an array; found \(list.kindName)", keyPath: "findings", at: at(list))
        }
        var entries: [BaselineEntry] = []
        for (offset, item) in items.enumerated() {
            entries.append(try entry(item, keyPath: "findings[\(offset)]", at: at))
        }
        return Baseline(entries: entries)
    }

    private static func entry(
        _ node: JSON5Node, keyPath: String, at: (JSON5Node) -> SourceLocation
    ) throws(ConfigurationError) -> BaselineEntry {
        guard let members = node.members else {
            throw ConfigurationError("expected an object; found \(node.kindName)", keyPath: keyPath, at: at(node))
        }
        func field(_ name: String, optional: Bool = false) throws(ConfigurationError) -> String? {
            guard let value = members.last(where: { $0.key == name })?.value else {
                if optional { return nil }
                throw ConfigurationError("missing \"\(name)\"", keyPath: keyPath, at: at(node))
            }
            if optional, value.value == .null { return nil }
            guard let text = value.string else {
                throw ConfigurationError(
                    "expected a string; found \(value.kindName)", keyPath: "\(keyPath).\(name)", at: at(value))
            }
            return text
        }
        return BaselineEntry(
            path: try field("path") ?? "", locale: try field("locale", optional: true), key: try field("key") ?? "",
            rule: try field("rule") ?? "", value: try field("value") ?? "")
    }
}
