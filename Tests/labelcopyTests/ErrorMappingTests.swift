import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import labelcopy

final class ErrorMappingTests: XCTestCase {
    private struct Unexpected: Error {}

    func testMalformedFilesExitWith65AndKeepTheirLocation() {
        let format = LabelCopyTool.describe(FormatError("Expected ';'.", path: "en.lproj/Main.strings", line: 3, column: 9))
        XCTAssertEqual(format.code, .malformedInput)
        XCTAssertTrue(format.message.hasPrefix("en.lproj/Main.strings:3:9"), format.message)

        let location = SourceLocation(path: ".labelcopy.json", line: 2, column: 5)
        let configuration = LabelCopyTool.describe(ConfigurationError("Unknown rule.", keyPath: "rules.x", at: location))
        XCTAssertEqual(configuration.code, .malformedInput)
        XCTAssertTrue(configuration.message.hasPrefix(".labelcopy.json:2:5"), configuration.message)
    }

    func testAnythingElseIsAnInternalError() {
        XCTAssertEqual(LabelCopyTool.describe(Unexpected()).code, .internalError)
        XCTAssertEqual(LabelCopyTool.describe(PlatformError(operation: "read", code: 5)).code, .internalError)
    }

    /// Standard output or error that cannot be written is lost output, as an output file is.
    func testAFailedWriteIsOutputThatCouldNotBeWritten() {
        XCTAssertEqual(LabelCopyTool.describe(PlatformError(operation: "write", code: 28)).code, .cannotCreate)
    }

    func testExitCodesMatchTheHouseConvention() {
        XCTAssertEqual(ExitCode.allCases.map(\.rawValue), [0, 1, 64, 65, 70, 73])
    }

    func testHelpHelpShowsTheOverview() {
        var io = CommandIO.captured()
        XCTAssertEqual(LabelCopyTool.run(["help", "help"], io: &io), .success)
        XCTAssertTrue(io.output.text.hasPrefix("OVERVIEW: "))
    }
}
