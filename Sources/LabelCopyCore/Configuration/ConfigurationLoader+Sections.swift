extension ConfigurationLoader {
    /// `rules`: rule id → `false`, `true`, a severity, or `{ severity, options }`.
    mutating func rules(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> [String: RuleSetting] {
        let known = RuleCatalog.allDescriptions.map(\.id)
        var settings: [String: RuleSetting] = [:]
        for member in try object(node, keyPath: keyPath) {
            let rulePath = Self.join(keyPath, member.key)
            guard known.contains(member.key) else {
                warnings.append(
                    ConfigurationWarning(
                        "unknown rule \"\(member.key)\" is ignored" + SpellingSuggestion.hint(for: member.key, in: known),
                        keyPath: rulePath, at: location(of: member)))
                continue
            }
            settings[member.key] = try ruleSetting(member.value, ruleID: member.key, keyPath: rulePath)
        }
        return settings
    }

    private mutating func ruleSetting(_ node: JSON5Node, ruleID: String, keyPath: String) throws(ConfigurationError)
        -> RuleSetting
    {
        switch node.value {
        case .bool(let enabled):
            return RuleSetting(isEnabled: enabled)
        case .string:
            return try severitySetting(node, keyPath: keyPath)
        case .object:
            let members = try object(node, keyPath: keyPath)
            warnUnknownKeys(members, known: ["severity", "options"], keyPath: keyPath)
            var setting = RuleSetting()
            if let severity = members.first(where: { $0.key == "severity" }) {
                setting = try severitySetting(severity.value, keyPath: Self.join(keyPath, "severity"))
            }
            if let options = members.first(where: { $0.key == "options" }) {
                setting.options = try ruleOptions(options.value, ruleID: ruleID, keyPath: Self.join(keyPath, "options"))
            }
            return setting
        default:
            throw fail(
                "expected false, a severity (error, warning, note, off) or an object with \"severity\" and \"options\"; found \(node.kindName)",
                keyPath: keyPath, at: node)
        }
    }

    private func severitySetting(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> RuleSetting {
        let name = try choice(node, among: ["error", "warning", "note", "off"], keyPath: keyPath)
        guard let severity = Severity(rawValue: name) else { return RuleSetting(isEnabled: false) }
        return RuleSetting(severity: severity)
    }

    private mutating func ruleOptions(_ node: JSON5Node, ruleID: String, keyPath: String) throws(ConfigurationError) -> [String:
        Int]
    {
        let members = try object(node, keyPath: keyPath)
        let known = RuleSetting.knownOptions[ruleID] ?? [:]
        var options: [String: Int] = [:]
        for member in members {
            let optionPath = Self.join(keyPath, member.key)
            guard let minimum = known[member.key] else {
                let message =
                    known.isEmpty
                    ? "rule \"\(ruleID)\" takes no options; \"\(member.key)\" is ignored"
                    : "unknown option \"\(member.key)\" is ignored"
                        + SpellingSuggestion.hint(for: member.key, in: Array(known.keys))
                warnings.append(ConfigurationWarning(message, keyPath: optionPath, at: location(of: member)))
                continue
            }
            guard case .number(_, let value?) = member.value.value, value >= minimum else {
                throw fail(
                    "expected a whole number of at least \(minimum); found \(member.value.kindName)", keyPath: optionPath,
                    at: member.value)
            }
            options[member.key] = value
        }
        return options
    }

    /// `profiles`: `[{ "paths": [patterns], "profile": "apple" | "material" }]`.
    mutating func profiles(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> [ProfileAssignment] {
        guard case .array(let items) = node.value else {
            throw fail(
                "expected an array of { \"paths\", \"profile\" } objects; found \(node.kindName)", keyPath: keyPath, at: node)
        }
        var assignments: [ProfileAssignment] = []
        for (offset, item) in items.enumerated() {
            let itemPath = "\(keyPath)[\(offset)]"
            let members = try object(item, keyPath: itemPath)
            warnUnknownKeys(members, known: ["paths", "profile"], keyPath: itemPath)
            guard let paths = members.first(where: { $0.key == "paths" }) else {
                throw fail("missing \"paths\"", keyPath: itemPath, at: item)
            }
            guard let profile = members.first(where: { $0.key == "profile" }) else {
                throw fail("missing \"profile\"", keyPath: itemPath, at: item)
            }
            let name = try choice(
                profile.value, among: StyleProfile.allCases.map(\.rawValue), keyPath: Self.join(itemPath, "profile"))
            assignments.append(
                ProfileAssignment(
                    paths: try patterns(paths.value, kind: .path, keyPath: Self.join(itemPath, "paths")),
                    profile: StyleProfile(rawValue: name) ?? .apple))
        }
        return assignments
    }

    /// `keys`: `{ "include": [key patterns], "exclude": [key patterns] }`.
    mutating func keys(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> ([GlobPattern], [GlobPattern]) {
        let members = try object(node, keyPath: keyPath)
        warnUnknownKeys(members, known: ["include", "exclude"], keyPath: keyPath)
        var include: [GlobPattern] = []
        var exclude: [GlobPattern] = []
        for member in members {
            if member.key == "include" {
                include = try patterns(member.value, kind: .key, keyPath: Self.join(keyPath, "include"))
            }
            if member.key == "exclude" {
                exclude = try patterns(member.value, kind: .key, keyPath: Self.join(keyPath, "exclude"))
            }
        }
        return (include, exclude)
    }

    /// `contexts`: key pattern → context name, kept in file order (first match wins).
    mutating func contexts(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> [KeyContext] {
        var contexts: [KeyContext] = []
        for member in try object(node, keyPath: keyPath) {
            let entryPath = Self.join(keyPath, member.key)
            let keyNode = JSON5Node(value: .string(member.key), line: member.line, column: member.column)
            let pattern = try pattern(member.key, kind: .key, keyPath: entryPath, at: keyNode)
            let name = try choice(member.value, among: TitleContext.allCases.map(\.rawValue), keyPath: entryPath)
            contexts.append(KeyContext(pattern: pattern, context: TitleContext(rawValue: name) ?? .button))
        }
        return contexts
    }

    /// `lexicon`: list key (`canonicalTerms`) → terms, each a line as Lexicons/ writes them.
    mutating func lexicon(_ node: JSON5Node, keyPath: String) throws(ConfigurationError) -> [String: [String]] {
        let members = try object(node, keyPath: keyPath)
        let known = Configuration.lexiconLists.keys.sorted()
        warnUnknownKeys(members, known: known, keyPath: keyPath)
        var lists: [String: [String]] = [:]
        for member in members {
            guard let listName = Configuration.lexiconLists[member.key] else { continue }
            let listPath = Self.join(keyPath, member.key)
            var terms: [String] = []
            for (offset, (term, item)) in try strings(member.value, keyPath: listPath).enumerated() {
                guard !term.contains(where: { $0 == "\n" || $0 == "\r" }), let parsed = LexiconTerm.parse(term).first else {
                    throw fail(
                        "expected one term (\"PIN [ordinary]\"); found \"\(term)\"", keyPath: "\(listPath)[\(offset)]", at: item)
                }
                // Words as the list stores them: parted by spaces only.
                if listName == "noun-compounds", parsed.text.split(separator: " ").count != 2 {
                    warnings.append(
                        ConfigurationWarning(
                            "\"\(term)\" is not two words and is not used: verb-first reads two-word nouns (\"release notes\")",
                            keyPath: "\(listPath)[\(offset)]", at: location(of: item)))
                }
                terms.append(term)
            }
            if !terms.isEmpty { lists[listName] = terms }
        }
        return lists
    }
}
