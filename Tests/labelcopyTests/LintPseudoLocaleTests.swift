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
        // The catalog copy also carries the real translations (de, fr…): they are the original's,
        // checked there, so the copy is passed over entirely.
        let catalogCopy = out.appendingPathComponent("SampleApp/Localizable.xcstrings")
        let copyOnly = try tool.run(["lint", catalogCopy.path])
        XCTAssertEqual(copyOnly.status, 0, copyOnly.errors)
        XCTAssertEqual(copyOnly.text, "")
        let after = try tool.run(["lint", corpus.path])
        XCTAssertEqual(after.status, before.status, after.errors)
        XCTAssertEqual(after.text, before.text)
    }
}
