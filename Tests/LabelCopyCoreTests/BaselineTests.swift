import Foundation
import LabelCopyCore
import LabelCopyFormats
import XCTest

final class BaselineTests: XCTestCase {
    private func finding(
        _ rule: String, key: String, value: String, path: String = "/p/App/en.lproj/Main.strings", line: Int = 1,
        locale: String? = "en"
    ) -> LintFinding {
        LintFinding(
            ruleID: rule, severity: .warning, message: "m", location: SourceLocation(path: path, line: line, column: 5),
            key: key, locale: locale, value: value, replacement: nil, reason: "r")
    }

    /// A finding's path relative to `folder`, the way the command line stores it for files inside it.
    private func inside(_ folder: String) -> (String) -> String {
        { path in path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path }
    }

    private var sample: [LintFinding] {
        [
            finding("verb-first", key: "b", value: "Settings", line: 9),
            finding("title-case", key: "a", value: "add \"item\"\n\t\u{1}😀", line: 3),
            finding("title-case", key: "a", value: "add \"item\"\n\t\u{1}😀", line: 3),
            finding("ellipsis", key: "c", value: "More...", path: "/p/Android/values/strings.xml", locale: nil),
        ]
    }

    func testEncodingIsSortedStableAndOneFindingALine() {
        let baseline = Baseline(findings: sample, storedPath: inside("/p"))
        XCTAssertEqual(
            baseline.encoded(),
            """
            {
              "version": 1,
              "findings": [
                { "path": "Android/values/strings.xml", "key": "c", "rule": "ellipsis", "value": "More..." },
                { "path": "App/en.lproj/Main.strings", "locale": "en", "key": "a", "rule": "title-case", "value": "add \\"item\\"\\n\\t\\u0001😀" },
                { "path": "App/en.lproj/Main.strings", "locale": "en", "key": "a", "rule": "title-case", "value": "add \\"item\\"\\n\\t\\u0001😀" },
                { "path": "App/en.lproj/Main.strings", "locale": "en", "key": "b", "rule": "verb-first", "value": "Settings" }
              ]
            }

            """)
        XCTAssertEqual(
            Baseline(findings: sample.reversed(), storedPath: inside("/p")).encoded(), baseline.encoded(),
            "input order does not matter")
        XCTAssertEqual(
            Baseline(findings: [], storedPath: inside("/p")).encoded(), "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
    }

    func testEncodedTextDecodesBackWithOursAndWithFoundation() throws {
        let baseline = Baseline(findings: sample, storedPath: inside("/p"))
        XCTAssertEqual(try Baseline.decode(text: baseline.encoded(), path: "b.json"), baseline)
        XCTAssertEqual(try JSONDecoder().decode(Baseline.self, from: Data(baseline.encoded().utf8)), baseline)
    }

    func testPathsAreStoredAsTheCallerSpellsThem() {
        let entries = Baseline(findings: sample, storedPath: { "../" + $0.dropFirst(3) }).findings.map(\.path)
        XCTAssertEqual(entries.first, "../Android/values/strings.xml")
        let read = Baseline(findings: sample, storedPath: { $0 }).mappingPaths(inside("/p"))
        XCTAssertEqual(read, Baseline(findings: sample, storedPath: inside("/p")), "paths read are spelled anew and sorted")
    }

    func testFilterMatchesMovedFindingsAndReportsNewOnes() {
        let baseline = Baseline(findings: sample, storedPath: inside("/p"))
        let moved = sample.map {
            var copy = $0
            copy.location.line += 40
            copy.message = "reworded"
            return copy
        }
        XCTAssertEqual(baseline.filter(moved, storedPath: inside("/p")), [], "lines and messages may change")
        var changed = sample
        changed[0].value = "Show Settings"
        changed[3].locale = "de"
        XCTAssertEqual(baseline.filter(changed, storedPath: inside("/p")).map(\.key), ["b", "c"])
        let third = finding("title-case", key: "a", value: "add \"item\"\n\t\u{1}😀", line: 30)
        XCTAssertEqual(baseline.filter(sample + [third], storedPath: inside("/p")), [third], "duplicates are matched one for one")
        XCTAssertEqual(
            baseline.filter(sample, storedPath: inside("/p/ci")).count, sample.count, "another folder gives other paths")
    }

    func testDecodeErrorsSayWhere() {
        let cases: [(String, String, Int, Int, String)] = [
            ("[]", "", 1, 1, "a baseline is a JSON object; found an array"),
            ("{ \"findings\": [] }", "", 1, 1, "missing \"version\"; this labelcopy reads baseline version 1"),
            (
                "{ \"version\": 2, \"findings\": [] }", "version", 1, 14,
                "this labelcopy reads baseline version 1; found the number 2"
            ),
            ("{ \"version\": 1 }", "", 1, 1, "missing \"findings\""),
            ("{ \"version\": 1, \"findings\": {} }", "findings", 1, 29, "expected an array; found an object"),
            (
                "{ \"version\": 1, \"findings\": [\n  { \"path\": \"a\", \"rule\": \"r\", \"value\": \"v\" }\n] }", "findings[0]",
                2, 3, "missing \"key\""
            ),
            (
                "{ \"version\": 1, \"findings\": [\n  { \"path\": \"a\", \"key\": 3, \"rule\": \"r\", \"value\": \"v\" }\n] }",
                "findings[0].key", 2, 25,
                "expected a string; found the number 3"
            ),
            ("{ \"version\": 1, \"findings\": [", "", 1, 30, "the file ends where a value should start"),
        ]
        for (text, keyPath, line, column, message) in cases {
            do {
                _ = try Baseline.decode(text: text, path: "baseline.json")
                XCTFail("decoded: \(text)")
            } catch {
                XCTAssertEqual(error.keyPath, keyPath, text)
                XCTAssertEqual(error.message, message, text)
                XCTAssertEqual([error.location.line, error.location.column], [line, column], text)
            }
        }
        let withNullLocale =
            "{ \"version\": 1, \"findings\": [{ \"path\": \"a\", \"locale\": null, \"key\": \"k\", \"rule\": \"r\", \"value\": \"v\", \"note\": 1 }] }"
        XCTAssertEqual(
            try Baseline.decode(text: withNullLocale, path: "b.json").findings,
            [BaselineEntry(path: "a", locale: nil, key: "k", rule: "r", value: "v")])
    }

    /// Lints IINA's English tables, records a baseline, then moves every entry down and edits one value.
    func testCorpusBaselineSurvivesMovedLines() throws {
        let root = try ConfigFixtures.corpora().appendingPathComponent("iina__iina/iina")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("en.lproj").path)
            .filter { $0.hasSuffix(".strings") }.sorted()
        XCTAssertFalse(names.isEmpty)
        let read = { (shift: Bool) throws -> [LocalizationFile] in
            try names.map { name in
                let path = root.appendingPathComponent("en.lproj/\(name)").path
                var data = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
                if shift {
                    let bom = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
                    data.insert(contentsOf: Array("/* moved */\n\n".utf8), at: bom)
                }
                return try FormatRegistry.parse(data, path: path)
            }
        }
        // Every entry checked as a title, so the baseline has many findings to record and match.
        let linter = Linter(classifier: EntryClassifier(allEntries: true))
        let before = linter.lint(try read(false)).findings
        XCTAssertGreaterThan(before.count, 10, "IINA's English tables have title findings to record")
        let text = Baseline(findings: before, storedPath: inside(root.path)).encoded()
        let baseline = try Baseline.decode(text: text, path: root.appendingPathComponent("baseline.json").path)
        XCTAssertEqual(baseline.findings.count, before.count)
        XCTAssertTrue(baseline.findings.allSatisfy { $0.path.hasPrefix("en.lproj/") })

        let after = linter.lint(try read(true)).findings
        XCTAssertEqual(after.count, before.count)
        XCTAssertNotEqual(after.first?.location, before.first?.location, "every entry moved down two lines")
        XCTAssertEqual(baseline.filter(after, storedPath: inside(root.path)), [])

        var edited = after
        edited[0].value += " Now"
        XCTAssertEqual(baseline.filter(edited, storedPath: inside(root.path)), [edited[0]])
        print("Baseline: \(before.count) findings in \(names.count) IINA English tables, \(text.utf8.count) bytes")
    }
}
