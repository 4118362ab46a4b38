/// The streams a command reads and writes, passed in so commands never reach for globals.
struct CommandIO: Sendable {
    /// Standard output.
    var output: OutputBuffer
    /// Standard error.
    var errors: OutputBuffer
    /// The descriptor standard input is read from.
    var input: Int32
    /// How standard output may be styled.
    var terminal: Terminal

    /// The process's own standard streams, colour decided from standard output and `NO_COLOR`.
    static func standard() -> CommandIO {
        CommandIO(
            output: .standardOutput, errors: .standardError, input: Platform.standardInput,
            terminal: Terminal.detect(descriptor: Platform.standardOutput))
    }

    /// Streams kept in memory, with no input, for tests.
    static func captured(color: Bool = false, input: Int32 = -1) -> CommandIO {
        CommandIO(
            output: OutputBuffer(descriptor: nil), errors: OutputBuffer(descriptor: nil), input: input,
            terminal: Terminal(usesColor: color))
    }
}
