extension ParsedArguments {
    /// The file `--option` names: an empty value names none (a usage error, as a missing value
    /// is), and `-` (standard input or output elsewhere) is no file here; `./-` names a file
    /// called `-`. Nil when the option is not given.
    func filePath(_ option: String) throws(UsageError) -> String? {
        guard let value = value(option) else { return nil }
        if value.isEmpty { throw .missingValue("--\(option) <file>") }
        if value == "-" {
            let reason = "it names a file, not standard input or output (./- is a file called '-')"
            throw .unusableValue(value, option: "--\(option)", reason: reason)
        }
        return value
    }
}
