import LabelCopyCore

extension OptionSpec {
    /// `--context <context>`: where the titles are shown, which decides the rules that apply.
    /// Help lists the title contexts; the session's `:context` names (`menu`, `tab-bar`,
    /// `nav-title`, `switch`, `toolbar` …) are accepted too, from the one table both use.
    static let context: OptionSpec = {
        let canonical = TitleContext.allCases.map(\.rawValue)
        var option = OptionSpec.value(
            "context", short: "c", default: TitleContext.button.rawValue, allowed: canonical,
            help: "Where the titles are shown; the session's short names (menu, tab-bar, nav-title, switch…) work too.")
        var seen = Set(canonical)
        option.aliases = ContextChoice.acceptedNames.filter { seen.insert($0).inserted }
        return option
    }()
}
