import Foundation
import XCTest

@testable import LabelCopyFormats

/// Every `values*/strings.xml` of the corpora: parsed, counted, and rewritten in place.
final class AndroidStringsCorpusTests: XCTestCase {
    func testEveryCorpusStringsFileParsesCountsAndRoundTrips() throws {
        let files = try XMLTestSupport.corpusFiles { $0.hasSuffix("/strings.xml") && $0.contains("/values") }
        XCTAssertEqual(files.count, 126)
        var entries = 0
        var canonical = 0
        var rewrittenEntries = 0
        var sameFiles = 0
        for url in files {
            let data = Array(try Data(contentsOf: url))
            let file = try AndroidStringsReader.parse(data, path: url.path)
            let expected = XMLTestSupport.count("<string ", in: data) + XMLTestSupport.count("<item", in: data)
            XCTAssertEqual(file.entries.count, expected, url.path)
            if let first = file.entries.first {
                XCTAssertEqual(first.isSource, PathLocale.isSource(file.locale), url.path)
            }
            // Re-escaping every value must give back the same values, even where the file's own
            // spelling (a needless `\?`, a line break Android folds to a space) differs from ours.
            let output = try XMLTestSupport.rewritten(file, escape: AndroidEscaping.raw)
            let reread = try AndroidStringsReader.parse(output, path: url.path)
            XCTAssertEqual(reread.entries.map(\.value), file.entries.map(\.value), url.path)
            for entry in file.entries {
                guard let range = entry.valueRange else { continue }
                rewrittenEntries += 1
                if file.document?.string(range) == AndroidEscaping.raw(entry.value) {
                    canonical += 1
                } else if ProcessInfo.processInfo.environment["SHOW_ANDROID_DIFF"] != nil {
                    print(
                        "DIFF \(file.document?.string(range).debugDescription ?? "") -> \(AndroidEscaping.raw(entry.value).debugDescription)"
                    )
                }
            }
            if output == data { sameFiles += 1 }
            // Rewriting each entry to its own value where it stands keeps every byte.
            let kept = try document(file).applying(
                file.entries.compactMap { entry in
                    entry.valueRange.map { range in
                        ValueEdit(
                            range: range, rawText: AndroidEscaping.raw(entry.value, replacing: file.document?.string(range) ?? "")
                        )
                    }
                })
            XCTAssertEqual(kept, data, "in-place round trip of \(url.path)")
            try XMLTestSupport.checkChangedValues(
                file, escape: { AndroidEscaping.raw($0, replacing: $1) },
                reparse: { try AndroidStringsReader.parse($0, path: url.path) })
            // The same through the shared rewriter, which picks the escaper by format.
            try RewriteCheck.check(file, bytes: data) { try AndroidStringsReader.parse($0, path: url.path) }
            entries += file.entries.count
        }
        print(
            "Android corpus: \(files.count) files, \(entries) entries, all round-trip byte-identical in place; "
                + "canonical re-escaping: \(canonical) of \(rewrittenEntries) entries and \(sameFiles) of \(files.count) files byte-identical, all values equal"
        )
    }

    private func document(_ file: LocalizationFile) throws -> TextDocument {
        try XCTUnwrap(file.document)
    }
}
