import Foundation
import XCTest

@testable import labelcopy

final class TerminalTests: XCTestCase {
    func testPipesNeverGetColour() {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        XCTAssertFalse(Terminal.detect(descriptor: descriptors[1], environment: { _ in nil }).usesColor)
    }

    func testTerminalsGetColourUnlessNoColorHasAValueOrTheTerminalIsDumb() throws {
        let terminal = try XCTUnwrap(PseudoTerminal.open(), "no pseudo-terminal available")
        defer {
            close(terminal.secondary)
            close(terminal.primary)
        }
        XCTAssertTrue(Terminal.detect(descriptor: terminal.secondary, environment: { _ in nil }).usesColor)
        for value in ["0", "1"] {
            let detected = Terminal.detect(descriptor: terminal.secondary, environment: { $0 == "NO_COLOR" ? value : nil })
            XCTAssertFalse(detected.usesColor, "NO_COLOR=\(value)")
        }
        // no-color.org: an empty NO_COLOR is as if it were not set.
        let empty = Terminal.detect(descriptor: terminal.secondary, environment: { $0 == "NO_COLOR" ? "" : nil })
        XCTAssertTrue(empty.usesColor)
        let dumb = Terminal.detect(descriptor: terminal.secondary, environment: { $0 == "TERM" ? "dumb" : nil })
        XCTAssertFalse(dumb.usesColor)
        let xterm = Terminal.detect(descriptor: terminal.secondary, environment: { $0 == "TERM" ? "xterm-256color" : nil })
        XCTAssertTrue(xterm.usesColor)
    }

    func testPaintLeavesTextAloneWithoutColour() {
        XCTAssertEqual(Terminal(usesColor: false).paint("error", .boldRed), "error")
        XCTAssertEqual(Terminal(usesColor: true).paint("error", .boldRed), "\u{1B}[1;31merror\u{1B}[0m")
        XCTAssertEqual(Terminal(usesColor: true).paint("", .boldRed), "")
    }
}
