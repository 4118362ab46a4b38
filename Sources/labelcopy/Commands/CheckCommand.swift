import LabelCopyCore

/// `labelcopy check TITLE…`: checks titles given on the command line.
struct CheckCommand: CLICommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check titles given on the command line.",
        discussion: """
            Prints each title, its suggested correction and every finding with its rule, \
            severity, message and replacement. Exits with 1 when any title has a finding.
            """,
        arguments: [ArgumentSpec("title", repeating: true, help: "The titles to check.")],
        options: [
            .context,
            .flag("json", help: "Print one JSON object per title, one per line (the format of 'suggest --json')."),
        ])

    /// The titles, in the order given.
    let titles: [String]
    /// Where they are shown.
    let context: TitleContext
    /// True for JSON lines instead of the human-readable report.
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        titles = arguments.arguments("title")
        context = arguments.titleContext
        json = arguments.flag("json")
    }

    func run(_ io: inout CommandIO) throws -> ExitCode {
        let engine = TitleEngine()
        let renderer = CheckRenderer(terminal: io.terminal)
        var foundAny = false
        for (index, title) in titles.enumerated() {
            let analysis = engine.analyze(title, context: context)
            foundAny = foundAny || !analysis.findings.isEmpty
            if json {
                try io.output.write(AnalysisJSON.line(analysis) + "\n")
            } else {
                try io.output.write((index > 0 ? "\n" : "") + renderer.render(analysis))
            }
        }
        return foundAny ? .findings : .success
    }
}
