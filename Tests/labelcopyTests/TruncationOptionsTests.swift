import Foundation
import XCTest

/// `--text-size`, `--width`, `--font` and the configuration's `truncation` section, run as a user
/// runs them: the built binary on files in a temporary folder.
final class TruncationOptionsTests: XCTestCase {
    var folder: URL!
    var tool: LabelCopyProcess!
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    // Titles written for these tests: short English, longer German.
    let english = """
        "alert.button.add" = "Add";
        "alert.button.share" = "Share";
        "tabbar.button.cart" = "Cart";
        "promo.button.start" = "Get Started";
        "actionSheet.button.later" = "Remind Me Later";

        """
    let german = """
        "alert.button.add" = "Hinzufügen";
        "alert.button.share" = "Teilen";
        "tabbar.button.cart" = "Warenkorb";
        "promo.button.start" = "Jetzt loslegen";
        "actionSheet.button.later" = "Später erinnern";

        """

    override func setUpWithError() throws {
        tool = try LabelCopyProcess.locate()
        folder = try TemporaryFolder.make("labelcopy-trunc")
        try write("App/en.lproj/Localizable.strings", english)
        try write("App/de.lproj/Localizable.strings", german)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The truncation-risk findings of `lint` with `options`, as JSON objects; fails on a non-zero exit.
    func truncationFindings(_ options: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let result = try tool.run(["lint", "--reporter", "json"] + options + [folder.path])
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: result.output) as? [String: Any], result.text)
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        return findings.filter { $0["rule"] as? String == "truncation-risk" }
    }

    func testAccessibilitySizeFindsMoreThanTheDefaultInAnyLetterCase() throws {
        let standard = try truncationFindings([])
        let largest = try truncationFindings(["--text-size", "accessibilityXXXLarge"])
        XCTAssertGreaterThan(largest.count, standard.count)
        XCTAssertTrue(largest.contains { ($0["message"] as? String ?? "").contains("at AX5 (53 pt)") }, "\(largest)")
        XCTAssertEqual(try truncationFindings(["--text-size", "ACCESSIBILITYxxxlarge"]).count, largest.count)
        XCTAssertEqual(try truncationFindings(["--text-size", "large"]).count, standard.count)
    }

    func testUnknownTextSizeOrWidthIsAUsageErrorWithASuggestion() throws {
        let size = try tool.run(["lint", "--text-size", "xxLarg", folder.path])
        XCTAssertEqual(size.status, 64)
        XCTAssertTrue(
            size.errors.hasPrefix("Error: The value 'xxLarg' is invalid for '--text-size <size>'. Did you mean 'xxLarge'?\n"),
            size.errors)
        let width = try tool.run(["lint", "--width", "wide", folder.path])
        XCTAssertEqual(width.status, 64)
        XCTAssertTrue(width.errors.contains("Please provide one of 'compact' and 'regular'."), width.errors)
        XCTAssertEqual(try tool.run(["report", "--text-size", "huge", folder.path]).status, 64)
    }

    func testReportCountsTruncationAtTheChosenSize() throws {
        func truncationCount(_ options: [String]) throws -> Int {
            let result = try tool.run(["report", "--format", "json"] + options + [folder.path])
            XCTAssertEqual(result.status, 0, result.errors)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: result.output) as? [String: Any])
            let totals = try XCTUnwrap(object["totals"] as? [String: Any])
            let byRule = try XCTUnwrap(totals["findingsByRule"] as? [[String: Any]])
            return byRule.filter { $0["rule"] as? String == "truncation-risk" }.compactMap { $0["count"] as? Int }.reduce(0, +)
        }
        let standard = try truncationCount([])
        let largest = try truncationCount(["--text-size", "accessibilityXXXLarge"])
        XCTAssertEqual(largest, try truncationFindings(["--text-size", "accessibilityXXXLarge"]).count)
        XCTAssertGreaterThan(largest, standard)
    }

    func testFontOptionOverridesTheConfiguredFont() throws {
        guard FileManager.default.fileExists(atPath: Self.inter) else {
            throw XCTSkip("\(Self.inter) not found; install fonts-inter (Scripts/install-deps.sh does) to lint with --font")
        }
        // The configured font does not exist: only the option's font is opened.
        try write(".labelcopy.json", "{ version: 1, truncation: { font: \"Fonts/Missing.otf\", textSize: \"AX5\" } }\n")
        let findings = try truncationFindings(["--font", Self.inter])
        XCTAssertFalse(findings.isEmpty)
        XCTAssertTrue(
            findings.allSatisfy { ($0["message"] as? String ?? "").contains("in Inter-Regular.otf at ") }, "\(findings)")
    }

    func testRegularWidthGivesTheWiderScreensBudgets() throws {
        let compact = try truncationFindings(["--text-size", "accessibilityXXXLarge"])
        let regular = try truncationFindings(["--text-size", "accessibilityXXXLarge", "--width", "Regular"])
        XCTAssertLessThanOrEqual(regular.count, compact.count)
        for finding in regular {
            let message = finding["message"] as? String ?? ""
            XCTAssertFalse(message.contains("320 pt screen"), message)
        }
        XCTAssertTrue(compact.contains { ($0["message"] as? String ?? "").contains("on a 320 pt screen") })
    }

    func testHelpListsTheTruncationOptions() throws {
        for command in ["lint", "report"] {
            let help = try tool.run([command, "--help"]).text
            for option in ["--text-size <size>", "--width <class>", "--font <file>", "accessibilityXXXLarge"] {
                XCTAssertTrue(help.contains(option), "\(command): \(option)")
            }
        }
    }

    func testFontNamesItselfAndMeasuresCloseToTheModel() throws {
        guard FileManager.default.fileExists(atPath: Self.inter) else {
            throw XCTSkip("\(Self.inter) not found; install fonts-inter (Scripts/install-deps.sh does) to lint with --font")
        }
        let model = try truncationFindings(["--text-size", "accessibilityXXXLarge"])
        let shaped = try truncationFindings(["--text-size", "accessibilityXXXLarge", "--font", Self.inter])
        XCTAssertFalse(shaped.isEmpty)
        func width(_ finding: [String: Any]) -> Double? {
            let message = finding["message"] as? String ?? ""
            guard let range = message.range(of: #"is [0-9.]+ pt"#, options: .regularExpression) else { return nil }
            return Double(message[range].dropFirst(3).dropLast(3))
        }
        var compared = 0
        for finding in shaped {
            let message = finding["message"] as? String ?? ""
            XCTAssertTrue(message.contains("in Inter-Regular.otf at "), message)
            // Compared where the model measures the regular weight too (an action sheet row): the
            // model's Latin advances are Inter's, so kerning is the difference.
            guard message.contains("the action sheet row") else { continue }
            let twin = model.first {
                $0["line"] as? Int == finding["line"] as? Int && $0["file"] as? String == finding["file"] as? String
            }
            guard let twin, let ours = width(twin), let theirs = width(finding) else { continue }
            XCTAssertEqual(theirs, ours, accuracy: ours * 0.03 + 1, message)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 0, "\(shaped)")
    }

    func testMissingOrInvalidFontIsAnInputErrorNamingThePath() throws {
        let missing = folder.appendingPathComponent("Fonts/Missing.otf").path
        let result = try tool.run(["lint", "--font", missing, folder.path])
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.errors, "Error: \(missing):1:1: no such font file\n")
        let text = try write("notes.txt", "not a font")
        let invalid = try tool.run(["lint", "--font", text, folder.path])
        XCTAssertEqual(invalid.status, 65)
        XCTAssertTrue(invalid.errors.hasPrefix("Error: \(text):1:1: not a font file"), invalid.errors)
        // A named pipe is refused at once: reading it would wait for a writer for ever.
        let pipe = folder.appendingPathComponent("Fonts/Pipe.ttf").path
        try FileManager.default.createDirectory(atPath: (pipe as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        let piped = try tool.run(["lint", "--font", pipe, folder.path])
        XCTAssertEqual(piped.status, 65)
        XCTAssertEqual(piped.errors, "Error: \(pipe):1:1: cannot read the font: it is a named pipe, not a regular file\n")
    }

    func testConfigurationSectionAppliesAndOptionsOverrideIt() throws {
        let standard = try truncationFindings([])
        try write(".labelcopy.json", "{\n  version: 1,\n  truncation: { textSize: \"accessibilityXXXLarge\" },\n}\n")
        let configured = try truncationFindings([])
        XCTAssertGreaterThan(configured.count, standard.count)
        XCTAssertEqual(try truncationFindings(["--text-size", "large"]).count, standard.count)
    }

    func testConfiguredWidthAndContextReachTheRule() throws {
        let standard = try truncationFindings([])
        XCTAssertFalse(standard.contains { $0["key"] as? String == "promo.button.start" }, "\(standard)")
        let config = try write(
            ".labelcopy.json",
            """
            {
              version: 1,
              truncation: {
                contexts: [
                  { keys: ["promo.*"], width: 60 },
                  { paths: ["App/en.lproj"], context: "full-width-button" },
                ],
              },
            }

            """)
        let findings = try truncationFindings([])
        let promo = try XCTUnwrap(findings.first { $0["key"] as? String == "promo.button.start" }, "\(findings)")
        XCTAssertTrue((promo["message"] as? String ?? "").contains("width set at \(config):5:7 allows 60 pt"), "\(promo)")
    }

    func testConfiguredFontIsRelativeToTheConfigurationAndReportedThere() throws {
        let line = #"  truncation: { font: "Fonts/App.otf" },"#
        let config = try write(".labelcopy.json", "{\n  version: 1,\n\(line)\n}\n")
        let result = try tool.run(["lint", folder.path])
        XCTAssertEqual(result.status, 65)
        let column = try XCTUnwrap(line.range(of: "\"Fonts")).lowerBound.utf16Offset(in: line) + 1
        let font = (config as NSString).deletingLastPathComponent + "/Fonts/App.otf"
        XCTAssertTrue(result.errors.hasPrefix("Error: "), result.errors)
        XCTAssertTrue(result.errors.hasSuffix(":3:\(column): truncation.font: \(font): no such font file\n"), result.errors)
        guard FileManager.default.fileExists(atPath: Self.inter) else {
            throw XCTSkip("\(Self.inter) not found; install fonts-inter (Scripts/install-deps.sh does) to lint with a font")
        }
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.inter, toPath: fonts.appendingPathComponent("App.otf").path)
        let findings = try truncationFindings(["--text-size", "accessibilityXXXLarge"])
        XCTAssertFalse(findings.isEmpty)
        XCTAssertTrue(findings.allSatisfy { ($0["message"] as? String ?? "").contains("in App.otf at ") }, "\(findings)")
    }
}
