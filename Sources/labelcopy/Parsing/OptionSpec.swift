/// A declared option of a command: its names, whether it takes a value, and its help.
struct OptionSpec: Sendable, Hashable {
    /// What the option holds.
    enum Kind: Sendable, Hashable {
        /// Present or absent (`--json`).
        case flag
        /// Takes one value; given more than once, the last one wins.
        case value
        /// Takes one value each time it is given, all of them kept in order.
        case repeatingValue
    }

    /// The long name without dashes (`context`); also the key the command reads it by.
    var long: String
    /// The one-letter short name, if any.
    var short: Character?
    /// What the option holds.
    var kind: Kind
    /// The name shown for its value in help (`context` shows as `<context>`).
    var valueName: String
    /// The value used when the option is not given.
    var defaultValue: String?
    /// The only values accepted, when the option is a choice; empty means any value.
    var allowedValues: [String]
    /// Other spellings accepted for a choice (short names), which help does not list.
    var aliases: [String] = []
    /// One line of help.
    var help: String

    /// A flag such as `--json`.
    static func flag(_ long: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(long: long, short: short, kind: .flag, valueName: long, defaultValue: nil, allowedValues: [], help: help)
    }

    /// An option taking a value, such as `--context <context>`.
    static func value(
        _ long: String, short: Character? = nil, valueName: String? = nil, default defaultValue: String? = nil,
        allowed: [String] = [], repeating: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short, kind: repeating ? .repeatingValue : .value, valueName: valueName ?? long,
            defaultValue: defaultValue, allowedValues: allowed, help: help)
    }

    /// True when the option needs a value after it.
    var takesValue: Bool { kind != .flag }

    /// How the option is shown in usage lines and errors: `--context <context>` or `--json`.
    var synopsis: String {
        takesValue ? "--\(long) <\(valueName)>" : "--\(long)"
    }

    /// How the option is shown in the OPTIONS section: `-c, --context <context>`.
    var helpLabel: String {
        let names = short.map { "-\($0), --\(long)" } ?? "--\(long)"
        return takesValue ? "\(names) <\(valueName)>" : names
    }
}
