import Foundation
import XCTest

@testable import LabelCopyFormats

/// Where the XML tests find their fixtures and the shared corpora, and small helpers they share.
enum XMLTestSupport {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tests/LabelCopyFormatsTests/Fixtures/<folder>`.
    static func fixtureURL(_ folder: String, _ name: String) -> URL {
        packageRoot.appendingPathComponent("Tests/LabelCopyFormatsTests/Fixtures").appendingPathComponent(folder)
            .appendingPathComponent(name)
    }

    /// A fixture's bytes and path.
    static func fixture(_ folder: String, _ name: String) throws -> (data: [UInt8], path: String) {
        let url = fixtureURL(folder, name)
        return (Array(try Data(contentsOf: url)), url.path)
    }

    /// A `.stringsdict` fixture stored as `<locale>-Localizable.stringsdict` (an `.lproj` folder in
    /// the test sources would make SwiftPM treat it as a localized resource), with the path it
    /// would have in an app, from which the reader takes the locale.
    static func stringsdictFixture(locale: String) throws -> (data: [UInt8], path: String) {
        let data = try fixture("stringsdict", "\(locale)-Localizable.stringsdict").data
        return (data, "Resources/\(locale).lproj/Localizable.stringsdict")
    }

    /// `<package root>/../shared/corpora`, or an `XCTSkip` saying why the corpus tests cannot run.
    static func corpora() throws -> URL {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw XCTSkip(
                "shared corpora not found at \(url.path) (expected <package root>/../shared/corpora); corpus test skipped")
        }
        return url
    }

    /// Corpus files whose path satisfies `include`, sorted.
    static func corpusFiles(_ include: (String) -> Bool) throws -> [URL] {
        let root = try corpora()
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where include(url.path) { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }

    /// Every entry with a `valueRange` rewritten to `escape(value)`.
    static func rewritten(_ file: LocalizationFile, escape: (String) -> String) throws -> [UInt8] {
        guard let document = file.document else { return [] }
        let edits = file.entries.compactMap { entry in
            entry.valueRange.map { ValueEdit(range: $0, rawText: escape(entry.value)) }
        }
        return try document.applying(edits)
    }

    /// Rewrites every other editable entry to a changed value that needs escaping (quotes,
    /// backslash, tab, `&`, `<`, apostrophe, non-ASCII), reads the result back, and checks that
    /// changed entries read as their new values and all others as before.
    static func checkChangedValues(
        _ file: LocalizationFile, escape: (_ value: String, _ original: String) -> String,
        reparse: ([UInt8]) throws -> LocalizationFile,
        line: UInt = #line
    ) throws {
        let document = try XCTUnwrap(file.document)
        var expected = file.entries.map(\.value)
        var edits: [ValueEdit] = []
        for (index, entry) in file.entries.enumerated() where index % 2 == 0 {
            guard let range = entry.valueRange else { continue }
            expected[index] = entry.value + " \"Q\" & <x> \\ it's\t✓"
            edits.append(ValueEdit(range: range, rawText: escape(expected[index], document.string(range))))
        }
        let reread = try reparse(try document.applying(edits))
        XCTAssertEqual(reread.entries.map(\.value), expected, "\(file.path): changed values read back", line: line)
        XCTAssertEqual(reread.document?.lineStarts.count, document.lineStarts.count, "\(file.path): line count", line: line)
    }

    /// Occurrences of `needle` in `bytes`.
    static func count(_ needle: String, in bytes: [UInt8]) -> Int {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return 0 }
        var total = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, Array(bytes[index..<(index + pattern.count)]) == pattern { total += 1 }
            index += 1
        }
        return total
    }
}
