/// Finds the reader for a file from its name alone: `.strings`, `.stringsdict`, `.xcstrings`,
/// `.xliff`/`.xlf`, `strings.xml` inside a `values*/` folder, `.po`/`.pot`.
public enum FormatRegistry {
    /// The format a path's name says it holds, or nil when labelcopy does not read such files.
    public static func format(forPath path: String) -> LocalizationFormat? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = components.last.map(String.init) else { return nil }
        if name == "strings.xml", components.count >= 2 {
            let folder = components[components.count - 2]
            return folder == "values" || folder.hasPrefix("values-") ? .androidXML : nil
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "strings": return .strings
        case "stringsdict": return .stringsdict
        case "xcstrings": return .xcstrings
        case "xliff", "xlf": return .xliff
        case "po", "pot": return .gettext
        default: return nil
        }
    }

    /// The reader for `path`, looking at `data` where the name allows two shapes (a
    /// `.stringsdict` may be XML or a binary property list); nil for files of no known format.
    public static func reader(forPath path: String, data: [UInt8] = []) -> (any FormatReader.Type)? {
        guard let format = format(forPath: path) else { return nil }
        switch format {
        case .strings: return StringsReader.self
        case .stringsdict: return BinaryPlistReader.isBinaryPlist(data) ? BinaryPlistReader.self : StringsdictReader.self
        case .xcstrings: return XCStringsReader.self
        case .xliff: return XLIFFReader.self
        case .androidXML: return AndroidStringsReader.self
        case .gettext: return POReader.self
        }
    }

    /// Parses `data` read from `path` with the reader its name calls for.
    public static func parse(_ data: [UInt8], path: String) throws(FormatError) -> LocalizationFile {
        guard let reader = reader(forPath: path, data: data) else {
            throw FormatError("not a localization file labelcopy reads (expected .strings, .stringsdict, .xcstrings, .xliff, .xlf, values*/strings.xml, .po or .pot)", path: path)
        }
        return try reader.parse(data, path: path)
    }
}
