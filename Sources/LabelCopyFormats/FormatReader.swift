/// Turns one format's bytes into entries. Readers are pure: bytes in, a parsed file or a
/// `FormatError` out; they never touch the disk.
public protocol FormatReader: Sendable {
    /// The format this reader reads.
    static var format: LocalizationFormat { get }
    /// File name endings this reader claims ("strings"), without the dot.
    static var extensions: [String] { get }
    /// Parses `data` read from `path` (the path gives the locale and the error locations).
    static func parse(_ data: [UInt8], path: String) throws(FormatError) -> LocalizationFile
}
