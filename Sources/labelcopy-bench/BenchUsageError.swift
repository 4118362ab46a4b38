/// A command line the benchmark cannot run with.
struct BenchUsageError: Error {
    /// What is wrong, in one sentence.
    var message: String
    /// True when help was asked for rather than a mistake made.
    var wantsHelp = false
}
