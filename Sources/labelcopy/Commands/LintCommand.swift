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
            Exits with 65 when a file is malformed (the rest is still checked), 1 when a finding \
            is at error level (any finding with --strict), 0 otherwise.
            """,
        arguments: [ArgumentSpec("path", optional: true, repeating: true, help: "Files or folders to check (default: the current folder).")],
        options: [
            .value(
                "reporter", valueName: "name[=file]", repeating: true,
                help: "Output format, optionally written to a file: xcode (default), json, sarif, github, checkstyle, junit, markdown, summary. Repeatable."),
            .flag("strict", help: "Exit with 1 on any finding, not only on errors."),
            .flag("all-entries", help: "Check every entry as a button title, not only those judged to be titles."),
            .flag("button-cells", help: "Check NSButtonCell titles as push buttons (title style) rather than checkboxes."),
        ])

    let paths: [String]
    let reporters: [ReporterChoice]
    let strict: Bool
    let classifier: EntryClassifier

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let given = arguments.arguments("path")
        paths = given.isEmpty ? ["."] : given
        reporters = try ReporterChoice.parse(arguments.values("reporter"))
        strict = arguments.flag("strict")
        classifier = EntryClassifier(allEntries: arguments.flag("all-entries"), buttonCellsAreButtons: arguments.flag("button-cells"))
    }

    func run(_ io: inout CommandIO) throws -> ExitCode {
        let (files, missing) = FileDiscovery().files(in: paths)
        var missingErrors = missing.map { FormatError("no such file or folder", path: $0) }
        let needsPositions = reporters.contains { $0.reporter is SARIFReporter }
        let loaded = ProjectLoader(keepDocuments: needsPositions).load(files)
        missingErrors += loaded.errors
        let result = Linter(classifier: classifier).lint(loaded.files, errors: missingErrors)
        for choice in reporters {
            let text = choice.reporter.render(result)
            if let file = choice.file {
                try AtomicFileWriter.replace(file, with: Array(text.utf8))
            } else {
                try io.output.write(text)
            }
        }
        if !result.errors.isEmpty { return .malformedInput }
        guard let highest = result.highestSeverity else { return .success }
        return strict || highest == .error ? .findings : .success
    }
}
