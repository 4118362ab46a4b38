/// A line of the interactive session that starts with `:`.
enum SessionCommand: Sendable, Hashable {
    /// `:locale de,ja`: the width table's locales; nil shows the current ones.
    case locale([String]?)
    /// `:context tab-bar`: where titles are shown; nil shows the current one and the choices.
    case context(String?)
    /// `:width 120`, `:width compact`: the budget; nil shows the current one.
    case width(String?)
    /// `:font PATH`, `:font off`: the font measured with; nil shows the current one.
    case font(String?)
    /// `:explain RULE`: a rule's rationale.
    case explain(String?)
    /// `:help`.
    case help
    /// `:quit`.
    case quit
    /// A name that is no command, with the nearest command when one is close.
    case unknown(String, suggestion: String?)

    /// The command names, as `:help` lists them and "did you mean" offers them.
    static let names = ["locale", "context", "width", "font", "explain", "help", "quit"]

    /// Other spellings accepted for a command.
    private static let aliases = ["locales": "locale", "q": "quit", "exit": "quit", "h": "help", "?": "help"]

    /// The command on `line`, or nil when the line is a title (it does not start with `:`).
    static func parse(_ line: String) -> SessionCommand? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == ":" else { return nil }
        let body = trimmed.dropFirst()
        let name = String(body.prefix { $0 != " " && $0 != "\t" })
        let rest = trimmingSpaces(body.dropFirst(name.count))
        let argument = rest.isEmpty ? nil : rest
        switch aliases[name.lowercased()] ?? name.lowercased() {
        case "locale": return .locale(argument.map(localeList))
        case "context": return .context(argument)
        case "width": return .width(argument)
        case "font": return .font(argument)
        case "explain": return .explain(argument)
        case "help": return .help
        case "quit": return .quit
        default: return .unknown(name, suggestion: NearestName.find(name, among: names))
        }
    }

    /// Tags split at commas and spaces (`de, ja` and `de ja` both work), repeats dropped.
    private static func localeList(_ text: String) -> [String] {
        var seen = Set<String>()
        return text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init).filter { seen.insert($0).inserted }
    }

    private static func trimmingSpaces(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
