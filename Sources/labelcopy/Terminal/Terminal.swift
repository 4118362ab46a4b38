/// What the CLI needs to know about where its output goes.
struct Terminal: Sendable {
    /// True when colour and other ANSI styling may be written.
    var usesColor: Bool

    /// Decides styling for `descriptor`: only a terminal gets colour, and `NO_COLOR` set to
    /// any value (even empty) turns it off, as https://no-color.org asks.
    static func detect(descriptor: Int32 = Platform.standardOutput, environment: (String) -> String? = Platform.environment)
        -> Terminal
    {
        let noColor = environment("NO_COLOR") != nil
        return Terminal(usesColor: !noColor && Platform.isTerminal(descriptor))
    }

    /// `text` wrapped in `style` when colour is on, unchanged otherwise.
    func paint(_ text: String, _ style: ANSIStyle) -> String {
        usesColor && !text.isEmpty ? style.apply(to: text) : text
    }
}
