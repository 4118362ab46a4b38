import Foundation
import LabelCopyCore
import XCTest

@testable import LabelCopyReporters

/// Validates the SARIF reporter's output against the OASIS SARIF 2.1.0 schema in ../shared/schemas,
/// through Python's jsonschema (installed by .ci/run). Skips on a machine without either.
final class SARIFSchemaTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func validate(_ sarif: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let schema = Self.packageRoot.appendingPathComponent("../shared/schemas/sarif-schema-2.1.0.json").standardizedFileURL
        guard FileManager.default.fileExists(atPath: schema.path) else {
            throw XCTSkip("../shared/schemas is absent (a clone without the shared folder); the SARIF schema check needs it")
        }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-\(UUID().uuidString).sarif")
        try sarif.write(to: log, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.packageRoot.appendingPathComponent("Scripts/validate-sarif.py").path, schema.path, log.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3 || process.terminationStatus == 127 {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                XCTFail("CI must install python3 and jsonschema: \(text)", file: file, line: line)
            }
            throw XCTSkip("python3 with jsonschema is not available: \(text)")
        }
        XCTAssertEqual(process.terminationStatus, 0, "SARIF output is not valid against the 2.1.0 schema:\n\(text)", file: file, line: line)
    }

    func testFixtureLogIsValid() throws {
        try validate(SARIFReporter(rules: ReporterFixtures.rules).render(ReporterFixtures.result))
    }

    func testLogWithEveryBuiltInRuleIsValid() throws {
        try validate(SARIFReporter().render(ReporterFixtures.result))
    }

    func testEmptyRunIsValid() throws {
        try validate(SARIFReporter().render(LintResult(fileCount: 0, entryCount: 0, findings: [], errors: [])))
    }

    func testPseudoLocaleNoteIsValid() throws {
        var result = ReporterFixtures.result
        result.pseudoLocaleFileCount = 2
        result.pseudoLocaleEntryCount = 30
        try validate(SARIFReporter().render(result))
    }

    func testURIsArePercentEncoded() {
        let reporter = SARIFReporter()
        XCTAssertEqual(reporter.uri("My App/de.lproj/Localizable.strings"), "My%20App/de.lproj/Localizable.strings")
        XCTAssertEqual(reporter.uri("/tmp/ü.strings"), "file:///tmp/%C3%BC.strings")
    }
}
