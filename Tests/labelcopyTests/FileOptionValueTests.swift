import XCTest

@testable import labelcopy

/// Every option that names a file refuses an empty value and `-` alike, as a usage error (64),
/// whichever command takes it.
final class FileOptionValueTests: XCTestCase {
    private func run(_ arguments: [String]) -> (code: ExitCode, errors: String) {
        var io = CommandIO.captured()
        let code = LabelCopyTool.run(arguments, io: &io)
        return (code, io.errors.text)
    }

    func testEmptyValuesAreMissingValues() {
        for (command, option) in [
            ("lint", "config"), ("lint", "baseline"), ("lint", "write-baseline"), ("lint", "font"), ("fix", "config"),
            ("report", "config"), ("report", "output"), ("report", "compare"), ("report", "font"),
        ] {
            let result = run([command, "--\(option)=", "Corpus"])
            XCTAssertEqual(result.code, .usage, "\(command) --\(option)=: \(result.errors)")
            XCTAssertTrue(result.errors.contains("Missing value for '--\(option) <file>'"), "\(command) --\(option)=: \(result.errors)")
        }
    }

    func testADashIsNoFile() {
        for (command, option) in [("lint", "config"), ("report", "output"), ("report", "compare"), ("lint", "font")] {
            let result = run([command, "--\(option)", "-", "Corpus"])
            XCTAssertEqual(result.code, .usage, "\(command) --\(option) -: \(result.errors)")
            XCTAssertTrue(result.errors.contains("it names a file, not standard input or output"), result.errors)
        }
    }
}
