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
        // The totals say what was passed over: the copies' files and entries, counted apart, so
        // what is left are the project's own totals.
        let withCopies = try tool.run(["lint", corpus.path, "--reporter", "summary"]).text.split(separator: "\n")
        try FileManager.default.removeItem(at: out)
        let without = try tool.run(["lint", corpus.path, "--reporter", "summary"]).text.split(separator: "\n")
        XCTAssertEqual(withCopies.dropFirst(), without.dropFirst())
        func numbers(_ line: Substring?) -> [Int] { (line ?? "").split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) } }
        let counted = numbers(withCopies.first)
        let own = numbers(without.first)
        XCTAssertTrue(withCopies.first?.contains(" (pseudo-locale text skipped: ") ?? false, "\(withCopies)")
        XCTAssertEqual(counted.count, own.count + 2, "\(withCopies)")
        if counted.count == own.count + 2, own.count >= 2 {
            // files, entries, skipped files, skipped entries, then the findings as without the copies.
            XCTAssertEqual([counted[0] - counted[2], counted[1] - counted[3]] + counted.dropFirst(4), own)
        }
    }

    /// A project's own catalog with a few pseudo-locale strings beside its real ones is still
    /// checked: only those strings are passed over.
    func testAFewPseudoLocaleStringsDoNotHideTheirCatalog() throws {
        let source = Self.packageRoot.appendingPathComponent("Corpus/SampleApp/Localizable.xcstrings")
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try FileManager.default.copyItem(at: source, to: catalog)
        let before = try tool.run(["lint", catalog.path])
        XCTAssertFalse(before.text.isEmpty, "the sample catalog has findings to keep")
        // One key gains an en-XA string, as a hand-made test localization would.
        var root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
        var strings = try XCTUnwrap(root["strings"] as? [String: Any])
        let key = try XCTUnwrap(strings.keys.sorted().first)
        var item = strings[key] as? [String: Any] ?? [:]
        var localizations = item["localizations"] as? [String: Any] ?? [:]
        localizations["en-XA"] = ["stringUnit": ["state": "translated", "value": "[Ŝåṽé]"]]
        item["localizations"] = localizations
        strings[key] = item
        root["strings"] = strings
        try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]).write(to: catalog)
        let after = try tool.run(["lint", catalog.path])
        XCTAssertEqual(after.status, before.status, after.errors)
        XCTAssertEqual(
            after.text.split(separator: "\n").map { $0.split(separator: ":").dropFirst(3).joined(separator: ":") },
            before.text.split(separator: "\n").map { $0.split(separator: ":").dropFirst(3).joined(separator: ":") },
            "the same findings, wherever the rewritten file puts them")
    }
}
