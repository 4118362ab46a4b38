import Foundation
import LabelCopyCore
import LabelCopyFormats

/// `labelcopy pseudo PATH… --out DIR`: writes pseudo-localized copies of the source-language files.
struct PseudoCommand: CLICommand {
    static let spec = CommandSpec(
        name: "pseudo",
        abstract: "Write pseudo-localized copies of the source-language files.",
        discussion: """
            Makes an extra locale (en-XA by default) from the source text, longer, accented and \
            bracketed on request, so truncation shows before any translation exists. Placeholders, \
            markup, mnemonics, escapes and surrounding white space stay as they are; entries marked \
            untranslatable are copied unchanged. The copies go under --out, mirroring the input paths: \
            en.lproj and Base.lproj files to en-XA.lproj, values/strings.xml to values-en-rXA, NAME.pot to \
            en_XA.po, NAME.xliff to NAME.en-XA.xliff, a String Catalog to the same name with an en-XA \
            localization added (an earlier copy's other pseudo-locales are kept; a catalog in which a \
            pseudo-locale holds every source key is such a copy, never a source). Input files are never changed, and an existing file is replaced only \
            when pseudo could have written it: a file in a pseudo-locale (a tag with region XA, XB or \
            XC such as en-XA or ar-XB, or Microsoft's qps-ploc, qps-ploca, qps-plocm), or a String \
            Catalog that already holds a pseudo-locale. Any other existing target (values-de with \
            --locale de) may be a real translation: the command then writes nothing and exits with 64. \
            Exits with 73 when a copy cannot be written (the others still are), 65 when an input is malformed.
            """,
        arguments: [
            ArgumentSpec("path", optional: true, repeating: true, help: "Files or folders to read (default: the current folder).")
        ],
        options: [
            .value("out", valueName: "dir", help: "The folder the copies are written to (required; not an input folder)."),
            .value("locale", valueName: "tag", default: "en-XA", help: "The pseudo locale's tag; only a pseudo-locale's existing files are replaced."),
            .value(
                "expand", valueName: "factor", default: "1.4",
                help: "Make values about this many times longer (1.0: no padding), or 'tiers': short values grow most."),
            .flag("accents", help: "Replace ASCII letters with accented look-alikes."),
            .flag("brackets", help: "Wrap each value in [ and ] to show clipping at either end."),
        ])

    let paths: [String]
    let outputFolder: String
    let options: PseudoOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let given = arguments.arguments("path")
        paths = given.isEmpty ? ["."] : given
        guard let out = arguments.value("out"), !out.isEmpty else { throw .missingValue("--out <dir>") }
        outputFolder = out
        let expandText = arguments.value("expand") ?? "1.4"
        guard let expansion = PseudoExpansion(argument: expandText) else {
            throw .invalidValue(expandText, option: "--expand", allowed: ["a number from 1.0 to 10", "tiers"], suggestion: nil)
        }
        let locale = arguments.value("locale") ?? "en-XA"
        let tagCharacters = locale.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || $0 == "-" || ("0"..."9").contains($0))
        }
        // BCP 47: a language of 2 to 8 letters, then subtags of 1 to 8 letters or digits.
        let subtags = locale.split(separator: "-", omittingEmptySubsequences: false)
        let wellFormed = subtags.allSatisfy { (1...8).contains($0.count) }
            && subtags.first.map { (2...8).contains($0.count) && $0.allSatisfy(\.isLetter) } == true
        guard !locale.isEmpty, tagCharacters, wellFormed else {
            throw .invalidValue(locale, option: "--locale", allowed: ["a BCP 47 tag such as en-XA"], suggestion: nil)
        }
        options = PseudoOptions(
            locale: Self.canonicalCase(locale), expansion: expansion, accents: arguments.flag("accents"), brackets: arguments.flag("brackets"))
    }

    /// `tag` in BCP 47's conventional case: language lowercase, a four-letter script in title
    /// case, a two-letter region in capitals ("en-xa" → "en-XA", "ZH-hans" → "zh-Hans"), so one
    /// pseudo-locale is never written twice under two spellings.
    static func canonicalCase(_ tag: String) -> String {
        // Microsoft's pseudo-locales are written in lowercase ("qps-ploc", "qps-plocm").
        if tag.lowercased().hasPrefix("qps-") { return tag.lowercased() }
        return tag.split(separator: "-", omittingEmptySubsequences: false).enumerated().map { index, subtag in
            if index == 0 { return subtag.lowercased() }
            if subtag.count == 4, subtag.allSatisfy(\.isLetter) { return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased() }
            if subtag.count == 2, subtag.allSatisfy(\.isLetter) { return subtag.uppercased() }
            return subtag.lowercased()
        }.joined(separator: "-")
    }

    func run(_ io: inout CommandIO) throws -> ExitCode {
        let plan = PseudoCommandPlan.make(paths: paths, outputFolder: outputFolder, locale: options.locale)
        if let refusal = plan.refusal {
            try io.errors.write("Error: \(refusal)\n")
            return .usage
        }
        for missing in plan.missing { try io.errors.write("\(missing): error: no such file or folder\n") }
        for catalog in plan.pseudoCatalogs {
            try io.errors.write("\(catalog): note: not copied: a String Catalog whose every source key has a pseudo-locale string is pseudo output\n")
        }
        if plan.targets.isEmpty, plan.pseudoCatalogs.isEmpty, plan.missing.count < paths.count {
            try io.errors.write(
                "note: no source-language file was found: pseudo copies tables in en.lproj or Base.lproj, values/strings.xml, "
                    + "gettext templates (.pot), XLIFF files and String Catalogs\n")
        }
        let loaded = ProjectLoader(keepDocuments: true).load(plan.targets.map(\.input))
        var errors = loaded.errors
        var unwritten: [FileWriteError] = []
        let outputs = Dictionary(plan.targets.map { ($0.input, $0.output) }, uniquingKeysWith: { first, _ in first })
        let xliffs = PseudoPlanner.xliffSources(loaded.files)
        var written = 0
        var values = 0
        for file in loaded.files {
            guard let output = outputs[file.path], file.format != .xliff || xliffs.contains(file.path) else { continue }
            do {
                // A catalog copy holds every pseudo-locale written into it: the others are kept.
                let existing = file.format == .xcstrings ? FileManager.default.contents(atPath: output).map { [UInt8]($0) } : nil
                let bytes = try PseudoFileWriter.pseudoBytes(of: file, options: options, existing: existing)
                let folder = (output as NSString).deletingLastPathComponent
                try Self.createFolder(folder, for: output)
                try AtomicFileWriter.replace(output, with: bytes)
                written += 1
                values += file.entries.count
                try io.output.write("\(file.path) -> \(output)\n")
            } catch let error as FormatError {
                errors.append(error)
            } catch let error as FileWriteError {
                unwritten.append(error)
            } catch {
                unwritten.append(FileWriteError(path: output, reason: error.localizedDescription))
            }
        }
        for error in errors { try io.errors.write("\(error.location): error: \(error.message)\n") }
        for error in unwritten { try io.errors.write("\(error.path): error: \(error.reason)\n") }
        try io.errors.write("Wrote \(written) pseudo-localized file\(written == 1 ? "" : "s") (\(values) values).\n")
        if !unwritten.isEmpty { return .cannotCreate }
        return errors.isEmpty && plan.missing.isEmpty ? .success : .malformedInput
    }

    /// Creates `folder` and the folders above it, for writing `output`. Made with `mkdir` so the
    /// error carries the system's reason ("Not a directory"); Foundation's says only "error 512".
    static func createFolder(_ folder: String, for output: String) throws(FileWriteError) {
        var path = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            path += "/" + component
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { continue }
            guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
                throw FileWriteError(path: output, reason: "cannot create the folder \(path): \(String(cString: strerror(errno)))")
            }
        }
    }
}
