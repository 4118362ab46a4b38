/// The benchmark's command-line options.
struct BenchOptions {
    /// How many titles to generate (ignored with `titlesFile`).
    var count = 1_000_000
    /// Read titles from this file, one a line, instead of generating them.
    var titlesFile: String?
    /// Write the generated titles to this file, one a line.
    var writeTitles: String?
    /// Seed of the title generator.
    var seed: UInt64 = 0x6C61_6265_6C63_6F70
    /// Verify that the generated titles are all different (outside the timed part).
    var checkDistinct = false
    /// Run only the rules with these ids (all rules when nil), to see what each costs.
    var ruleIDs: [String]?
    /// Also time each rule alone over this many titles tokenized beforehand (0: do not).
    var perRule = 0
    /// Write every title's suggestion and findings to this file (outside the timed part), to
    /// compare the engine's output byte for byte before and after a change.
    var golden: String?

    /// The usage text.
    static let usage = """
        OVERVIEW: Times the full title analysis (tokenize, title case, every rule) on one core.

        USAGE: labelcopy-bench [--count <n>] [--titles-file <path>] [--write-titles <path>] [--seed <n>] [--rules <ids>] [--per-rule <n>] [--golden <path>] [--check-distinct]

        OPTIONS:
          --count <n>             Number of synthetic titles to generate (default: 1000000).
          --titles-file <path>    Analyze the titles in this file, one a line, instead.
          --write-titles <path>   Write the titles analyzed to this file, one a line.
          --seed <n>              Seed of the title generator (default: fixed).
          --rules <ids>           Run only these rules (comma-separated ids; "none" for none).
          --per-rule <n>          Also time each rule alone over the first <n> titles.
          --golden <path>         Write each title's suggestion and findings to this file.
          --check-distinct        Verify that no two generated titles are alike.
          -h, --help              Show this help.
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(BenchUsageError) -> BenchOptions {
        var options = BenchOptions()
        var index = 0
        func value(_ flag: String) throws(BenchUsageError) -> String {
            index += 1
            guard index < arguments.count else { throw BenchUsageError(message: "Missing value for '\(flag)'.") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--count":
                let text = try value(argument)
                guard let count = Int(text), count > 0 else {
                    throw BenchUsageError(message: "'--count' needs a positive number, not '\(text)'.")
                }
                options.count = count
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw BenchUsageError(message: "'--seed' needs a number, not '\(text)'.") }
                options.seed = seed
            case "--titles-file": options.titlesFile = try value(argument)
            case "--write-titles": options.writeTitles = try value(argument)
            case "--rules":
                let ids = try value(argument).split(separator: ",").map(String.init)
                options.ruleIDs = ids == ["none"] ? [] : ids
            case "--per-rule":
                let text = try value(argument)
                guard let count = Int(text), count >= 0 else {
                    throw BenchUsageError(message: "'--per-rule' needs a number, not '\(text)'.")
                }
                options.perRule = count
            case "--golden": options.golden = try value(argument)
            case "--check-distinct": options.checkDistinct = true
            case "-h", "--help": throw BenchUsageError(message: "", wantsHelp: true)
            default: throw BenchUsageError(message: "Unknown option '\(argument)'.")
            }
            index += 1
        }
        return options
    }
}
