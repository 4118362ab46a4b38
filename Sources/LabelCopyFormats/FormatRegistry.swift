/// Finds the reader for a file from its name alone: `.strings`, `.stringsdict`, `.xcstrings`,
/// `.xliff`/`.xlf`, `strings.xml` inside a `values*/` folder, `.po`/`.pot`.
public enum FormatRegistry {
    /// The format a path's name says it holds, or nil when labelcopy does not read such files.
    public static func format(forPath path: String) -> LocalizationFormat? {
        // Byte-wise on the UTF-8 view: this runs once per file of a scan of thousands.
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        let nameStart = utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let name = utf8[nameStart..<end]
        if name.elementsEqual("strings.xml".utf8) {
            guard nameStart > utf8.startIndex else { return nil }
            let folderEnd = utf8.index(before: nameStart)
            let folderStart = utf8[..<folderEnd].lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
            let folder = utf8[folderStart..<folderEnd]
            return folder.elementsEqual("values".utf8) || folder.starts(with: "values-".utf8) ? .androidXML : nil
        }
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
        switch String(Substring(utf8[utf8.index(after: dot)..<end])).lowercased() {
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

    /// Parses `data` read from `path` with the reader its name calls for; `.strings` and
    /// `.stringsdict` files of `sourceLanguage` (and `Base`) hold source text.
    public static func parse(_ data: [UInt8], path: String, sourceLanguage: String = "en") throws(FormatError) -> LocalizationFile
    {
        guard let reader = reader(forPath: path, data: data) else {
            throw FormatError(
                "not a localization file labelcopy reads (expected .strings, .stringsdict, .xcstrings, .xliff, .xlf, values*/strings.xml, .po or .pot)",
                path: path)
        }
        if reader == StringsReader.self {
            return try StringsReader.parse(data, path: path, sourceLanguage: sourceLanguage)
        }
        if reader == BinaryPlistReader.self {
            return try BinaryPlistReader.parseStringsdict(data, path: path, sourceLanguage: sourceLanguage)
        }
        if reader == StringsdictReader.self {
            return try StringsdictReader.parse(data, path: path, sourceLanguage: sourceLanguage)
        }
        return try reader.parse(data, path: path)
    }
}
