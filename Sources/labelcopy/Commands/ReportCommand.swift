import Dispatch
import Foundation
import LabelCopyCore
import LabelCopyFormats
import LabelCopyReporters

/// `labelcopy report PATH…`: a report over a whole corpus, as HTML, Markdown or JSON.
struct ReportCommand: CLICommand {
    static let formats = ["html", "markdown", "json"]
    /// The smallest `--max-bytes`: room for the summary line and the note saying what was cut.
    static let minimumBytes = 1_000

    static let spec = CommandSpec(
        name: "report",
        abstract: "Report on a whole corpus: totals, charts, locales, worst offenders.",
        discussion: """
            Lints every localization file under the paths, then writes one report: files, entries, \
            titles and why they were judged titles, findings by rule and severity, per-locale translated \
            share, expansion against the source and truncation risk, charts, and the worst offenders with \
            their fixes. HTML is one self-contained page (inline SVG, no script); Markdown fits a pull-\
            request comment; JSON carries every figure and finding, and can be given to --compare later.
            """,
        arguments: [
            ArgumentSpec(
                "path", optional: true, repeating: true, help: "Files or folders to report on (default: the current folder).")
        ],
        options: [
            .value("format", valueName: "format", help: "html (default), markdown or json."),
            .value("output", valueName: "file", help: "Write the report to this file instead of standard output."),
            .value(
                "compare", valueName: "file", help: "An earlier JSON report: show new and fixed findings per rule and locale."),
            .value("max-findings", valueName: "n", help: "List at most this many offenders (default 50)."),
            .value(
                "max-bytes", valueName: "n",
                help: "Markdown: the most bytes the report may take (default 65000, under GitHub's comment limit; at least 1000)."
            ),
            .value(
                "config", valueName: "file", help: "Use this configuration for every file instead of the nearest .labelcopy.json."
            ),
        ] + OptionSpec.truncation)

    let paths: [String]
    let format: String
    let outputPath: String?
    let comparePath: String?
    let maxFindings: Int
    let maxBytes: Int
    let configPath: String?
    let truncation: TruncationOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let given = arguments.arguments("path")
        paths = given.isEmpty ? ["."] : given
        format = arguments.value("format") ?? "html"
        guard Self.formats.contains(format) else {
            throw .invalidValue(
                format, option: "--format", allowed: Self.formats, suggestion: NearestName.find(format, among: Self.formats))
        }
        outputPath = try arguments.filePath("output")
        comparePath = try arguments.filePath("compare")
        maxFindings = try Self.count(arguments.value("max-findings"), option: "--max-findings", default: 50)
        // Under the minimum the summary itself does not fit, and the report would be empty.
        maxBytes = try Self.count(
            arguments.value("max-bytes"), option: "--max-bytes", default: 65_000, minimum: Self.minimumBytes)
        configPath = try arguments.filePath("config")
        truncation = try TruncationOptions(arguments)
    }

    /// A whole number of at least `minimum` given to `option`, or `fallback` when absent. The
    /// number may be grouped in thousands as the help prints it ("65,000", "65_000").
    static func count(_ text: String?, option: String, default fallback: Int, minimum: Int = 0) throws(UsageError) -> Int {
        guard let text else { return fallback }
        guard let value = Int(ungrouped(text)), value >= minimum else {
            throw .invalidNumber(text, option: option, requirement: "a whole number of \(grouped(minimum)) or more")
        }
        return value
    }

    /// `text` without its thousands separators when it is digits grouped by threes with "," or
    /// "_" ("65,000"); otherwise `text` as given.
    static func ungrouped(_ text: String) -> String {
        let groups = text.split(separator: text.contains(",") ? "," : "_", omittingEmptySubsequences: false)
        guard groups.count > 1, let head = groups.first, (1...3).contains(head.count),
            groups.dropFirst().allSatisfy({ $0.count == 3 }),
            groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return text }
        return groups.joined()
    }

    /// "1,000": a count as the help and README print it.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var output = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { output += "," }
            output.append(digit)
        }
        return output
    }

    func run(_ io: inout CommandIO) throws -> ExitCode {
        let setup = try LintSetup.load(
            paths: paths, configPath: configPath, allEntries: false, buttonCells: false, keepDocuments: false,
            showingProgress: true, keepingMissingApart: true)
        for warning in setup.warnings { try io.errors.write(Self.describe(warning)) }
        // The report must not replace a file it reads (`--compare` may name the one it replaces).
        let outputs = LintOutputs(named: outputPath.map { [(option: "--output \($0)", path: $0)] } ?? [])
        let inputs = setup.files.map(\.path) + setup.errors.map(\.location.path)
        if let refusal = outputs.refusal(inputs: inputs, configurations: setup.configurationFiles, baseline: nil) {
            try io.errors.write("Error: \(refusal). Nothing was written.\n")
            return .usage
        }
        try outputs.checkNoFolders()
        let files = CorpusReport.withoutPseudoLocaleText(setup.files)
        let linter = try truncation.configure(setup.linter, files: files)
        let result = linter.lint(files, errors: setup.errors, unreadableFolders: setup.unreadableFolders)
        // Named on standard error as lint names them, since a report may go to a file.
        let missing = Set(setup.missing.map(\.location))
        for error in (setup.missing + result.errors).sorted(by: { $0.location < $1.location }) {
            let id = missing.contains(error.location) ? LintResult.pathNotFoundID : result.errorID(of: error)
            try io.errors.write("\(error.location): error: \(error.message) (\(id))\n")
        }
        var report = CorpusReport(
            files: files, result: result, sourceLanguage: linter.defaultSettings.configuration?.sourceLanguage ?? "en",
            maxOffenders: maxFindings, judge: { file, entry in linter.settings(for: file.path).judge(entry) },
            suggest: { file, entry in
                let settings = linter.settings(for: file.path)
                return settings.engine.analyze(entry.value, context: settings.judge(entry).context).suggestion
            }, missing: setup.missing)
        let directory = FileManager.default.currentDirectoryPath
        // A folder that no longer exists reads as "": no directory is better than a wrong one.
        report.directory = directory.hasPrefix("/") ? directory : nil
        if let comparePath {
            report.comparison = try Self.comparison(of: report, withReportAt: comparePath, directory: directory)
        }
        let text = render(report)
        if let outputPath {
            try OutputFile.write(text, to: outputPath, io: &io)
        } else {
            try io.output.write(text)
        }
        return result.errors.isEmpty && setup.missing.isEmpty ? .success : .malformedInput
    }

    /// The report in the chosen format.
    func render(_ report: CorpusReport) -> String {
        switch format {
        case "json": CorpusReportJSON().render(report)
        case "markdown": CorpusReportMarkdown(maxBytes: maxBytes).render(report)
        default:
            CorpusReportHTML(title: "labelcopy report: " + paths.joined(separator: ", "), link: linkFromOutput()).render(report)
        }
    }
}

extension ReportCommand {
    /// Links relative to the folder the page is written to, so they work wherever it is opened
    /// from; as given when it goes to standard output. Both ends are resolved through symbolic
    /// links first: a browser follows `..` from the folder the page really is in, so a page
    /// written through `deep -> out/sub` needs `../../`, not the `../` its spelling suggests.
    func linkFromOutput() -> @Sendable (String) -> String {
        guard let outputPath else { return { $0 } }
        let directory = FileManager.default.currentDirectoryPath
        // The page itself may be a link too: the file it leads to is the one written.
        let page = SymbolicLinks.writtenFile(outputPath, in: directory)
        let folder = (page as NSString).deletingLastPathComponent
        return { path in
            RelativePath.of(SymbolicLinks.resolvedAsFarAsExists(path, in: directory), from: folder, in: directory)
        }
    }
}
