import LabelCopyCore

/// Turns a lint result into one output format. Reporters are pure: result in, text out.
public protocol Reporter: Sendable {
    /// The name used with `--reporter NAME`.
    static var name: String { get }
    /// One line saying what the format is for.
    static var summary: String { get }
    /// The whole output for `result`.
    func render(_ result: LintResult) -> String
}
