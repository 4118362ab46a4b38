/// What the CLI needs to know about where its output goes.
struct Terminal: Sendable {
    /// True when colour and other ANSI styling may be written.
    var usesColor: Bool

    /// Decides styling for `descriptor`: only a terminal gets colour, and not when `NO_COLOR`
    /// holds a value or the terminal is `TERM=dumb`.
    static func detect(descriptor: Int32 = Platform.standardOutput, environment: (String) -> String? = Platform.environment)
        -> Terminal
    {
        Terminal(usesColor: allowsANSI(environment) && Platform.isTerminal(descriptor))
    }

    /// False when the environment asks for no ANSI escapes: `NO_COLOR` set to a non-empty value
    /// (https://no-color.org: an empty one is as if unset), or `TERM=dumb`, a terminal that
    /// shows escapes as text.
    static func allowsANSI(_ environment: (String) -> String? = Platform.environment) -> Bool {
        if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
        return environment("TERM") != "dumb"
    }

    /// `text` wrapped in `style` when colour is on, unchanged otherwise.
    func paint(_ text: String, _ style: ANSIStyle) -> String {
        usesColor && !text.isEmpty ? style.apply(to: text) : text
    }
}
