import Foundation
import LabelCopyText
import XCTest

/// Runs the tokenizer over real localization values and checks invariants that hold for any title.
final class TokenizerCorpusTests: XCTestCase {
    /// Read once for all tests: Interface Builder tables of IINA and Transmission's gettext catalogs.
    private static let values: [String] = {
        guard let corpora = CorpusValues.corporaDirectory() else { return [] }
        return CorpusValues.values(in: corpora.appendingPathComponent("iina__iina"), pathExtension: "strings")
            + CorpusValues.values(in: corpora.appendingPathComponent("transmission__transmission/po"), pathExtension: "po")
    }()

    private func corpusValues() throws -> [String] {
        guard CorpusValues.corporaDirectory() != nil else {
            throw XCTSkip("Corpora not found at <package root>/../shared/corpora; skipping corpus tests.")
        }
        guard !Self.values.isEmpty else { throw XCTSkip("No readable values in the corpora.") }
        return Self.values
    }

    /// The kind of the token holding byte `offset`.
    private func kind(at offset: Int, in tokenization: Tokenization) -> TokenKind? {
        tokenization.tokens.first { $0.range.contains(offset) }?.kind
    }

    func testCorpusValuesAreCoveredAndPlaceholdersKeptWhole() throws {
        let values = try corpusValues()
        var uncovered = 0
        var splitPlaceholders: [String] = []
        var placeholdersSeen = 0
        for value in values {
            let tokenization = Tokenizer.tokenize(value)
            var end = 0
            for token in tokenization.tokens where token.range.lowerBound == end && !token.range.isEmpty {
                end = token.range.upperBound
            }
            if end != tokenization.utf8.count { uncovered += 1 }
            // Independently spotted placeholders: "%@", "%d", "%ld", "%lld", "%1$@", "{name}".
            let bytes = tokenization.utf8
            for index in bytes.indices where bytes[index] == UInt8(ascii: "%") || bytes[index] == UInt8(ascii: "{") {
                guard Self.looksLikePlaceholder(bytes, at: index) else { continue }
                placeholdersSeen += 1
                if kind(at: index, in: tokenization) != .placeholder { splitPlaceholders.append(value) }
            }
        }
        XCTAssertEqual(uncovered, 0)
        XCTAssertEqual(splitPlaceholders, [], "values with a placeholder not tokenized as one")
        XCTAssertGreaterThan(placeholdersSeen, 100)
    }

    func testCorpusMnemonicsArePlaceholders() throws {
        let values = try corpusValues().filter { $0.hasPrefix("_") && $0.dropFirst().first?.isLetter == true }
        XCTAssertGreaterThan(values.count, 10)
        for value in values {
            let tokenization = Tokenizer.tokenize(value)
            XCTAssertEqual(tokenization.tokens.first?.kind, .placeholder, value)
            XCTAssertEqual(tokenization.tokens.first?.range, 0..<1, value)
            XCTAssertTrue([.word, .compound].contains(tokenization.tokens.dropFirst().first?.kind), value)
        }
    }

    /// "%@", "%d", "%ld", "%lld", "%1$@", "%2$d", or "{" + name characters + "}".
    static func looksLikePlaceholder(_ bytes: [UInt8], at index: Int) -> Bool {
        let rest = bytes[(index + 1)...].prefix(6)
        if bytes[index] == UInt8(ascii: "{") {
            guard let close = rest.firstIndex(of: UInt8(ascii: "}")), close > index + 1 else { return false }
            return bytes[(index + 1)..<close].allSatisfy { $0 == UInt8(ascii: "_") || (0x61...0x7A).contains($0) }
        }
        let forms = ["@", "d", "ld", "lld", "1$@", "2$@", "1$d", "2$d"].map { Array($0.utf8) }
        return forms.contains { rest.starts(with: $0) }
    }
}
