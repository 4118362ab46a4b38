/// The first parsing stage: tells options, values and `--` apart without knowing any command.
enum ArgumentSplitter {
    /// Splits `arguments` (without the program name).
    ///
    /// A lone `-` is a value (by convention, standard input), and everything after `--` is
    /// a value whatever it looks like.
    static func split<Arguments: Sequence>(_ arguments: Arguments) -> [SplitArgument] where Arguments.Element == String {
        var result: [SplitArgument] = []
        var afterTerminator = false
        for argument in arguments {
            if afterTerminator {
                result.append(.value(argument))
            } else if argument == "--" {
                afterTerminator = true
                result.append(.terminator)
            } else if argument.hasPrefix("--") {
                result.append(longOption(argument.dropFirst(2)))
            } else if argument.hasPrefix("-"), argument.count > 1 {
                result.append(contentsOf: argument.dropFirst().map { SplitArgument.shortOption(name: $0) })
            } else {
                result.append(.value(argument))
            }
        }
        return result
    }

    private static func longOption(_ body: Substring) -> SplitArgument {
        guard let equals = body.firstIndex(of: "=") else {
            return .longOption(name: String(body), value: nil)
        }
        return .longOption(name: String(body[..<equals]), value: String(body[body.index(after: equals)...]))
    }
}
