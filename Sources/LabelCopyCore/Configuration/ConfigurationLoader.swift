import Foundation
import LabelCopyFormats

/// Reads a `.labelcopy.json` (JSON5) into a `Configuration`. Pure: the caller reads the file.
///
/// Invalid values are errors naming the file, the key path and, where the value is, its
/// line and column; keys labelcopy does not know are warnings with a "did you mean".
public struct ConfigurationLoader {
    /// The top-level keys a configuration may have.
    public static let topLevelKeys = [
        "version", "sourceLanguage", "rules", "profiles", "include", "exclude", "keys", "contexts",
        "buttonCellsAreButtons", "lexicon", "truncation",
    ]

    let path: String
    var warnings: [ConfigurationWarning] = []

    /// Parses `text`, read from `path`, returning the configuration and what was ignored in it.
    public static func load(text: String, path: String) throws(ConfigurationError) -> (Configuration, [ConfigurationWarning]) {
        var loader = ConfigurationLoader(path: path)
        let root = try JSON5Parser.parse(text, path: path)
        guard root.members != nil else {
            throw ConfigurationError("a configuration is a JSON5 object; found \(root.kindName)", at: loader.location(of: root))
        }
        let configuration = try loader.read(root)
        let warnings = loader.warnings.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return (configuration, warnings)
    }

    private mutating func read(_ root: JSON5Node) throws(ConfigurationError) -> Configuration {
        let members = try object(root, keyPath: "")
        try checkVersion(members, root: root)
        var configuration = Configuration(path: path)
        warnUnknownKeys(members, known: Self.topLevelKeys, keyPath: "")
        for member in members {
            let keyPath = member.key
            switch member.key {
            case "sourceLanguage": configuration.sourceLanguage = try languageCode(member.value, keyPath: keyPath)
            case "rules": configuration.rules = try rules(member.value, keyPath: keyPath)
            case "profiles": configuration.profiles = try profiles(member.value, keyPath: keyPath)
            case "include": configuration.include = try patterns(member.value, kind: .path, keyPath: keyPath)
            case "exclude": configuration.exclude = try patterns(member.value, kind: .path, keyPath: keyPath)
            case "keys": (configuration.includeKeys, configuration.excludeKeys) = try keys(member.value, keyPath: keyPath)
            case "contexts": configuration.contexts = try contexts(member.value, keyPath: keyPath)
            case "buttonCellsAreButtons": configuration.buttonCellsAreButtons = try bool(member.value, keyPath: keyPath)
            case "lexicon": configuration.lexiconTerms = try lexicon(member.value, keyPath: keyPath)
            case "truncation": configuration.truncation = try truncation(member.value, keyPath: keyPath)
            default: break
            }
        }
        return configuration
    }

    /// The version is read first, so a newer file fails on its version rather than on its new keys.
    private func checkVersion(_ members: [JSON5Member], root: JSON5Node) throws(ConfigurationError) {
        let supported = Self.describe(Configuration.supportedVersions)
        guard let member = members.first(where: { $0.key == "version" }) else {
            throw ConfigurationError("missing \"version\"; this labelcopy reads \(supported)", at: location(of: root))
        }
        guard case .number(_, let integer?) = member.value.value else {
            throw fail("expected a whole number; found \(member.value.kindName)", keyPath: "version", at: member.value)
        }
        guard Configuration.supportedVersions.contains(integer) else {
            let relation =
                integer > Configuration.supportedVersions.upperBound ? "is newer than this labelcopy reads" : "does not exist"
            throw fail("version \(integer) \(relation); this labelcopy reads \(supported)", keyPath: "version", at: member.value)
        }
    }

    static func describe(_ versions: ClosedRange<Int>) -> String {
        versions.count == 1 ? "version \(versions.lowerBound)" : "versions \(versions.lowerBound) to \(versions.upperBound)"
    }

    // MARK: - Values

    func location(of node: JSON5Node) -> SourceLocation {
        SourceLocation(path: path, line: node.line, column: node.column)
    }

    func location(of member: JSON5Member) -> SourceLocation {
        SourceLocation(path: path, line: member.line, column: member.column)
    }

    func fail(_ message: String, keyPath: String, at node: JSON5Node) -> ConfigurationError {
        ConfigurationError(message, keyPath: keyPath, at: location(of: node))
    }

    /// `base.key`, or `base["key"]` when the key has characters that would blur the path.
    static func join(_ base: String, _ key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
            }
        if plain { return base.isEmpty ? key : "\(base).\(key)" }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\(base)[\"\(escaped)\"]"
    }

    /// The members of an object, warning about repeated keys and keeping the last of each.
    mutating func object(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> [JSON5Member] {
        guard let members = node.members else {
            throw fail("expected an object; found \(node.kindName)", keyPath: keyPath, at: node)
        }
        var lastIndex: [String: Int] = [:]
        for (offset, member) in members.enumerated() {
            if lastIndex[member.key] != nil {
                warnings.append(
                    ConfigurationWarning(
                        "\"\(member.key)\" is given more than once; the last one is used",
                        keyPath: Self.join(keyPath, member.key), at: location(of: member)))
            }
            lastIndex[member.key] = offset
        }
        return members.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
    }

    mutating func warnUnknownKeys(_ members: [JSON5Member], known: [String], keyPath: String) {
        for member in members where !known.contains(member.key) {
            warnings.append(
                ConfigurationWarning(
                    "unknown key \"\(member.key)\" is ignored" + SpellingSuggestion.hint(for: member.key, in: known),
                    keyPath: Self.join(keyPath, member.key), at: location(of: member)))
        }
    }

    func bool(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> Bool {
        guard case .bool(let flag) = node.value else {
            throw fail("expected true or false; found \(node.kindName)", keyPath: keyPath, at: node)
        }
        return flag
    }

    func string(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> String {
        guard let text = node.string else { throw fail("expected a string; found \(node.kindName)", keyPath: keyPath, at: node) }
        return text
    }

    /// One of `choices`, reported as "expected one of a, b, c; found …" otherwise.
    func choice(_ node: JSON5Node, among choices: [String], keyPath: String) throws(ConfigurationError) -> String {
        guard let text = node.string, choices.contains(text) else {
            let hint = node.string.map { SpellingSuggestion.hint(for: $0, in: choices) } ?? ""
            throw fail(
                "expected one of \(choices.joined(separator: ", ")); found \(Self.shortKind(node))\(hint)", keyPath: keyPath,
                at: node)
        }
        return text
    }

    /// Strings are shown as `"loud"`, other values by kind.
    static func shortKind(_ node: JSON5Node) -> String {
        node.string.map { "\"\($0)\"" } ?? node.kindName
    }

    /// An array of strings; a single string counts as a one-item array.
    func strings(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> [(String, JSON5Node)] {
        if let text = node.string { return [(text, node)] }
        guard case .array(let items) = node.value else {
            throw fail("expected an array of strings; found \(node.kindName)", keyPath: keyPath, at: node)
        }
        var result: [(String, JSON5Node)] = []
        for (offset, item) in items.enumerated() {
            result.append((try string(item, keyPath: "\(keyPath)[\(offset)]"), item))
        }
        return result
    }

    func patterns(_ node: JSON5Node, kind: GlobPattern.Kind, keyPath: String) throws(ConfigurationError) -> [GlobPattern] {
        var patterns: [GlobPattern] = []
        for (offset, (text, item)) in try strings(node, keyPath: keyPath).enumerated() {
            patterns.append(
                try pattern(text, kind: kind, keyPath: node.string == nil ? "\(keyPath)[\(offset)]" : keyPath, at: item))
        }
        return patterns
    }

    func pattern(_ text: String, kind: GlobPattern.Kind, keyPath: String, at node: JSON5Node) throws(ConfigurationError)
        -> GlobPattern
    {
        guard let pattern = GlobPattern(text, kind: kind) else {
            throw fail(GlobPattern.syntaxProblem(in: text) ?? "invalid pattern", keyPath: keyPath, at: node)
        }
        return pattern
    }

    func languageCode(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> String {
        let text = try string(node, keyPath: keyPath)
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        let valid =
            (2...8).contains(parts.first?.count ?? 0)
            && parts.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard valid else {
            throw fail("expected a language code such as \"en\" or \"en-GB\"; found \"\(text)\"", keyPath: keyPath, at: node)
        }
        return text
    }
}
