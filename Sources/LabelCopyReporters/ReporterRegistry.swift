/// Every built-in reporter, by name.
public enum ReporterRegistry {
    /// The reporters, in the order `--help` lists them.
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self,
        CheckstyleReporter.self, JUnitReporter.self, MarkdownReporter.self, SummaryReporter.self,
    ]

    /// The reporter named `name`, if any.
    public static func reporter(named name: String) -> (any Reporter)? {
        guard let type = all.first(where: { $0.name == name }) else { return nil }
        return make(type)
    }

    private static func make(_ type: any Reporter.Type) -> any Reporter {
        switch type {
        case is XcodeReporter.Type: XcodeReporter()
        case is JSONReporter.Type: JSONReporter()
        case is SARIFReporter.Type: SARIFReporter()
        case is GitHubReporter.Type: GitHubReporter()
        case is CheckstyleReporter.Type: CheckstyleReporter()
        case is JUnitReporter.Type: JUnitReporter()
        case is MarkdownReporter.Type: MarkdownReporter()
        default: SummaryReporter()
        }
    }
}
