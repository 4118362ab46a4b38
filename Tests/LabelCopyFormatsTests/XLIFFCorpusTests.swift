import Foundation
import XCTest

@testable import LabelCopyFormats

/// Every `.xliff` of the corpora: one entry per unit, text equal to `XMLParser`'s, byte-exact round trip.
final class XLIFFCorpusTests: XCTestCase {
    func testEveryCorpusXLIFFParsesCountsAndRoundTrips() throws {
        let files = try XMLTestSupport.corpusFiles { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }
        XCTAssertEqual(files.count, 92)
        var entries = 0
        var targets = 0
        var sources = 0
        for url in files {
            let data = Array(try Data(contentsOf: url))
            let file = try XLIFFReader.parse(data, path: url.path)
            XCTAssertEqual(file.entries.count, XMLTestSupport.count("<trans-unit ", in: data), url.path)
            let withTarget = file.entries.filter { $0.sourceText != nil }
            XCTAssertEqual(withTarget.count, XMLTestSupport.count("<target", in: data), url.path)
            XCTAssertEqual(try XMLTestSupport.rewritten(file, escape: XMLEscaping.raw), data, "round trip of \(url.path)")
            XCTAssertEqual(file.sourceLanguage, "en", url.path)
            try XMLTestSupport.checkChangedValues(
                file, escape: { XMLEscaping.raw($0, replacing: $1) },
                reparse: { try XLIFFReader.parse($0, path: url.path) })
            // The same through the shared rewriter, which picks the escaper by format.
            try RewriteCheck.check(file, bytes: data) { try XLIFFReader.parse($0, path: url.path) }
            entries += file.entries.count
            targets += withTarget.count
            sources += file.entries.count - withTarget.count
        }
        print(
            "XLIFF corpus: \(files.count) files, \(entries) units (\(targets) with target, \(sources) source-only), all round-trip byte-identical"
        )
    }

    func testTargetsAndSourcesEqualWhatXMLParserReads() throws {
        let files = try XMLTestSupport.corpusFiles { $0.hasSuffix(".xliff") }
        for url in files.prefix(12) {
            let data = Array(try Data(contentsOf: url))
            let file = try XLIFFReader.parse(data, path: url.path)
            let oracle = try XCTUnwrap(XMLParserOracle.events(of: data)).events
            let texts = Self.elementTexts(oracle, names: ["target"])
            XCTAssertEqual(file.entries.filter { $0.sourceText != nil }.map(\.value), texts, url.path)
            let sourceTexts = Self.elementTexts(oracle, names: ["source"])
            let mine = file.entries.map { $0.sourceText ?? $0.value }
            XCTAssertEqual(mine, sourceTexts, url.path)
        }
    }

    /// The text of each element named in `names`, from oracle events (empty elements give "").
    static func elementTexts(_ events: [String], names: Set<String>) -> [String] {
        var result: [String] = []
        var current: String?
        for event in events {
            if event.hasPrefix("start:"), names.contains(String(event.dropFirst(6).prefix { $0 != " " })) {
                current = ""
            } else if event.hasPrefix("text:"), current != nil {
                current! += event.dropFirst(5)
            } else if event.hasPrefix("end:"), names.contains(String(event.dropFirst(4))), let text = current {
                result.append(text)
                current = nil
            }
        }
        return result
    }
}
