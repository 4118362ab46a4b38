import LabelCopyCore

/// `labelcopy suggest`: the batch filter other tools build on, one line in, one line out; at a
/// terminal, an interactive session with line editing (`InteractiveSession`).
struct SuggestCommand: CLICommand {
    static let spec = CommandSpec(
        name: "suggest",
        abstract: "Suggest corrected titles for titles read from standard input.",
        discussion: """
            Reads one title per line and writes exactly one line per input line, in order, \
            as soon as it is read. With --json each line is an object: {"input", \
            "suggestion", "findings": [{"rule", "severity", "message", "replacement"}]}. \
            A CR before the LF is dropped; bytes that are not UTF-8 become U+FFFD. \
            Always exits with 0 once input is read, whatever the findings.

            When standard input and output are a terminal (and --json is not given), suggest starts an \
            interactive session instead: line editing and history (kept in \
            $XDG_STATE_HOME/labelcopy/history), and for each title its suggestion, findings, \
            verb-first judgement and predicted width per locale. Type :help in the session \
            for its commands; Ctrl-D or :quit ends it.
            """,
        options: [
            .context,
            .flag("json", help: "Write one JSON object per line instead of the suggestion alone."),
        ])

    /// Where the titles are shown.
    let context: TitleContext
    /// The session's starting context (a short name such as `toolbar` also picks its budget).
    let choice: ContextChoice
    /// True for JSON lines instead of bare suggestions.
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        choice = arguments.contextChoice
        context = choice.titleContext
        json = arguments.flag("json")
    }

    func run(_ io: inout CommandIO) throws -> ExitCode {
        // --json asks for machine-readable lines, which a session's screens are not; and with
        // output redirected (`suggest > titles.txt`) the prompt and tables would end up in the
        // file, so typing at a terminal into a file stays the one-line-per-title filter.
        if !json, Platform.isTerminal(io.input), Platform.isTerminal(Platform.standardOutput) {
            var session = InteractiveSession(choice: choice)
            return try session.run(&io)
        }
        let engine = TitleEngine()
        var reader = LineReader(descriptor: io.input)
        var line: [UInt8] = []
        while true {
            while let title = reader.nextBufferedLine() {
                write(engine.analyze(title, context: context), into: &line)
                try io.output.write(bytes: line)
            }
            // Flushing whenever the next read might block answers every line a pipe has
            // delivered before waiting for more, which keeps interactive use responsive
            // without paying one write(2) per line on large inputs.
            try io.output.flush()
            if try !reader.fill() { break }
        }
        if let title = reader.remainder() {
            write(engine.analyze(title, context: context), into: &line)
            try io.output.write(bytes: line)
        }
        try io.output.flush()
        return .success
    }

    private func write(_ analysis: TitleAnalysis, into line: inout [UInt8]) {
        // The room of an ordinary line is kept for the next; that of a line of megabytes is not.
        line.removeAll(keepingCapacity: line.capacity <= 1 << 16)
        if json {
            AnalysisJSON.append(analysis, to: &line)
        } else {
            line.append(contentsOf: analysis.suggestion.utf8)
        }
        line.append(0x0A)
    }
}
