import CHarfBuzz
import Foundation

/// Measures titles in a real font through HarfBuzz, with kerning, ligatures, Arabic joining and
/// Indic and Thai clusters, which `WidthModel`'s plain advances leave out.
///
/// A class, not a struct, because it owns the HarfBuzz font and must close it exactly once. The
/// font is made immutable when opened, which HarfBuzz documents as safe to shape with from
/// several threads at once.
public final class FontMeasurer: @unchecked Sendable {
    /// The font file's path as given.
    public let path: String
    /// The file's name without its folders ("Inter-Regular.otf"), for messages.
    public var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
    /// The face's units per em.
    public let unitsPerEm: Double
    private let font: OpaquePointer

    /// Opens face `faceIndex` (for font collections such as `.ttc`; 0 otherwise) of the font at `path`.
    public init(path: String, faceIndex: Int = 0) throws(FontMeasurerError) {
        guard faceIndex >= 0, faceIndex <= Int(UInt32.max) else {
            throw FontMeasurerError(path: path, message: "face index \(faceIndex) is out of range")
        }
        // HarfBuzz answers every failure alike; the file system tells a missing file, a folder
        // and a file without read permission apart, which a user can act on.
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FontMeasurerError(path: path, message: "no such font file")
        }
        guard !isDirectory.boolValue else {
            throw FontMeasurerError(path: path, message: "a folder, not a font file (.ttf, .otf or .ttc)")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw FontMeasurerError(path: path, message: "the font file cannot be read (permission denied)")
        }
        guard let font = lc_hb_font_open(path, UInt32(faceIndex)) else {
            throw FontMeasurerError(
                path: path,
                message: "not a font file HarfBuzz can read (no face \(faceIndex) with glyphs; expected .ttf, .otf or .ttc)")
        }
        self.path = path
        self.font = font
        self.unitsPerEm = Double(lc_hb_font_units_per_em(font))
    }

    deinit {
        lc_hb_font_close(font)
    }

    /// The shaped width of `text` in points at font size `size` (17 pt by default); 0 for empty text.
    public func width(of text: String, size: Double = DynamicTypeSize.default.bodyPoints) -> Double {
        measure(text, size: size).points
    }

    /// The shaped width of `text` in points at `size`, and how many of its glyphs the font
    /// lacks (drawn as .notdef, whose width says nothing of the fallback font's).
    public func measure(_ text: String, size: Double) -> (points: Double, missingGlyphs: Int) {
        var text = text
        var missing: UInt32 = 0
        let units = text.withUTF8 { bytes -> Int64 in
            guard let base = bytes.baseAddress, bytes.count <= Int(Int32.max) else { return 0 }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                lc_hb_shaped_advance_counting(font, $0, Int32(bytes.count), &missing)
            }
        }
        return (units > 0 ? Double(units) * size / unitsPerEm : 0, Int(missing))
    }
}
