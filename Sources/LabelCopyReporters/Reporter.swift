import LabelCopyCore

/// Turns a lint result into one output format. Reporters are pure: result in, text out.
public protocol Reporter: Sendable {
    /// The name used with `--reporter NAME`.
    static var name: String { get }
    /// One line saying what the format is for.
    static var summary: String { get }
    /// The whole output for `result`.
    func render(_ result: LintResult) -> String
    /// The whole output for `result` as UTF-8, what is written to a file or stream: a reporter
    /// whose output runs to hundreds of megabytes writes its bytes once, not a String first.
    func renderBytes(_ result: LintResult) -> [UInt8]
}

extension Reporter {
    /// `render`'s UTF-8, for reporters whose output is small enough not to matter.
    public func renderBytes(_ result: LintResult) -> [UInt8] {
        Array(render(result).utf8)
    }
}
