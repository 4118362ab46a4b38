import XCTest

@testable import LabelCopyCore

/// Title edits written in place or shifted, in caller-owned room of any size, give the text
/// they describe, and never write outside the title.
final class TitleEditsTests: XCTestCase {
    private let source = Array("add to the cart now".utf8)

    private func edits(
        room: Int = 8, _ record: (inout TitleEdits, UnsafeBufferPointer<UInt8>) -> Void, on text: [UInt8]? = nil,
        spellings: [[UInt8]] = []
    ) -> (text: String?, complete: Bool) {
        let text = text ?? source
        return text.withUnsafeBufferPointer { source in
            withUnsafeTemporaryAllocation(of: TitleEdits.Edit.self, capacity: room) { scratch in
                var edits = TitleEdits(scratch: scratch)
                record(&edits, source)
                return (edits.apply(to: source) { spellings }, !edits.isIncomplete)
            }
        }
    }

    func testCaseChangesAreWrittenInPlace() {
        let result = edits { edits, source in
            edits.capitalize(0..<3, lowerRest: false, in: source)
            edits.capitalize(11..<15, lowerRest: true, in: source)
            edits.capitalize(16..<19, lowerRest: false, in: source)
        }
        XCTAssertEqual(result.text, "Add to the Cart Now")
        XCTAssertTrue(result.complete)
    }

    func testLongWordsAndCapitalsAreLoweredWhole() {
        let title = Array("OPEN THE CONFIGURATIONPANEL NOW".utf8)
        let result = edits(
            { edits, source in
                edits.capitalize(0..<4, lowerRest: true, in: source)
                edits.lower(5..<8, in: source)
                edits.capitalize(9..<27, lowerRest: true, in: source)
                edits.capitalize(28..<31, lowerRest: true, in: source)
            }, on: title)
        XCTAssertEqual(result.text, "Open the Configurationpanel Now")
    }

    func testRoomTooSmallIsReported() {
        for room in 0...3 {
            let result = edits(room: room) { edits, source in
                edits.capitalize(0..<3, lowerRest: false, in: source)
                edits.capitalize(11..<15, lowerRest: false, in: source)
                edits.capitalize(16..<19, lowerRest: false, in: source)
            }
            XCTAssertEqual(result.complete, room >= 3, "room for \(room)")
        }
    }

    func testNoEditsGiveNoText() {
        let result = edits(
            { edits, source in
                edits.spell(0..<3, 0, spellings: [Array("add".utf8)], in: source)
                edits.lower(4..<6, in: source)
                edits.lower(7..<10, in: source)
                edits.record(11..<11, .lowercase)
            }, spellings: [Array("add".utf8)])
        XCTAssertNil(result.text, "a spelling already written, words already lowercase and an empty range are no edits")
    }

    func testSpellingsOfAnotherLengthShiftTheRest() {
        let spellings = [Array("THE".utf8), Array("cart’s".utf8)]
        let result = edits(
            { edits, source in
                edits.spell(7..<10, 0, spellings: spellings, in: source)
                edits.spell(11..<15, 1, spellings: spellings, in: source)
                edits.capitalize(16..<19, lowerRest: true, in: source)
            }, spellings: spellings)
        XCTAssertEqual(result.text, "add to THE cart’s Now")
    }

    func testOverlappingAndOutOfRangeEditsAreNotWritten() {
        let result = edits { edits, source in
            edits.capitalize(4..<10, lowerRest: false, in: source)
            edits.capitalize(7..<10, lowerRest: false, in: source)
            edits.capitalize(16..<40, lowerRest: false, in: source)
            edits.spell(11..<15, 7, spellings: [], in: source)
            edits.record(16..<40, .lowercase)
        }
        XCTAssertEqual(result.text, "add To the cart now")
    }

    func testNonASCIIWordsAreCasedByScalar() {
        let result = edits(
            { edits, source in
                edits.capitalize(0..<5, lowerRest: false, in: source)
                edits.capitalize(6..<13, lowerRest: false, in: source)
                edits.capitalize(14..<20, lowerRest: false, in: source)
                edits.lower(21..<30, in: source)
            }, on: Array("élan ǆungla щит İSTANBUL".utf8))
        XCTAssertEqual(result.text, "Élan ǅungla щит i̇stanbul")
    }
}
