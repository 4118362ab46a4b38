/// Lays out help and usage text the way swift-argument-parser does: OVERVIEW, USAGE,
/// ARGUMENTS, OPTIONS and SUBCOMMANDS sections, labels in a 26-column gutter, 80 columns wide.
enum HelpFormatter {
    /// The total line width help is wrapped to.
    static let width = 80
    /// The column descriptions start at.
    static let labelColumn = 26
    /// The indentation of labels inside a section.
    static let indent = 2

    /// The one-line usage of `spec`, after `USAGE: ` or `Usage: `: the command path, then
    /// options in brackets, then arguments.
    static func usage(for spec: CommandSpec, path: String, hasSubcommands: Bool = false) -> String {
        if hasSubcommands { return "\(path) <subcommand>" }
        var parts = [path]
        for option in spec.options {
            let repeated = option.kind == .repeatingValue ? " ..." : ""
            parts.append("[\(option.synopsis)\(repeated)]")
        }
        parts += spec.arguments.map(\.synopsis)
        let full = parts.joined(separator: " ")
        // Too long for one line after "USAGE: ": name the options as a group, as
        // swift-argument-parser does; OPTIONS lists them one by one.
        guard "USAGE: ".count + full.count > width else { return full }
        return ([path, "[<options>]"] + spec.arguments.map(\.synopsis)).joined(separator: " ")
    }

    /// The full help of `spec`, shown for `--help`, `-h` and `help <command>`.
    static func help(for spec: CommandSpec, path: String, subcommands: [CommandSpec] = []) -> String {
        var sections: [String] = ["OVERVIEW: \(spec.abstract)"]
        if !spec.discussion.isEmpty { sections.append(wrapParagraphs(spec.discussion)) }
        sections.append("USAGE: " + usage(for: spec, path: path, hasSubcommands: !subcommands.isEmpty))
        if !spec.arguments.isEmpty {
            let rows = spec.arguments.map { ("<\($0.name)>", $0.help) }
            sections.append(section("ARGUMENTS:", rows))
        }
        let builtIns = [("--version", "Show the version."), ("-h, --help", "Show help information.")]
        sections.append(section("OPTIONS:", spec.options.map { ($0.helpLabel, optionHelp($0)) } + builtIns))
        if !subcommands.isEmpty {
            let rows = subcommands.map { ($0.name, $0.abstract) }
            let footer =
                "\n\n" + String(repeating: " ", count: indent)
                + "See '\(path) help <subcommand>' for detailed help."
            sections.append(section("SUBCOMMANDS:", rows) + footer)
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func optionHelp(_ option: OptionSpec) -> String {
        var notes: [String] = []
        if !option.allowedValues.isEmpty { notes.append("values: " + option.allowedValues.joined(separator: ", ")) }
        if let value = option.defaultValue { notes.append("default: \(value)") }
        guard !notes.isEmpty else { return option.help }
        return option.help + " (" + notes.joined(separator: "; ") + ")"
    }

    private static func section(_ title: String, _ rows: [(label: String, help: String)]) -> String {
        var lines = [title]
        let gutter = String(repeating: " ", count: labelColumn)
        for row in rows {
            let label = String(repeating: " ", count: indent) + row.label
            var wrapped = TextWrapper.wrap(row.help, width: width - labelColumn)[...]
            // A label too wide for the gutter gets its own line, as swift-argument-parser does.
            if label.count + 1 > labelColumn {
                lines.append(label)
            } else if let first = wrapped.popFirst() {
                lines.append(label + String(repeating: " ", count: labelColumn - label.count) + first)
            }
            lines += wrapped.map { gutter + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// Wraps each line of prose; indented lines (examples) are kept as written.
    private static func wrapParagraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            if line.isEmpty || line.first == " " { return [String(line)] }
            return TextWrapper.wrap(String(line), width: width)
        }.joined(separator: "\n")
    }
}
