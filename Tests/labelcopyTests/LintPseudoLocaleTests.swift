import Foundation
import XCTest

/// `lint` over a project that holds `pseudo`'s output: pseudo-locale text is no title and no translation.
final class LintPseudoLocaleTests: CommandTestCase {
    override class var folderPrefix: String { "labelcopy-lint-pseudo" }

    func testPseudoOutputInsideTheProjectAddsNoFinding() throws {
        let corpus = folder.appendingPathComponent("Corpus")
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Corpus"), to: corpus)
        let before = try tool.run(["lint", corpus.path])
        let out = corpus.appendingPathComponent("pseudo")
        for locale in ["en-XA", "ar-XB"] {
            let pseudo = try tool.run(["pseudo", corpus.path, "--out", out.path, "--locale", locale, "--accents", "--brackets"])
            XCTAssertEqual(pseudo.status, 0, pseudo.errors)
        }
        // The catalog copy also carries the real translations (de, fr…): those are still checked,
        // once in the copy as in the original, and the copy adds to the expansion samples.
        let catalogCopy = out.appendingPathComponent("SampleApp/Localizable.xcstrings")
        let withCatalog = try tool.run(["lint", catalogCopy.path])
        let original = try tool.run(["lint", corpus.appendingPathComponent("SampleApp/Localizable.xcstrings").path])
        // The copy's lines move (its pseudo units are written between them): compare without positions.
        func unplaced(_ text: String) -> [String] {
            text.split(separator: "\n").map { $0.replacingOccurrences(of: #":[0-9]+:[0-9]+:"#, with: ":", options: .regularExpression) }
        }
        XCTAssertEqual(
            unplaced(withCatalog.text), unplaced(original.text.replacingOccurrences(of: "/SampleApp/", with: "/pseudo/SampleApp/")))
        try FileManager.default.removeItem(at: catalogCopy)
        let after = try tool.run(["lint", corpus.path])
        XCTAssertEqual(after.status, before.status, after.errors)
        XCTAssertEqual(after.text, before.text)
    }
}
