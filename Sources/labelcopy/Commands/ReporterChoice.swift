import LabelCopyReporters

/// One `--reporter NAME[=FILE]`: which reporter, and the file it writes (standard output when nil).
struct ReporterChoice: Sendable {
    /// The reporter.
    var reporter: any Reporter
    /// The file to write, or nil for standard output.
    var file: String?

    /// Parses every `--reporter` value; at most one may go to standard output (no file, or `-`).
    /// None gives `xcode`.
    static func parse(_ values: [String]) throws(UsageError) -> [ReporterChoice] {
        var choices: [ReporterChoice] = []
        for value in values {
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts.first ?? ""
            guard let reporter = ReporterRegistry.reporter(named: name) else {
                let names = ReporterRegistry.all.map { $0.name }
                throw .invalidValue(name, option: "--reporter", allowed: names, suggestion: NearestName.find(name, among: names))
            }
            var file = parts.count > 1 ? parts[1] : nil
            if file?.isEmpty == true { throw .missingValue("--reporter \(name)=<file>") }
            // `-` is standard output, as for most tools; `./-` is a file named `-`.
            if file == "-" { file = nil }
            choices.append(ReporterChoice(reporter: reporter, file: file))
        }
        if choices.filter({ $0.file == nil }).count > 1 {
            throw .unexpectedArgument("--reporter: only one reporter can write to standard output; give the others '=FILE'")
        }
        return choices.isEmpty ? [ReporterChoice(reporter: XcodeReporter(), file: nil)] : choices
    }
}
