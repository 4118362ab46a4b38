import XCTest

@testable import LabelCopyCore

/// Title edits kept in caller-owned room, on the heap, and spilling from one to the other
/// all give the same text.
final class TitleEditsTests: XCTestCase {
    private let source = Array("add to the cart now".utf8)

    private func record(_ edits: inout TitleEdits) {
        edits.change(0..<3, .capitalize(lowerRest: false))
        edits.replace(7..<10, with: Array("THE".utf8), in: source)
        edits.change(11..<15, .capitalize(lowerRest: true))
        edits.change(16..<19, .capitalize(lowerRest: false))
    }

    func testEveryStorageGivesTheSameText() {
        var heap = TitleEdits()
        record(&heap)
        XCTAssertEqual(heap.apply(to: source), "Add to THE Cart Now")
        for room in 0...5 {
            withUnsafeTemporaryAllocation(of: TitleEdits.Edit.self, capacity: room) { scratch in
                var edits = TitleEdits(scratch: scratch)
                record(&edits)
                XCTAssertEqual(edits.apply(to: source), "Add to THE Cart Now", "room for \(room)")
                edits.deinitialize()
            }
        }
    }

    func testNoEditsGiveNoText() {
        var edits = TitleEdits()
        edits.replace(0..<3, with: Array("add".utf8), in: source)
        XCTAssertTrue(edits.isEmpty, "replacing bytes with the same bytes is no edit")
        XCTAssertNil(edits.apply(to: source))
    }
}
