import Foundation
import LabelCopyCore

/// `labelcopy init`: writes a commented starting `.labelcopy.json`.
struct InitCommand: CLICommand {
    static let spec = CommandSpec(
        name: "init",
        abstract: "Write a commented starting .labelcopy.json.",
        discussion: """
            Every setting is shown with its default and a comment saying what it does. Exits with 73 \
            when the file cannot be written (a missing folder, no permission).
            """,
        arguments: [ArgumentSpec("folder", optional: true, help: "Where to write it (default: the current folder).")],
        options: [.flag("force", help: "Replace an existing .labelcopy.json.")])

    let folder: String
    let force: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        folder = arguments.argument("folder") ?? "."
        force = arguments.flag("force")
    }

    func run(_ io: inout CommandIO) throws -> ExitCode {
        let path = (folder as NSString).appendingPathComponent(Configuration.fileName)
        if FileManager.default.fileExists(atPath: path) && !force {
            try io.errors.write("Error: \(path) already exists; use --force to replace it.\n")
            return .usage
        }
        try AtomicFileWriter.replace(path, with: Array(Configuration.starterText.utf8))
        try io.output.write("Wrote \(path)\n")
        return .success
    }
}
