import LabelCopyCore
import LabelCopyFormats
import LabelCopyText

/// Opens each font file once, however many configurations name it.
struct FontCache {
    private var fonts: [String: FontMeasurer] = [:]

    /// The font at `path`; a file that is not a readable font is a `FormatError` naming it.
    mutating func open(_ path: String) throws(FormatError) -> FontMeasurer {
        if let known = fonts[path] { return known }
        if let refusal = Self.refusal(path) { throw FormatError(refusal, path: path) }
        do {
            let font = try FontMeasurer(path: path)
            fonts[path] = font
            return font
        } catch {
            throw FormatError(error.message, path: path)
        }
    }

    /// Why the file at `path` is not opened as a font at all, or nil: a named pipe would block
    /// the font reader until something writes to it, and a device could be read without end.
    static func refusal(_ path: String) -> String? {
        SpecialFile.name(at: path).map { "cannot read the font: it is \($0), not a regular file" }
    }

    /// The font a configuration names at `location`; one that cannot be opened is reported
    /// there, with the font's path, as every configuration problem is.
    mutating func open(_ path: String, configuredAt location: SourceLocation?) throws(ConfigurationError) -> FontMeasurer {
        do {
            return try open(path)
        } catch {
            let place = location ?? SourceLocation(path: path, line: 1, column: 1)
            throw ConfigurationError("\(path): \(error.message)", keyPath: "truncation.font", at: place)
        }
    }
}
