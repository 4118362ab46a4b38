import Foundation
import LabelCopyCore
import LabelCopyFormats
import LabelCopyReporters

/// `labelcopy lint PATH…`: checks the titles in localization files and reports the findings.
struct LintCommand: CLICommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check the titles in localization files.",
        discussion: """
            Reads .strings, .stringsdict, .xcstrings, XLIFF, Android strings.xml and gettext .po/.pot \
            files (folders are searched recursively, skipping .build, DerivedData, Pods, Carthage, \
            node_modules and .git) and reports every finding as path:line:column with its rule. \
            Settings come from the .labelcopy.json nearest each file. Text in a pseudo-locale (en-XA, \
            ar-XB, en-XC, qps-ploc…: what `labelcopy pseudo` writes) is not checked, neither as \
            titles nor as translations, and a String Catalog in which one holds every source key is a \
            pseudo copy, passed over entirely (its other localizations are the original's). A baseline's paths are \
            relative to its own folder, symbolic links resolved, so it matches however the paths are given. Exits \
            with 65 when a file is malformed (the rest is still checked) or the configuration or baseline cannot be \
            read, 64 when an output file would replace another output or a file read (nothing is written), 73 when \
            a --reporter or baseline file cannot be written, 1 when a finding is at error level (any finding with --strict), 0 otherwise.
            """,
        arguments: [ArgumentSpec("path", optional: true, repeating: true, help: "Files or folders to check (default: the current folder).")],
        options: [
            .value(
                "reporter", valueName: "name[=file]", repeating: true,
                help: "Output format, optionally written to a file (- is standard output): xcode (default), json, sarif, "
                    + "github, checkstyle, junit, markdown, summary. Repeatable; no two outputs may name one file, nor a file "
                    + "lint reads."),
            .flag("strict", help: "Exit with 1 on any finding, not only on errors."),
            .value("config", valueName: "file", help: "Use this configuration for every file instead of the nearest .labelcopy.json."),
            .value("baseline", valueName: "file", help: "Report only findings that are not in this baseline."),
            .value("write-baseline", valueName: "file", help: "Record today's findings as the baseline in this file."),
            .flag("all-entries", help: "Check every entry as a button title, not only those judged to be titles."),
            .flag("button-cells", help: "Check NSButtonCell titles as push buttons (title style) rather than checkboxes."),
        ] + OptionSpec.truncation)

    let paths: [String]
    let reporters: [ReporterChoice]
    let strict: Bool
    let configPath: String?
    let baselinePath: String?
    let writeBaselinePath: String?
    let allEntries: Bool
    let buttonCells: Bool
    let truncation: TruncationOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let given = arguments.arguments("path")
        paths = given.isEmpty ? ["."] : given
        reporters = try ReporterChoice.parse(arguments.values("reporter"))
        strict = arguments.flag("strict")
        configPath = try arguments.filePath("config")
        baselinePath = try arguments.filePath("baseline")
        writeBaselinePath = try arguments.filePath("write-baseline")
        allEntries = arguments.flag("all-entries")
        buttonCells = arguments.flag("button-cells")
        truncation = try TruncationOptions(arguments)
    }

    func run(_ io: inout CommandIO) throws -> ExitCode {
        let timings = LintTimings.fromEnvironment()
        // The files' text is kept whatever the reporter: whether `fix` can write a replacement
        // (around a comment inside an XML value) is decided on it, and every reporter must
        // offer the same fixes (SARIF also takes its regions from it).
        let setup = try LintSetup.load(
            paths: paths, configPath: configPath, allEntries: allEntries, buttonCells: buttonCells, keepDocuments: true,
            timings: timings, keepingMissingApart: true)
        for warning in setup.warnings { try io.errors.write(Self.describe(warning)) }
        let outputs = LintOutputs(reporters: reporters, writeBaseline: writeBaselinePath)
        let inputs = setup.files.map(\.path) + setup.errors.map(\.location.path)
        if let refusal = outputs.refusal(inputs: inputs, configurations: setup.configurationFiles, baseline: baselinePath) {
            try io.errors.write("Error: \(refusal). Nothing was written.\n")
            return .usage
        }
        try outputs.checkNoFolders()
        let linter = try truncation.configure(setup.linter, files: setup.files)
        // The baseline is read before anything is written, so a bad one costs no output and
        // `--baseline B --write-baseline B` reports against the old findings, then records today's.
        let known = try baselinePath.map(Self.readBaseline)
        var result = timings.measure("lint") {
            linter.lint(setup.files, errors: setup.errors, notFound: setup.missing, unreadableFolders: setup.unreadableFolders)
        }
        if let writeBaselinePath {
            let paths = BaselinePaths(baselineFile: writeBaselinePath)
            let baseline = Baseline(findings: result.findings, storedPath: paths.stored)
            try OutputFile.write(baseline.encoded(), to: writeBaselinePath, io: &io)
        }
        if let known {
            result.findings = known.baseline.filter(result.findings, storedPath: known.paths.stored)
        }
        for choice in reporters {
            // Bytes, not a String: a report of a few hundred megabytes is then never copied.
            let bytes = timings.measure("report") { choice.reporter.renderBytes(result) }
            if let file = choice.file {
                try OutputFile.write(bytes: bytes, to: file, io: &io)
            } else {
                try io.output.write(bytes: bytes)
            }
        }
        if let timings { try io.errors.write(timings.report()) }
        if !result.errors.isEmpty { return .malformedInput }
        guard let highest = result.highestSeverity else { return .success }
        return strict || highest == .error ? .findings : .success
    }

    /// The baseline file at `path`, its paths in today's spelling, and that spelling.
    static func readBaseline(_ path: String) throws -> (baseline: Baseline, paths: BaselinePaths) {
        let text = try ReadableFile.text(path, kind: "baseline")
        let paths = BaselinePaths(baselineFile: path)
        return (try Baseline.decode(text: text, path: path).mappingPaths(paths.read), paths)
    }
}
