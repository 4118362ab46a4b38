import LabelCopyFormats
import XCTest

/// An error that quotes megabytes of a file keeps its start and end, not the megabytes.
final class FormatErrorTests: XCTestCase {
    func testLongMessagesKeepTheirStartAndEnd() throws {
        let name = String(repeating: "n", count: 2_000_000)
        let full = "the value of 'k' must be a <dict>, not <\(name)/>"
        let error = FormatError(full, path: "a.stringsdict", line: 3, column: 9)
        XCTAssertLessThan(error.message.count, 400)
        XCTAssertTrue(error.message.hasPrefix("the value of 'k' must be a <dict>, not <nnn"), error.message)
        XCTAssertTrue(error.message.hasSuffix("nnn/>"), error.message)
        XCTAssertTrue(error.message.contains(" …(\(full.count - 340) characters left out)… "), error.message)
        XCTAssertEqual(error.location, SourceLocation(path: "a.stringsdict", line: 3, column: 9))
        // Messages of ordinary length, and ones of many bytes but few characters, stay whole.
        XCTAssertEqual(FormatError("missing ';' after the value", path: "x").message, "missing ';' after the value")
        let wide = String(repeating: "😀", count: 150)
        XCTAssertEqual(FormatError("element <\(wide)>", path: "x").message, "element <\(wide)>")
        // A reader's error goes through the same shortening.
        let bytes = Array(("<plist version=\"1.0\"><dict><key>k</key><" + String(repeating: "n", count: 100_000) + "/></dict></plist>").utf8)
        XCTAssertThrowsError(try StringsdictReader.parse(bytes, path: "en.lproj/a.stringsdict")) { error in
            let message = (error as? FormatError)?.message ?? ""
            XCTAssertLessThan(message.count, 400, message)
            XCTAssertTrue(message.contains("characters left out"), message)
        }
    }
}
