import XCTest

@testable import labelcopy

final class ArgumentBinderTests: XCTestCase {
    private let spec = CommandSpec(
        name: "lint", abstract: "Lint.",
        arguments: [ArgumentSpec("path", optional: true, repeating: true, help: "Paths.")],
        options: [
            .value("reporter", short: "r", default: "xcode", allowed: ["xcode", "json", "sarif"], help: "Reporter."),
            .value("exclude", repeating: true, help: "Excluded paths."),
            .flag("strict", help: "Strict."),
        ])

    private let single = CommandSpec(
        name: "explain", abstract: "Explain.", arguments: [ArgumentSpec("rule", help: "Rule.")])

    private func bind(_ arguments: [String], to spec: CommandSpec? = nil) throws(UsageError) -> BindingResult {
        try ArgumentBinder.bind(ArgumentSplitter.split(arguments), to: spec ?? self.spec)
    }

    private func parsed(_ arguments: [String], to spec: CommandSpec? = nil) throws -> ParsedArguments {
        guard case .run(let parsed) = try bind(arguments, to: spec) else {
            XCTFail("expected arguments to run with")
            return ParsedArguments()
        }
        return parsed
    }

    private func usageError(_ arguments: [String], to spec: CommandSpec? = nil) -> UsageError? {
        do {
            _ = try bind(arguments, to: spec)
            return nil
        } catch {
            return error
        }
    }

    func testBindsFlagsValuesRepeatsAndPositionals() throws {
        let result = try parsed(["a", "--strict", "-r", "json", "--exclude", "x", "b", "--exclude=y"])
        XCTAssertTrue(result.flag("strict"))
        XCTAssertEqual(result.value("reporter"), "json")
        XCTAssertEqual(result.values("exclude"), ["x", "y"])
        XCTAssertEqual(result.arguments("path"), ["a", "b"])
    }

    func testFillsDefaultsAndLeavesFlagsOff() throws {
        let result = try parsed([])
        XCTAssertEqual(result.value("reporter"), "xcode")
        XCTAssertFalse(result.flag("strict"))
        XCTAssertEqual(result.arguments("path"), [])
    }

    func testLastValueWinsForSingleValueOptions() throws {
        XCTAssertEqual(try parsed(["--reporter", "json", "--reporter=sarif"]).value("reporter"), "sarif")
    }

    func testTerminatorMakesDashedTextPositional() throws {
        XCTAssertEqual(try parsed(["--", "--strict", "-r"]).arguments("path"), ["--strict", "-r"])
    }

    func testHelpAndVersionWinEvenAfterMistakes() throws {
        XCTAssertEqual(try bind(["--bogus", "--help"]), .help)
        XCTAssertEqual(try bind(["-h"]), .help)
        XCTAssertEqual(try bind(["--version", "--bogus"]), .version)
        XCTAssertEqual(try parsed(["--", "--help"]).arguments("path"), ["--help"])
    }

    func testUnknownLongOptionSuggestsTheNearestName() {
        let error = usageError(["--reporer", "json"])
        XCTAssertEqual(error, .unknownOption("--reporer", suggestion: "--reporter"))
        XCTAssertEqual(error?.message, "Unknown option '--reporer'. Did you mean '--reporter'?")
    }

    func testUnknownOptionFarFromEveryNameHasNoSuggestion() {
        XCTAssertEqual(usageError(["--zzzzzzzz"])?.message, "Unknown option '--zzzzzzzz'.")
        XCTAssertEqual(usageError(["-q"]), .unknownOption("-q", suggestion: nil))
    }

    func testMissingValueNamesTheOptionSynopsis() {
        XCTAssertEqual(usageError(["--reporter"])?.message, "Missing value for '--reporter <reporter>'")
        XCTAssertEqual(usageError(["--reporter", "--strict"]), .missingValue("--reporter <reporter>"))
    }

    func testFlagGivenAValueIsRejected() {
        XCTAssertEqual(usageError(["--strict=yes"]), .unexpectedValue(option: "--strict"))
        XCTAssertEqual(usageError(["--help=1"]), .unexpectedValue(option: "--help"))
        XCTAssertEqual(usageError(["--version=x"]), .unexpectedValue(option: "--version"))
    }

    func testValueOutsideTheAllowedSetSuggestsTheNearest() {
        XCTAssertEqual(
            usageError(["--reporter", "jsno"])?.message,
            "The value 'jsno' is invalid for '--reporter <reporter>'. Did you mean 'json'?")
        XCTAssertEqual(
            usageError(["--reporter", "html"])?.message,
            "The value 'html' is invalid for '--reporter <reporter>'. Please provide one of 'xcode', 'json' and 'sarif'.")
    }

    func testMissingRequiredArgument() {
        XCTAssertEqual(usageError([], to: single)?.message, "Missing expected argument '<rule>'")
    }

    func testExtraArgumentIsUnexpected() {
        XCTAssertEqual(usageError(["a", "b"], to: single), .unexpectedArgument("b"))
    }
}
