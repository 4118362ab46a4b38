import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files `lint` writes (`--reporter NAME=FILE`, `--write-baseline FILE`) or `report` writes
/// (`--output FILE`), checked against each other and against the files read before anything is
/// written, as `pseudo` checks its copies: one output must not overwrite another, an input, a
/// configuration or the baseline being read.
struct LintOutputs {
    /// One file written: the option as the user typed it, the path, and the path canonical.
    struct Output {
        var option: String
        var path: String
        var canonical: String
    }

    /// Every file to be written, in command-line order (reporters, then the baseline).
    var outputs: [Output]
    /// The working directory relative paths are read against.
    private let directory: String

    /// The outputs of `reporters` with a file and of `writeBaseline`.
    init(reporters: [ReporterChoice], writeBaseline: String?, in directory: String = FileManager.default.currentDirectoryPath) {
        var named = reporters.compactMap { choice in
            choice.file.map { (option: "--reporter \(type(of: choice.reporter).name)=\($0)", path: $0) }
        }
        if let writeBaseline { named.append((option: "--write-baseline \(writeBaseline)", path: writeBaseline)) }
        self.init(named: named, in: directory)
    }

    /// The files `named`, each with the option that names it (`report --output FILE`).
    init(named: [(option: String, path: String)], in directory: String = FileManager.default.currentDirectoryPath) {
        self.directory = directory
        outputs = named.map { Output(option: $0.option, path: $0.path, canonical: SymbolicLinks.writtenFile($0.path, in: directory)) }
    }

    /// Why nothing may be written, or nil: two outputs name one file, or an output names a file
    /// read (an input, a configuration, the `--baseline` file; `--write-baseline` may name that one).
    func refusal(inputs: [String], configurations: [String], baseline: String?) -> String? {
        // Most runs write nothing but standard output: no input need be resolved then.
        guard !outputs.isEmpty else { return nil }
        var written: [String: Output] = [:]
        // Streams, devices and pipes are written into, not replaced: several outputs may share one.
        for output in outputs where !OutputFile.isStream(output.path) {
            if let earlier = written[output.canonical] {
                return "\(earlier.option) and \(output.option) name the same file; give each output a file of its own"
            }
            written[output.canonical] = output
        }
        var read: [String: String] = [:]
        for input in inputs { read[canonical(input)] = "\(input), an input file" }
        for configuration in configurations { read[canonical(configuration)] = "the configuration \(configuration)" }
        for output in outputs where !OutputFile.isStream(output.path) {
            if let baseline, output.option.hasPrefix("--reporter "), canonical(baseline) == output.canonical {
                return "\(output.option) would replace the --baseline file \(baseline); choose another file"
            }
            if let what = read[output.canonical] {
                return "\(output.option) would replace \(what); choose another file"
            }
        }
        return nil
    }

    /// Throws for an output that is a folder, before anything is written (exit code 73, as
    /// for any output that cannot be written).
    func checkNoFolders() throws(FileWriteError) {
        for output in outputs {
            var info = stat()
            if stat(output.canonical, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                throw FileWriteError(path: output.path, reason: "not written: it is a folder, not a file (\(output.option))")
            }
        }
    }

    private func canonical(_ path: String) -> String {
        SymbolicLinks.resolvedAsFarAsExists(path, in: directory)
    }
}
