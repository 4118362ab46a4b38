import Foundation
import XCTest

@testable import LabelCopyCore

/// Checks that the lists compiled into the binary match Lexicons/ and are well formed.
final class EmbeddedLexiconsTests: XCTestCase {
    /// The lists names the engine reads; a missing file would silently empty a word class.
    private static let expectedLists = [
        "adjectives", "articles", "canonical-terms", "conjunctions", "conventional-titles",
        "determiners", "fixed-phrases", "noun-compounds", "nouns", "participles", "particles", "phrasal-verbs",
        "prepositions", "pronouns", "verbs",
    ]

    private static var lexiconsDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Lexicons")
    }

    /// The list files on disk, by name without `.txt`, read byte-exact.
    private func listFiles() throws -> [String: String] {
        let directory = Self.lexiconsDirectory
        guard FileManager.default.fileExists(atPath: directory.path) else {
            throw XCTSkip("Lexicons/ not found at \(directory.path); the test needs the package sources")
        }
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".txt") {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            let text = try XCTUnwrap(String(data: data, encoding: .utf8), "\(name) is not UTF-8")
            files[String(name.dropLast(4))] = text
        }
        return files
    }

    func testEmbeddedListsEqualFiles() throws {
        let files = try listFiles()
        let hint = "run `python3 Scripts/embed-lexicons.py` to regenerate EmbeddedLexicons.swift"
        XCTAssertEqual(Set(EmbeddedLexicons.lists.keys), Set(files.keys), "list names differ; \(hint)")
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(EmbeddedLexicons.lists[name] == text, "embedded \(name) is stale; \(hint)")
        }
    }

    func testEveryExpectedListExists() throws {
        let files = try listFiles()
        for name in Self.expectedLists {
            XCTAssertNotNil(files[name], "Lexicons/\(name).txt is missing")
        }
    }

    func testEveryListHasTermsAndNoDuplicates() {
        for (name, text) in EmbeddedLexicons.lists.sorted(by: { $0.key < $1.key }) {
            let terms = LexiconTerm.parse(text).map { $0.text.lowercased() }
            XCTAssertFalse(terms.isEmpty, "\(name) has no terms")
            var seen: Set<String> = []
            let duplicates = Set(terms.filter { !seen.insert($0).inserted })
            XCTAssertTrue(duplicates.isEmpty, "\(name) repeats \(duplicates.sorted())")
        }
    }

    func testEveryListHeaderNamesSourceAndLicence() {
        for (name, text) in EmbeddedLexicons.lists.sorted(by: { $0.key < $1.key }) {
            // The header is the comment block before the first term.
            let header = text.split(separator: "\n", omittingEmptySubsequences: false)
                .prefix { $0.hasPrefix("#") || $0.trimmingCharacters(in: .whitespaces).isEmpty }
            XCTAssertTrue(header.contains { $0.hasPrefix("# Source") }, "\(name) header names no source")
            XCTAssertTrue(header.contains { $0.hasPrefix("# Licence:") }, "\(name) header names no licence")
        }
    }

    func testEveryListIsSortedWithinSections() {
        // A comment line starts a new section; sorting is by lowercased text so a
        // reader can find a term and a reviewer can spot a duplicate.
        for (name, text) in EmbeddedLexicons.lists.sorted(by: { $0.key < $1.key }) {
            var previous: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                    previous = nil
                    continue
                }
                guard let term = LexiconTerm.parse(String(line)).first?.text.lowercased() else { continue }
                if let previous {
                    XCTAssertLessThan(previous, term, "\(name): \"\(term)\" is out of order")
                }
                previous = term
            }
        }
    }

    func testVerbsAndNounsDoNotOverlap() {
        let verbs = Set(LexiconTerm.parse(EmbeddedLexicons.lists["verbs"] ?? "").map { $0.text.lowercased() })
        let nouns = Set(LexiconTerm.parse(EmbeddedLexicons.lists["nouns"] ?? "").map { $0.text.lowercased() })
        XCTAssertFalse(verbs.isEmpty)
        XCTAssertFalse(nouns.isEmpty)
        let both = verbs.intersection(nouns).sorted()
        XCTAssertTrue(both.isEmpty, "in both verbs.txt and nouns.txt (tag the verb [noun] instead): \(both)")
    }

    func testPhrasalVerbsEndInAParticle() {
        // The engine capitalizes a short particle only inside a phrasal verb, so a pair
        // whose particle is unknown would be cased as a verb plus preposition.
        let lexicon = Lexicon.standard
        for phrase in lexicon.phrasalVerbs.sorted() {
            let words = phrase.split(separator: " ").map(String.init)
            XCTAssertGreaterThanOrEqual(words.count, 2, "\"\(phrase)\" is not a verb + particle pair")
            XCTAssertTrue(lexicon.particles.contains(words.last ?? ""), "\"\(phrase)\" ends in no particle from particles.txt")
        }
    }

    func testTagsReachTheStandardLexicon() {
        let lexicon = Lexicon.standard
        XCTAssertEqual(lexicon.conjunctions["yet"], ["adverb-too"])
        XCTAssertEqual(lexicon.conjunctions["and"], [])
        XCTAssertEqual(lexicon.verbs["share"]?.contains("noun"), true)
        XCTAssertEqual(lexicon.verbs["close"]?.contains("adj"), true)
        XCTAssertEqual(lexicon.canonicalTerms["pin"]?.tags, ["ordinary"])
        XCTAssertEqual(lexicon.canonicalTerms["icloud drive"]?.text, "iCloud Drive")
        XCTAssertEqual(lexicon.fixedPhrases["sign in with apple"], "Sign in with Apple")
        XCTAssertEqual(lexicon.conventionalTitles["ok"], "OK")
        XCTAssertTrue(lexicon.phrasalVerbs.contains("sign in"))
    }

    func testBaseFormsThatLookInflectedAreVerbs() {
        // These end like past tenses or plurals, which a suffix heuristic would misread.
        let verbs = Lexicon.standard.verbs
        for word in ["embed", "proceed", "feed", "succeed", "exceed", "set", "reset", "read", "quit", "access"] {
            XCTAssertNotNil(verbs[word], "\(word) should be in verbs.txt")
        }
        XCTAssertNil(verbs["done"], "Done is a conventional title, not a verb entry")
    }
}
