import Foundation
import XCTest

@testable import LabelCopyFormats

/// The lexer and tree over every XML file of the shared corpora, checked against `XMLParser`.
final class XMLLexerCorpusTests: XCTestCase {
    static func xmlCorpusFiles() throws -> [URL] {
        try XMLTestSupport.corpusFiles { path in
            path.hasSuffix(".stringsdict") || path.hasSuffix(".xliff")
                || (path.hasSuffix("/strings.xml") && path.contains("/values"))
        }
    }

    func testEveryCorpusFileHasTheStructureXMLParserSees() throws {
        let files = try Self.xmlCorpusFiles()
        XCTAssertGreaterThan(files.count, 250)
        var elements = 0
        var lineMismatches = 0
        for url in files {
            let data = Array(try Data(contentsOf: url))
            let tree = try XMLTree.parse(data, path: url.path)
            guard let oracle = XMLParserOracle.events(of: data) else {
                XCTFail("XMLParser refuses \(url.path), which the lexer accepts")
                continue
            }
            let mine = XMLParserOracle.events(of: tree)
            XCTAssertEqual(mine.events.count, oracle.events.count, url.path)
            if let difference = zip(mine.events, oracle.events).first(where: { $0.0 != $0.1 }) {
                XCTFail(
                    "\(url.lastPathComponent): lexer \(difference.0.debugDescription) vs XMLParser \(difference.1.debugDescription)"
                )
            }
            lineMismatches += zip(mine.lines, oracle.lines).filter { $0.0 != $0.1 }.count
            elements += tree.elements.count
        }
        XCTAssertEqual(lineMismatches, 0, "start-tag lines differ from XMLParser's")
        print("XML corpus: \(files.count) files, \(elements) elements, structure and text equal to XMLParser's")
    }

    /// Process CPU seconds spent in `body`: on a shared machine wall-clock time mostly measures
    /// the other processes, while CPU time measures the reader.
    private func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = clock()
        try body()
        return Double(clock() - start) / Double(CLOCKS_PER_SEC)
    }

    func testThroughput() throws {
        let files = try Self.xmlCorpusFiles()
        let inputs = try files.map { (Array(try Data(contentsOf: $0)), $0.path) }
        let megabytes = Double(inputs.reduce(0) { $0 + $1.0.count }) / 1_048_576
        var documents: [TextDocument] = []
        let decoding = try cpuSeconds { documents = try inputs.map { try TextDocument(path: $0.1, data: $0.0) } }
        var tokens = 0
        let lexing = try cpuSeconds {
            for document in documents {
                var lexer = XMLLexer(document: document)
                while try lexer.next() != nil { tokens += 1 }
            }
        }
        var elements = 0
        let building = try cpuSeconds {
            for (data, path) in inputs { elements += try XMLTree.parse(data, path: path).elements.count }
        }
        var entries = 0
        let reading = try cpuSeconds {
            for (data, path) in inputs {
                if path.hasSuffix(".stringsdict") {
                    entries += try StringsdictReader.parse(data, path: path).entries.count
                } else if path.hasSuffix(".xliff") {
                    entries += try XLIFFReader.parse(data, path: path).entries.count
                } else {
                    entries += try AndroidStringsReader.parse(data, path: path).entries.count
                }
            }
        }
        func rate(_ seconds: Double) -> String {
            String(format: "%.1f MiB/s (%.3f s)", megabytes / max(seconds, 1e-6), seconds)
        }
        print(
            "XML throughput (CPU time) over \(String(format: "%.2f", megabytes)) MiB: decode \(rate(decoding)); "
                + "lex \(tokens) tokens of decoded text \(rate(lexing)); decode + lex + tree of \(elements) elements "
                + "\(rate(building)); decode + tree + \(entries) entries \(rate(reading))")
        XCTAssertGreaterThan(tokens, 0)
    }
}
