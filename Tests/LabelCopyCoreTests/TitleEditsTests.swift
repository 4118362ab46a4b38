import XCTest

@testable import LabelCopyCore

/// Title edits kept in caller-owned room, on the heap, and spilling from one to the other
/// all give the same text.
final class TitleEditsTests: XCTestCase {
    private let source = Array("add to the cart now".utf8)

    private func record(_ edits: inout TitleEdits) {
        source.withUnsafeBufferPointer { source in
            edits.capitalize(0..<3, lowerRest: false, in: source)
            edits.replace(7..<10, with: Array("THE".utf8))
            edits.capitalize(11..<15, lowerRest: true, in: source)
            edits.capitalize(16..<19, lowerRest: false, in: source)
        }
    }

    private func apply(_ edits: TitleEdits, spellings: [[UInt8]] = []) -> String? {
        source.withUnsafeBufferPointer { edits.apply(to: $0, spellings: spellings) }
    }

    func testEveryStorageGivesTheSameText() {
        var heap = TitleEdits()
        record(&heap)
        XCTAssertEqual(apply(heap), "Add to THE Cart Now")
        for room in 0...5 {
            withUnsafeTemporaryAllocation(of: TitleEdits.Edit.self, capacity: room) { scratch in
                var edits = TitleEdits(scratch: scratch)
                record(&edits)
                XCTAssertEqual(apply(edits), "Add to THE Cart Now", "room for \(room)")
            }
        }
    }

    func testNoEditsGiveNoText() {
        var edits = TitleEdits()
        let spellings = [Array("add".utf8)]
        source.withUnsafeBufferPointer { source in
            edits.spell(0..<3, 0, spellings: spellings, in: source)
            edits.lower(4..<6, in: source)
        }
        XCTAssertTrue(edits.isEmpty, "a spelling already written, a word already lowercase are no edits")
        XCTAssertNil(apply(edits, spellings: spellings))
    }

    func testSpellingsOfAnotherLengthShiftTheRest() {
        var edits = TitleEdits()
        let spellings = [Array("THE".utf8), Array("cart’s".utf8)]
        source.withUnsafeBufferPointer { source in
            edits.spell(7..<10, 0, spellings: spellings, in: source)
            edits.spell(11..<15, 1, spellings: spellings, in: source)
            edits.capitalize(16..<19, lowerRest: true, in: source)
        }
        XCTAssertEqual(apply(edits, spellings: spellings), "add to THE cart’s Now")
    }

    func testOverlappingAndOutOfRangeEditsAreNotWritten() {
        var edits = TitleEdits()
        source.withUnsafeBufferPointer { source in
            edits.capitalize(4..<10, lowerRest: false, in: source)
            edits.capitalize(7..<10, lowerRest: false, in: source)
            edits.capitalize(16..<40, lowerRest: false, in: source)
            edits.spell(11..<15, 7, spellings: [], in: source)
        }
        edits.record(16..<40, .lowercase)
        XCTAssertEqual(apply(edits), "add To the cart now")
    }

    func testNonASCIIWordsAreCasedByScalar() {
        let word = Array("élan ǆungla щит".utf8)
        var edits = TitleEdits()
        word.withUnsafeBufferPointer { source in
            edits.capitalize(0..<5, lowerRest: false, in: source)
            edits.capitalize(6..<13, lowerRest: false, in: source)
            edits.capitalize(14..<20, lowerRest: false, in: source)
        }
        XCTAssertEqual(word.withUnsafeBufferPointer { edits.apply(to: $0, spellings: []) }, "Élan ǅungla щит")
    }
}
