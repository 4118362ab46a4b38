import LabelCopyCore

extension OptionSpec {
    /// `--context <context>`: where the titles are shown, which decides the rules that apply.
    static let context = OptionSpec.value(
        "context", short: "c", default: TitleContext.button.rawValue, allowed: TitleContext.allCases.map(\.rawValue),
        help: "Where the titles are shown.")
}

extension ParsedArguments {
    /// The `--context` value as a `TitleContext`; the binder has already checked it is one.
    var titleContext: TitleContext {
        value(OptionSpec.context.long).flatMap(TitleContext.init(rawValue:)) ?? .button
    }
}
