/// One independent part of a lint (the title rules, the pairing, one project rule), named so
/// that a runner can report how long each part took.
public struct LintJob: Sendable {
    /// What the job does, in a few words ("title rules", "truncation-risk").
    public var name: String
    /// Does the work; pure, so a runner may call it on any thread.
    public var run: @Sendable () -> [LintFinding]

    /// Creates a job.
    public init(_ name: String, run: @escaping @Sendable () -> [LintFinding]) {
        self.name = name
        self.run = run
    }
}
