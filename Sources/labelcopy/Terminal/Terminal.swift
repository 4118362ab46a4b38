/// What the CLI needs to know about where its output goes.
struct Terminal: Sendable {
    /// True when colour and other ANSI styling may be written.
    var usesColor: Bool

    /// Decides styling for `descriptor`: only a terminal gets colour, and `NO_COLOR` turns it
    /// off (https://no-color.org). Unlike that page, which ignores an empty value, any value
    /// counts here, even an empty one: an explicit opt-out should never be missed.
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
