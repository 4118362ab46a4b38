import Foundation
import LabelCopyCore
import LabelCopyText
import XCTest

@testable import labelcopy

/// The interactive session's parts that need no terminal: commands, contexts, widths, history.
final class InteractiveCommandTests: XCTestCase {
    func testCommandsParseWithArgumentsAndAliases() {
        XCTAssertNil(SessionCommand.parse("Sign In"))
        XCTAssertEqual(SessionCommand.parse(":locale de, ja de"), .locale(["de", "ja"]))
        XCTAssertEqual(SessionCommand.parse("  :locale"), .locale(nil))
        XCTAssertEqual(SessionCommand.parse(":context  tab-bar "), .context("tab-bar"))
        XCTAssertEqual(SessionCommand.parse(":width 120"), .width("120"))
        XCTAssertEqual(SessionCommand.parse(":font ~/Fonts/Inter.ttf"), .font("~/Fonts/Inter.ttf"))
        XCTAssertEqual(SessionCommand.parse(":q"), .quit)
        XCTAssertEqual(SessionCommand.parse(":HELP"), .help)
        XCTAssertEqual(SessionCommand.parse(":explian title-case"), .unknown("explian", suggestion: "explain"))
        XCTAssertEqual(SessionCommand.parse(":zzz"), .unknown("zzz", suggestion: nil))
    }

    func testContextsAcceptShortNamesAndBothKindsOfIds() throws {
        XCTAssertEqual(ContextChoice.named("tab-bar")?.uiContext, .tabBarItem)
        XCTAssertEqual(ContextChoice.named("tab-bar-item")?.titleContext, .tabBarItem)
        XCTAssertEqual(ContextChoice.named("nav-bar")?.titleContext, .button)
        XCTAssertEqual(ContextChoice.named("alert-button")?.name, "alert")
        XCTAssertEqual(ContextChoice.named("checkbox")?.uiContext, .switchLabel)
        XCTAssertNil(ContextChoice.named("tabbar"))
        for context in TitleContext.allCases {
            let choice = ContextChoice(context)
            XCTAssertEqual(choice.titleContext, context)
            XCTAssertEqual(choice.uiContext, UIContext(context))
        }
    }

    func testPredictionScalesTheSourceWidthByEachLocalesExpansion() throws {
        var settings = SessionSettings(context: ContextChoice(.button), locales: ["de", "zh-Hans"])
        let prediction = WidthPrediction("Save", settings: settings)
        XCTAssertGreaterThan(prediction.sourceWidth, 0)
        XCTAssertEqual(prediction.budget, UIContext.unknown.budget(.compact))
        let table = ExpansionTable.standard
        let tier = try XCTUnwrap(table.tier(forCharacters: 4)).tier
        XCTAssertEqual(prediction.rows.map(\.locale), ["de", "zh-Hans"])
        for row in prediction.rows {
            XCTAssertEqual(row.expected, prediction.sourceWidth * tier.low * table.factor(for: row.locale), accuracy: 1e-9)
            XCTAssertEqual(row.high, prediction.sourceWidth * tier.high * table.factor(for: row.locale), accuracy: 1e-9)
        }
        settings.budgetOverride = 1
        XCTAssertTrue(WidthPrediction("Save", settings: settings).rows.allSatisfy { $0.verdict == .truncated })
        settings.budgetOverride = 10_000
        XCTAssertTrue(WidthPrediction("Save", settings: settings).rows.allSatisfy { $0.verdict == .fits })
    }

    func testVerdictIsAtRiskNearTheBudgetOrWhenOnlyTheHighEndIsOver() {
        XCTAssertEqual(WidthPrediction.verdict(expected: 50, high: 60, budget: 100), .fits)
        XCTAssertEqual(WidthPrediction.verdict(expected: 95, high: 95, budget: 100), .atRisk)
        XCTAssertEqual(WidthPrediction.verdict(expected: 80, high: 120, budget: 100), .atRisk)
        XCTAssertEqual(WidthPrediction.verdict(expected: 101, high: 130, budget: 100), .truncated)
    }

    /// Where verb-first is silent, the line calls the first word a verb only when the lexicon does.
    func testVerbLineNeverCallsAnUnjudgedWordAVerb() throws {
        let screen = TitleScreen(terminal: Terminal(usesColor: false))
        let button = try XCTUnwrap(ContextChoice.named("button"))
        let checker = VerbFirstChecker()
        func judged(_ title: String) -> String { screen.verbJudgement(title, context: button, checker: checker) }
        XCTAssertEqual(judged("Save File"), "starts with the verb 'Save'")
        XCTAssertEqual(judged("Zxqv"), "first word not judged: 'Zxqv' is not in the lexicon")
        XCTAssertEqual(judged("<<SEP>>"), "first word not judged: 'SEP' is not in the lexicon")
        XCTAssertEqual(judged("Re-send Code"), "starts with the verb 'Re-send'")
        for title in ["Tomorrow", "Hello", "café", "Zxqv Files", "iCloud Drive"] {
            XCTAssertFalse(judged(title).contains("verb '"), "\(title): \(judged(title))")
        }
    }

    /// `--context` and `:context` read one table: each takes the other's names.
    func testContextOptionTakesTheSessionNamesAndTheSessionTakesTheOptionNames() throws {
        let pairs: [(short: String, long: TitleContext)] = [
            ("menu", .menuItem), ("tab-bar", .tabBarItem), ("nav-title", .navigationTitle), ("switch", .checkbox),
            ("toolbar", .button), ("segment", .tabBarItem),
        ]
        for (short, long) in pairs {
            guard case .run(let parsed) = try ArgumentBinder.bind(ArgumentSplitter.split(["-c", short, "x"]), to: CheckCommand.spec)
            else { return XCTFail(short) }
            XCTAssertEqual(parsed.titleContext, long, short)
            XCTAssertEqual(ContextChoice.named(long.rawValue)?.titleContext, long, long.rawValue)
        }
        XCTAssertThrowsError(try ArgumentBinder.bind(ArgumentSplitter.split(["-c", "menuitem", "x"]), to: CheckCommand.spec)) {
            XCTAssertTrue((($0 as? UsageError)?.message ?? "").contains("Did you mean 'menu-item'?"), "\($0)")
        }
        let help = HelpFormatter.help(for: CheckCommand.spec, path: "labelcopy check")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(help.contains("(values: button, menu-item, tab-bar-item, navigation-title, checkbox;"), help)
    }

    func testSessionCommandsChangeSettingsAndReportErrors() {
        var session = InteractiveSession(context: .button, history: nil)
        let terminal = Terminal(usesColor: false)
        let regular = Int(UIContext.unknown.budget(.regular).rounded())
        XCTAssertEqual(
            session.perform(.width("regular"), terminal: terminal),
            "budget: \(regular) pt (\(UIContext.unknown.displayName), regular 390 pt screen)\n")
        XCTAssertEqual(session.perform(.width("88pt"), terminal: terminal), "budget: 88 pt (set with :width)\n")
        XCTAssertTrue(session.perform(.width("wide"), terminal: terminal).hasPrefix("error: "))
        XCTAssertEqual(session.settings.budget, 88)
        let fontError = session.perform(.font("/nonexistent/font.ttf"), terminal: terminal)
        XCTAssertTrue(fontError.hasPrefix("error: /nonexistent/font.ttf:1:1: "), fontError)
        XCTAssertNil(session.settings.font)
        XCTAssertTrue(session.perform(.locale(["de", "zz"]), terminal: terminal).contains("no expansion factor for 'zz'"))
        XCTAssertEqual(session.settings.locales, ["de", "zz"])
        for bad in [["123"], ["de", "12"], ["de--x"], ["d"]] {
            let refused = session.perform(.locale(bad), terminal: terminal)
            XCTAssertTrue(refused.hasPrefix("error: ") && refused.contains("is not a locale tag"), refused)
            XCTAssertEqual(session.settings.locales, ["de", "zz"], "a refused list changes nothing")
        }
        XCTAssertFalse(session.perform(.locale(["pt-BR", "zh-Hans", "es-419"]), terminal: terminal).hasPrefix("error: "))
        // Apple's folder spelling "en_GB" is the tag "en-GB".
        XCTAssertFalse(session.perform(.locale(["en_GB"]), terminal: terminal).hasPrefix("error: "))
        XCTAssertEqual(session.settings.locales, ["en-GB"])
        XCTAssertEqual(
            session.perform(.explain("verb-frist"), terminal: terminal),
            "error: unknown rule 'verb-frist'. Did you mean 'verb-first'? 'labelcopy rules' lists them.\n")
    }

    func testFontCommandMeasuresWithHarfBuzz() throws {
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) is not installed (Debian fonts-dejavu-core)")
        }
        var session = InteractiveSession(context: .button, history: nil)
        let terminal = Terminal(usesColor: false)
        let modelWidth = WidthPrediction("Sign In to iCloud", settings: session.settings).sourceWidth
        XCTAssertEqual(session.perform(.font(path), terminal: terminal), "font: \(path), shaped with HarfBuzz\n")
        let shaped = WidthPrediction("Sign In to iCloud", settings: session.settings)
        let measurer = try FontMeasurer(path: path)
        XCTAssertEqual(shaped.sourceWidth, measurer.width(of: "Sign In to iCloud", size: 17), accuracy: 1e-9)
        XCTAssertNotEqual(shaped.sourceWidth, modelWidth)
        XCTAssertEqual(shaped.measuredWith, "HarfBuzz on \(path)")
        _ = session.perform(.font("off"), terminal: terminal)
        XCTAssertNil(session.settings.font)
    }

    func testHistoryFileFollowsXDGStateHomeAndKeepsTheLastEntries() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #if !os(macOS)
            let environment = ["XDG_STATE_HOME": folder.path, "HOME": "/home/someone"]
            XCTAssertEqual(HistoryFile.standard { environment[$0] }?.path, folder.path + "/labelcopy/history")
            let relative = ["XDG_STATE_HOME": "state", "HOME": "/home/someone"]
            XCTAssertEqual(HistoryFile.standard { relative[$0] }?.path, "/home/someone/.local/state/labelcopy/history")
            XCTAssertNil(HistoryFile.standard { _ in nil })
        #endif
        let file = HistoryFile(path: folder.path + "/nested/history", limit: 3)
        XCTAssertEqual(try file.load(), [])
        try file.save(["one", "two", "three", "four"])
        XCTAssertEqual(try file.load(), ["two", "three", "four"])
        XCTAssertEqual(try String(contentsOfFile: file.path, encoding: .utf8), "two\nthree\nfour\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600, "a new history file is its owner's alone")
    }

    func testHistoryFileThatCannotBeWrittenSaysWhere() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-blocker-\(UUID().uuidString)")
        try Data("a file, not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let file = HistoryFile(path: blocker.path + "/labelcopy/history", limit: 10)
        XCTAssertThrowsError(try file.save(["Save"])) { error in
            let description = (error as? HistoryFileError)?.errorDescription ?? ""
            XCTAssertTrue(description.hasPrefix(blocker.path + "/labelcopy:1:1: "), description)
        }
    }
}
