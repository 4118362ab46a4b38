import Foundation
import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import labelcopy

/// Settings and excludes per file come from the configuration nearest each file, however many
/// files share a folder and in whatever order the folders are met.
final class LintSetupTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make("labelcopy-setup")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A one-entry `.strings` table whose title breaks title case.
    private let table = "\"save.button\" = \"save file\";\n"

    /// The set-up of `lint` over `paths`, with no `--config` and the default entry choices.
    private func load(_ paths: [String]) throws -> LintSetup {
        try LintSetup.load(paths: paths, configPath: nil, allEntries: false, buttonCells: false, keepDocuments: false)
    }

    private func write(_ relative: String, _ text: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testEachFileGetsItsNearestConfigurationAndProfile() throws {
        for path in [
            "Quiet/en.lproj/A.strings", "Quiet/en.lproj/B.strings", "Quiet/Sub/en.lproj/C.strings", "Loud/en.lproj/A.strings",
        ] {
            try write(path, table)
        }
        try write("Quiet/en.lproj/Skipped.strings", table)
        try write("Quiet/res/values/strings.xml", "<resources><string name=\"save_button\">save file</string></resources>\n")
        try write(
            "Quiet/.labelcopy.json", "{ version: 1, rules: { \"title-case\": \"off\" }, exclude: [\"**/Skipped.strings\"] }\n")
        let root = folder.path
        let setup = try load([root])
        XCTAssertEqual(
            setup.files.map(\.path).sorted(),
            [
                "Loud/en.lproj/A.strings", "Quiet/Sub/en.lproj/C.strings", "Quiet/en.lproj/A.strings", "Quiet/en.lproj/B.strings",
                "Quiet/res/values/strings.xml",
            ].map { root + "/" + $0 })
        let quiet = [
            "Quiet/en.lproj/A.strings", "Quiet/en.lproj/B.strings", "Quiet/Sub/en.lproj/C.strings",
            "Quiet/res/values/strings.xml",
        ]
        for path in quiet {
            XCTAssertFalse(setup.linter.settings(for: root + "/" + path).isEnabled("title-case"), path)
        }
        XCTAssertTrue(setup.linter.settings(for: root + "/Loud/en.lproj/A.strings").isEnabled("title-case"))
        // The same folder's files may still differ by profile: Android files are Material.
        let findings = setup.linter.lint(setup.files).findings
        XCTAssertEqual(findings.filter { $0.ruleID == "title-case" }.map(\.location.path), [root + "/Loud/en.lproj/A.strings"])
    }

    /// A folder an `exclude` pattern matches is not entered at all: its files are not listed, and
    /// a configuration inside it brings nothing back (as git does not look inside an ignored
    /// folder). `include` leaves folders alone, since a file deeper in one may match it; a folder
    /// given as a path is searched.
    func testAnExcludedFolderIsNotEntered() throws {
        for path in [
            "App/en.lproj/A.strings", "Vendor/Kit/en.lproj/K.strings", "Vendor/Own/en.lproj/O.strings",
            "Deep/Kit/en.lproj/D.strings",
        ] {
            try write(path, table)
        }
        try write("Vendor/Own/.labelcopy.json", "{ version: 1 }\n")
        try write(".labelcopy.json", "{ version: 1, exclude: [\"Vendor\", \"Deep/*\"], include: [\"**/en.lproj/*.strings\"] }\n")
        let root = folder.path
        let setup = try load([root])
        XCTAssertEqual(setup.files.map(\.path), [root + "/App/en.lproj/A.strings"])
        XCTAssertEqual(setup.errors.count, 0, "\(setup.errors)")
        XCTAssertFalse(setup.configurationFiles.contains { $0.hasSuffix("Own/.labelcopy.json") }, "\(setup.configurationFiles)")
        // Named as a path, a folder inside is searched, and its files follow their own configuration;
        // the folders inside it are judged by that configuration, as the walk goes on from there.
        let named = try load([root + "/Vendor/Own"])
        XCTAssertEqual(named.files.map(\.path), [root + "/Vendor/Own/en.lproj/O.strings"])
        let excluded = try load([root + "/Vendor"])
        XCTAssertEqual(excluded.files.map(\.path), [])
    }

    /// The configuration nearest the folder that holds an excluded folder decides, so one right
    /// inside the folder brings nothing back either; and a configuration the walk cannot read is
    /// an error only where a file it governs needs it.
    func testTheConfigurationAboveAFolderDecidesAndAnUnreadableOneIsNoReason() throws {
        for path in ["App/en.lproj/A.strings", "Vendor/en.lproj/V.strings", "Vendor/Kit/en.lproj/K.strings"] {
            try write(path, table)
        }
        try write(".labelcopy.json", "{ version: 1, exclude: [\"Vendor\"] }\n")
        try write("Vendor/.labelcopy.json", "{ version: 1 }\n")
        try write("Tools/.labelcopy.json", "{ broken\n")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Tools/Scripts"), withIntermediateDirectories: true)
        let root = folder.path
        let setup = try load([root])
        XCTAssertEqual(setup.files.map(\.path), [root + "/App/en.lproj/A.strings"])
        // The broken configuration governs a table once one is there.
        try write("Tools/Scripts/en.lproj/T.strings", table)
        XCTAssertThrowsError(
            try load([root]))
    }

    /// A configuration read only to decide whether the walk enters a folder shows its warnings
    /// only once a file to check takes its settings from it.
    func testWarningsComeOnlyFromConfigurationsThatApply() throws {
        try write("App/en.lproj/A.strings", table)
        try write("Tools/.labelcopy.json", "{ version: 1, colour: true }\n")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Tools/Scripts"), withIntermediateDirectories: true)
        let root = folder.path
        let quiet = try load([root])
        XCTAssertEqual(quiet.warnings.count, 0, "\(quiet.warnings)")
        try write("Tools/Scripts/en.lproj/T.strings", table)
        let applied = try load([root])
        XCTAssertEqual(applied.warnings.map(\.keyPath), ["colour"])
    }
}
