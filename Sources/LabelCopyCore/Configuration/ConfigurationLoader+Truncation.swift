import LabelCopyFormats
import LabelCopyText

extension ConfigurationLoader {
    /// `truncation`: `{ textSize, width, font, margin, contexts }`.
    mutating func truncation(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> TruncationConfiguration {
        let members = try object(node, keyPath: keyPath)
        warnUnknownKeys(members, known: TruncationConfiguration.keys, keyPath: keyPath)
        var section = TruncationConfiguration()
        for member in members {
            let memberPath = Self.join(keyPath, member.key)
            switch member.key {
            case "textSize": section.textSize = try textSize(member.value, keyPath: memberPath)
            case "width":
                let name = try choice(member.value, among: WidthClass.allCases.map(\.rawValue), keyPath: memberPath)
                section.widthClass = WidthClass(rawValue: name)
            case "font":
                let font = try string(member.value, keyPath: memberPath)
                guard !font.isEmpty else {
                    throw fail("expected the path of a font file; found \"\"", keyPath: memberPath, at: member.value)
                }
                // Relative to the configuration's folder, as every path in it is.
                section.fontPath = font.hasPrefix("/") ? font : PathText.joining(PathText.directory(of: path), font)
                section.fontLocation = location(of: member.value)
            case "margin":
                guard let margin = number(member.value), margin >= 0, margin < 1 else {
                    throw fail(
                        "expected a number from 0 to below 1 (0.1 is 10 %); found \(member.value.kindName)", keyPath: memberPath,
                        at: member.value)
                }
                section.margin = margin
            case "contexts": section.contexts = try truncationContexts(member.value, keyPath: memberPath)
            default: break
            }
        }
        return section
    }

    /// A Dynamic Type size by the names `--text-size` takes, in any letter case.
    func textSize(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> DynamicTypeSize {
        guard let text = node.string, let size = DynamicTypeSize(optionName: text) else {
            let names = DynamicTypeSize.optionNames
            let hint = node.string.map { SpellingSuggestion.hint(for: $0, in: names) } ?? ""
            throw fail(
                "expected one of \(names.joined(separator: ", ")); found \(Self.shortKind(node))\(hint)", keyPath: keyPath,
                at: node)
        }
        return size
    }

    /// The value of a number node, whole or not.
    func number(_ node: JSON5Node) -> Double? {
        guard case .number(let value, _) = node.value, value.isFinite else { return nil }
        return value
    }

    /// `truncation.contexts`: `[{ keys | paths | comments: [patterns], context: "name" | width: points }]`.
    mutating func truncationContexts(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> [TruncationContextRule] {
        guard case .array(let items) = node.value else {
            throw fail(
                "expected an array of { \"keys\" | \"paths\" | \"comments\", \"context\" | \"width\" } objects; found \(node.kindName)",
                keyPath: keyPath, at: node)
        }
        var rules: [TruncationContextRule] = []
        for (offset, item) in items.enumerated() {
            let itemPath = "\(keyPath)[\(offset)]"
            let members = try object(item, keyPath: itemPath)
            warnUnknownKeys(members, known: ["keys", "paths", "comments", "context", "width"], keyPath: itemPath)
            let match = try contextMatch(members, item: item, keyPath: itemPath)
            let target = try contextTarget(members, item: item, keyPath: itemPath)
            rules.append(TruncationContextRule(match: match, target: target, location: location(of: item)))
        }
        return rules
    }

    /// Exactly one of `keys`, `paths` and `comments`.
    private func contextMatch(_ members: [JSON5Member], item: JSON5Node, keyPath: String) throws(ConfigurationError)
        -> TruncationContextRule.Match
    {
        let given = members.filter { ["keys", "paths", "comments"].contains($0.key) }
        guard given.count == 1, let member = given.first else {
            let problem =
                given.isEmpty
                ? "missing one of \"keys\", \"paths\" or \"comments\"" : "give only one of \"keys\", \"paths\" or \"comments\""
            throw fail(problem, keyPath: keyPath, at: given.dropFirst().first?.value ?? item)
        }
        let memberPath = Self.join(keyPath, member.key)
        switch member.key {
        case "keys": return .keys(try patterns(member.value, kind: .key, keyPath: memberPath))
        case "paths": return .paths(try patterns(member.value, kind: .path, keyPath: memberPath))
        default:
            var found: [TruncationContextRule.CommentPattern] = []
            for (offset, (text, node)) in try strings(member.value, keyPath: memberPath).enumerated() {
                guard let pattern = TruncationContextRule.CommentPattern(text) else {
                    let problem = text.isEmpty ? "empty pattern" : GlobPattern.syntaxProblem(in: text) ?? "invalid pattern"
                    throw fail(problem, keyPath: member.value.string == nil ? "\(memberPath)[\(offset)]" : memberPath, at: node)
                }
                found.append(pattern)
            }
            return .comments(found)
        }
    }

    /// Exactly one of `context` (a UI context's name) and `width` (points, more than 0).
    private func contextTarget(_ members: [JSON5Member], item: JSON5Node, keyPath: String) throws(ConfigurationError)
        -> TruncationContextRule.Target
    {
        let given = members.filter { $0.key == "context" || $0.key == "width" }
        guard given.count == 1, let member = given.first else {
            let problem = given.isEmpty ? "missing \"context\" or \"width\"" : "give \"context\" or \"width\", not both"
            throw fail(problem, keyPath: keyPath, at: given.dropFirst().first?.value ?? item)
        }
        let memberPath = Self.join(keyPath, member.key)
        if member.key == "context" {
            let name = try choice(member.value, among: UIContext.allCases.map(\.rawValue), keyPath: memberPath)
            return .context(UIContext(rawValue: name) ?? .unknown)
        }
        guard let points = number(member.value), points > 0 else {
            throw fail(
                "expected a width in points, more than 0; found \(member.value.kindName)", keyPath: memberPath, at: member.value)
        }
        return .width(points)
    }
}
