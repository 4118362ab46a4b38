import Foundation
import LabelCopyFormats
import XCTest

/// Rewriting `.strings` values keeps each value's quoting valid: Foundation's property list
/// parser, the oracle, reads every rewritten file back with the new values.
final class StringsRewriteTests: XCTestCase {
    private let source = """
        /* Quoted with apostrophes and left bare, as old-style property lists allow. */
        "double" = "Save...";
        'single' = 'don\\'t save';
        bare = Save;
        "bare.path" = Documents/Inbox;
        'key' = "Mixed";

        """

    private func rewrite(_ values: [String: String]) throws -> (bytes: [UInt8], read: [String: String]) {
        let file = try StringsReader.parse(Array(source.utf8), path: "en.lproj/Localizable.strings")
        let changes = file.entries.compactMap { entry in values[entry.key].map { (entry: entry, newValue: $0) } }
        XCTAssertEqual(changes.count, values.count)
        let bytes = try file.rewriting(changes)
        let read = try XCTUnwrap(
            try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: String])
        return (bytes, read)
    }

    func testEveryQuotingTakesValuesThatNeedEscaping() throws {
        let values = [
            "double": "Save \"All\"…", "single": "Don't Save", "bare": "Save All…", "bare.path": "Open 'Inbox'", "key": "It's \\ Mixed",
        ]
        let (bytes, read) = try rewrite(values)
        XCTAssertEqual(read, values)
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("'single' = 'Don\\'t Save';"), text)
        XCTAssertTrue(text.contains("bare = \"Save All…\";"), text)
        XCTAssertTrue(text.contains("\"double\" = \"Save \\\"All\\\"…\";"), text)
        // Untouched lines keep their bytes.
        XCTAssertTrue(text.hasPrefix("/* Quoted with apostrophes and left bare, as old-style property lists allow. */\n"), text)
    }

    func testABareValueThatStaysABareWordIsNotQuoted() throws {
        let (bytes, read) = try rewrite(["bare": "Saved", "bare.path": "Documents/Outbox"])
        XCTAssertEqual(read["bare"], "Saved")
        XCTAssertEqual(read["bare.path"], "Documents/Outbox")
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("bare = Saved;\n\"bare.path\" = Documents/Outbox;"), text)
    }

    func testAnEmptyValueOverABareWordIsQuoted() throws {
        let (_, read) = try rewrite(["bare": ""])
        XCTAssertEqual(read["bare"], "")
    }
}
