import LabelCopyCore

extension OptionSpec {
    /// `--context <context>`: where the titles are shown, which decides the rules that apply.
    static let context = OptionSpec.value(
        "context", short: "c", default: TitleContext.button.rawValue, allowed: TitleContext.allCases.map(\.rawValue),
        help: "Where the titles are shown.")
}
