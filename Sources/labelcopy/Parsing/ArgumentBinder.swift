/// The second parsing stage: binds split arguments to one command's declared options and
/// positional arguments, or says precisely what does not fit.
enum ArgumentBinder {
    /// Long names every command accepts without declaring them.
    static let builtInLongNames = ["help", "version"]

    /// Binds `elements` to `spec`.
    ///
    /// `--help` and `--version` win wherever they appear before `--`, even after a mistake,
    /// so a user who got something wrong can always ask for help on the same line.
    static func bind(_ elements: [SplitArgument], to spec: CommandSpec) throws(UsageError) -> BindingResult {
        if let builtIn = builtInRequest(in: elements) { return builtIn }
        var parsed = ParsedArguments()
        var positionals: [String] = []
        var index = 0
        while index < elements.count {
            let element = elements[index]
            index += 1
            switch element {
            case .terminator:
                continue
            case .value(let text):
                positionals.append(text)
            case .longOption(let name, let attached):
                // `--help=1`, `--version=x`: the built-in flags take no value either.
                if attached != nil, builtInLongNames.contains(name), spec.option(long: name) == nil {
                    throw .unexpectedValue(option: "--\(name)")
                }
                guard let option = spec.option(long: name) else {
                    let names = (spec.options.map(\.long) + builtInLongNames).map { "--\($0)" }
                    throw .unknownOption("--\(name)", suggestion: NearestName.find("--\(name)", among: names))
                }
                try record(option, spelled: element.spelling, attached: attached, from: elements, at: &index, into: &parsed)
            case .shortOption(let name):
                guard let option = spec.option(short: name) else {
                    throw .unknownOption("-\(name)", suggestion: nil)
                }
                try record(option, spelled: element.spelling, attached: nil, from: elements, at: &index, into: &parsed)
            }
        }
        fillDefaults(spec, into: &parsed)
        try bindPositionals(positionals, to: spec, into: &parsed)
        return .run(parsed)
    }

    private static func builtInRequest(in elements: [SplitArgument]) -> BindingResult? {
        for element in elements {
            switch element {
            case .terminator: return nil
            case .longOption("help", nil), .shortOption("h"): return .help
            case .longOption("version", nil): return .version
            default: continue
            }
        }
        return nil
    }

    private static func record(
        _ option: OptionSpec, spelled: String, attached: String?, from elements: [SplitArgument], at index: inout Int,
        into parsed: inout ParsedArguments
    ) throws(UsageError) {
        guard option.takesValue else {
            if attached != nil { throw .unexpectedValue(option: "--\(option.long)") }
            parsed.flags.insert(option.long)
            return
        }
        var value = attached
        if value == nil, index < elements.count, case .value(let next) = elements[index] {
            value = next
            index += 1
        }
        guard let value else { throw .missingValue(option.synopsis) }
        if !option.allowedValues.isEmpty, !option.allowedValues.contains(value), !option.aliases.contains(value) {
            throw .invalidValue(
                value, option: option.synopsis, allowed: option.allowedValues,
                suggestion: NearestName.find(value, among: option.allowedValues + option.aliases))
        }
        if option.kind == .repeatingValue {
            parsed.optionValues[option.long, default: []].append(value)
        } else {
            parsed.optionValues[option.long] = [value]
        }
    }

    private static func fillDefaults(_ spec: CommandSpec, into parsed: inout ParsedArguments) {
        for option in spec.options where option.takesValue && parsed.optionValues[option.long] == nil {
            if let value = option.defaultValue { parsed.optionValues[option.long] = [value] }
        }
    }

    private static func bindPositionals(_ values: [String], to spec: CommandSpec, into parsed: inout ParsedArguments)
        throws(UsageError)
    {
        var remaining = values[...]
        for argument in spec.arguments {
            let taken = argument.isRepeating ? Array(remaining) : Array(remaining.prefix(1))
            remaining = remaining.dropFirst(taken.count)
            if taken.isEmpty, !argument.isOptional { throw .missingArgument("<\(argument.name)>") }
            if !taken.isEmpty { parsed.argumentValues[argument.name] = taken }
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra) }
    }
}
