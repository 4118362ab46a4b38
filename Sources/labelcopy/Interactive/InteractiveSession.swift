import LabelCopyCore

/// `labelcopy suggest` at a terminal: reads titles with line editing and history, and shows
/// for each the suggestion, the findings, the verb-first judgement and predicted widths.
/// Lines starting with `:` are commands (`:help` lists them).
struct InteractiveSession {
    /// What the commands have chosen so far.
    var settings: SessionSettings
    /// Where history is kept between sessions; nil keeps it for this session only.
    var history: HistoryFile?
    /// Checks the titles.
    let engine: TitleEngine
    /// Judges first words for the verb-first line.
    let verbChecker: VerbFirstChecker

    /// The prompt before each line.
    static let prompt = "labelcopy> "

    /// A session starting in `context`, keeping history in the standard file.
    init(context: TitleContext, history: HistoryFile? = HistoryFile.standard()) {
        self.init(choice: ContextChoice(context), history: history)
    }

    /// A session starting in `choice` (a `--context` short name keeps its width budget).
    init(choice: ContextChoice, history: HistoryFile? = HistoryFile.standard()) {
        settings = SessionSettings(context: choice)
        self.history = history
        engine = TitleEngine()
        verbChecker = VerbFirstChecker(lexicon: engine.lexicon)
    }

    /// Runs until `:quit` or end of input; exits with 0 either way. Ctrl-C abandons the line
    /// being typed.
    mutating func run(_ io: inout CommandIO) throws -> ExitCode {
        guard let editor = LineEditor(historyLimit: history?.limit ?? HistoryFile.defaultLimit) else {
            try io.errors.write("labelcopy: error: cannot start line editing on this terminal\n")
            try io.errors.flush()
            return .internalError
        }
        editor.setPrompt(Self.prompt)
        var entries = loadHistory(into: editor, io: &io)
        try io.output.write(banner(io.terminal))
        while true {
            try io.output.flush()
            let line: String
            switch editor.readLine() {
            case .line(let text): line = text
            case .interrupted:
                try io.output.write("^C\n")
                continue
            case .end:
                // Ctrl-D leaves the cursor after the prompt; the shell's prompt belongs on a line of its own.
                try io.output.write("\n")
                try io.output.flush()
                return .success
            }
            guard line.contains(where: { $0 != " " && $0 != "\t" }) else { continue }
            remember(line, in: &entries, editor: editor, io: &io)
            if let command = SessionCommand.parse(line) {
                if command == .quit { break }
                try io.output.write(perform(command, terminal: io.terminal))
            } else {
                let analysis = engine.analyze(line, context: settings.context.titleContext)
                let screen = TitleScreen(terminal: io.terminal)
                try io.output.write(screen.render(analysis, settings: settings, verbChecker: verbChecker))
            }
        }
        try io.output.flush()
        return .success
    }

    private func banner(_ terminal: Terminal) -> String {
        let locales = settings.locales.joined(separator: ", ")
        return terminal.paint("labelcopy suggest", .bold)
            + ": type a title and press Return; :help lists the commands, Ctrl-D or :quit ends.\n"
            + "context \(settings.context.name), budget \(Int(settings.budget.rounded())) pt, locales \(locales)\n"
    }

    private mutating func loadHistory(into editor: LineEditor, io: inout CommandIO) -> [String] {
        guard let history else { return [] }
        do {
            let entries = try history.load()
            for entry in entries { editor.addHistory(entry) }
            return entries
        } catch {
            warn(error, io: &io)
            self.history = nil
            return []
        }
    }

    /// Adds `line` to the editor's history and writes the file, so a session that is killed
    /// loses nothing; a file that cannot be written is reported once and then left alone.
    private mutating func remember(_ line: String, in entries: inout [String], editor: LineEditor, io: inout CommandIO) {
        editor.addHistory(line)
        guard let history, entries.last != line else { return }
        entries.append(line)
        if entries.count > history.limit { entries.removeFirst(entries.count - history.limit) }
        do {
            try history.save(entries)
        } catch {
            warn(error, io: &io)
            self.history = nil
        }
    }

    private func warn(_ error: HistoryFileError, io: inout CommandIO) {
        let message = "labelcopy: warning: \(error.errorDescription ?? error.reason); history is not kept\n"
        try? io.output.write(io.terminal.paint(message, .yellow))
    }
}
