import Foundation
import LabelCopyCore
import LabelCopyFormats

/// `labelcopy fix PATH…`: writes every fixable finding's correction into the files.
struct FixCommand: CLICommand {
    static let spec = CommandSpec(
        name: "fix",
        abstract: "Correct the titles in localization files in place.",
        discussion: """
            Applies the suggested title of every source-language entry with a fixable finding, and \
            corrects translations whose white space, ellipsis or letter case differs from their \
            source's or their locale's conventions (whitespace-consistency, ellipsis-consistency, \
            locale-case-style). Only those values change: every other byte, the encoding, byte-order \
            mark and line endings stay as they were; keys, msgids, <source> elements and comments are \
            never changed. Each file is replaced atomically; files with nothing to fix are not written. \
            Binary files are never rewritten. Exits with 73 when a file cannot be written (the others \
            are still fixed), 65 when one is malformed.
            """,
        arguments: [
            ArgumentSpec("path", optional: true, repeating: true, help: "Files or folders to fix (default: the current folder).")
        ],
        options: [
            .flag("dry-run", help: "Print the changes as a unified diff instead of writing them."),
            .value(
                "config", valueName: "file", help: "Use this configuration for every file instead of the nearest .labelcopy.json."
            ),
            .flag("all-entries", help: "Fix every entry as a button title, not only those judged to be titles."),
            .flag("button-cells", help: "Fix NSButtonCell titles as push buttons (title style) rather than checkboxes."),
        ])

    let paths: [String]
    let dryRun: Bool
    let configPath: String?
    let allEntries: Bool
    let buttonCells: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let given = arguments.arguments("path")
        paths = given.isEmpty ? ["."] : given
        dryRun = arguments.flag("dry-run")
        configPath = try arguments.filePath("config")
        allEntries = arguments.flag("all-entries")
        buttonCells = arguments.flag("button-cells")
    }

    func run(_ io: inout CommandIO) throws -> ExitCode {
        let setup = try LintSetup.load(
            paths: paths, configPath: configPath, allEntries: allEntries, buttonCells: buttonCells, keepDocuments: true)
        for warning in setup.warnings { try io.errors.write(Self.describe(warning)) }
        var errors = setup.errors
        var unwritten: [FileWriteError] = []
        var changedFiles = 0
        var changedValues = 0
        var changedTranslations = 0
        var refused: [FormatError] = []
        let planned = setup.linter.plannedFixes(forProject: setup.files)
        for file in setup.files.sorted(by: { $0.path < $1.path }) {
            guard let changes = planned[file.path], !changes.isEmpty, let document = file.document else { continue }
            do {
                var fileRefused: [FormatError] = []
                let bytes = try file.rewriting(changes, refused: &fileRefused)
                refused += fileRefused
                let applied = changes.filter { change in
                    !fileRefused.contains { $0.location == change.entry.location }
                }
                guard !applied.isEmpty else { continue }
                if dryRun {
                    let old = String(decoding: document.bytes, as: UTF8.self)
                    let new = String(decoding: try TextDocument(path: file.path, data: bytes).bytes, as: UTF8.self)
                    try io.output.write(UnifiedDiff.diff(old: old, new: new, path: file.path))
                } else {
                    try AtomicFileWriter.replace(file.path, with: bytes)
                }
                changedFiles += 1
                changedValues += applied.count
                changedTranslations += applied.filter { !$0.entry.isSource }.count
            } catch let error as FormatError {
                errors.append(error)
            } catch let error as FileWriteError {
                // The other files are still fixed; the run ends with 73.
                unwritten.append(error)
            }
        }
        for error in errors.sorted(by: { $0.location < $1.location }) {
            try io.errors.write("\(error.location): error: \(error.message)\n")
        }
        // Values left as they were, with why: the finding stays for the next lint.
        for refusal in refused.sorted(by: { $0.location < $1.location }) {
            try io.errors.write("\(refusal.location): warning: \(refusal.message)\n")
        }
        for error in unwritten { try io.errors.write("\(error.path): error: \(error.reason)\n") }
        let verb = dryRun ? "Would fix" : "Fixed"
        let translations = changedTranslations == 0 ? "" : " (\(changedTranslations) in translations)"
        let values = "\(changedValues) value\(changedValues == 1 ? "" : "s")"
        let files = "\(changedFiles) file\(changedFiles == 1 ? "" : "s")"
        try io.errors.write("\(verb) \(values)\(translations) in \(files).\n")
        if !unwritten.isEmpty { return .cannotCreate }
        return errors.isEmpty ? .success : .malformedInput
    }
}
