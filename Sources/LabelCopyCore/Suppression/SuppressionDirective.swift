/// One `labelcopy:` instruction found in an entry's comment.
///
/// Syntax: `labelcopy:disable RULE[,RULE…]`, `labelcopy:enable RULE[,RULE…]`,
/// `labelcopy:disable-next RULE[,RULE…]`, where `all` names every rule. The rule list is
/// comma-separated (spaces around commas allowed) and ends at the first other space, so a
/// reason may follow: `labelcopy:disable-next title-case brand spelling`.
public struct SuppressionDirective: Sendable, Hashable {
    /// What the directive does.
    public enum Action: String, Sendable, Hashable, CaseIterable {
        /// Turns rules off from this entry to the end of the file, or to a matching `enable`.
        case disable
        /// Turns rules back on from this entry.
        case enable
        /// Turns rules off for this entry only (the next one after the comment).
        case disableNext = "disable-next"
    }

    /// The rule name that stands for every rule.
    public static let allRules = "all"

    /// What the directive does.
    public var action: Action
    /// The rule ids it names (`all` for every rule).
    public var rules: [String]

    /// Creates a directive.
    public init(action: Action, rules: [String]) {
        self.action = action
        self.rules = rules
    }

    /// Every directive in `comment`, in order, and a message for each malformed one.
    public static func parse(comment: String) -> (directives: [SuppressionDirective], problems: [String]) {
        let marker = Array("labelcopy:".unicodeScalars)
        let scalars = Array(comment.unicodeScalars)
        var directives: [SuppressionDirective] = []
        var problems: [String] = []
        var index = 0
        while index + marker.count <= scalars.count {
            guard scalars[index..<(index + marker.count)].elementsEqual(marker) else {
                index += 1
                continue
            }
            index += marker.count
            let word = readWhile(scalars, &index) { isNameScalar($0) }
            guard let action = Action(rawValue: word) else {
                let names = Action.allCases.map(\.rawValue)
                problems.append("unknown directive 'labelcopy:\(word)'" + SpellingSuggestion.hint(for: word, in: names))
                continue
            }
            let rules = readRuleList(scalars, &index)
            if rules.isEmpty {
                problems.append("'labelcopy:\(word)' names no rule; write 'all' for every rule")
                continue
            }
            directives.append(SuppressionDirective(action: action, rules: rules))
        }
        return (directives, problems)
    }

    /// Comma-separated rule ids after the directive word.
    private static func readRuleList(_ scalars: [Unicode.Scalar], _ index: inout Int) -> [String] {
        var rules: [String] = []
        while true {
            skipBlanks(scalars, &index)
            let ruleStart = index
            var rule = readWhile(scalars, &index) { isNameScalar($0) }
            if rule == "labelcopy", index < scalars.count, scalars[index] == ":" {
                // The next directive (`labelcopy:`), not a rule.
                index = ruleStart
                break
            }
            // Rule ids never end in '-': an XML comment's closing `-->` may follow without a space.
            while rule.hasSuffix("-") { rule.removeLast() }
            guard !rule.isEmpty else { break }
            rules.append(rule)
            var lookahead = index
            skipBlanks(scalars, &lookahead)
            guard lookahead < scalars.count, scalars[lookahead] == "," else { break }
            index = lookahead + 1
        }
        return rules
    }

    private static func skipBlanks(_ scalars: [Unicode.Scalar], _ index: inout Int) {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    private static func readWhile(_ scalars: [Unicode.Scalar], _ index: inout Int, _ accept: (Unicode.Scalar) -> Bool) -> String {
        var text = String.UnicodeScalarView()
        while index < scalars.count, accept(scalars[index]) {
            text.append(scalars[index])
            index += 1
        }
        return String(text)
    }

    /// Rule ids and directive words: ASCII letters, digits, `-` and `_`.
    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
            || scalar == "_"
    }
}
