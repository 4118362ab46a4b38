import XCTest

@testable import LabelCopyCore
import LabelCopyTestSupport

/// The index finds every key it was built with, by every look-up path, and nothing else: keys that
/// share their first eight or sixteen bytes, differ only in length, or are empty stay apart.
final class WordIndexTableTests: XCTestCase {
    func testEveryKeyIsFoundAndNearMissesAreNot() {
        var generator = SeededGenerator(state: 2_026_1130_21)
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789' ".utf8)
        var entries: [[UInt8]: WordInfo] = [[]: WordInfo(classes: .noun, term: 7)]
        for number in 0..<3_000 {
            let length = Int.random(in: 1...40, using: &generator)
            var key = (0..<length).map { _ in letters.randomElement(using: &generator) ?? 0x61 }
            // Keys alike in their first eight or sixteen bytes, or one a prefix of another.
            if number % 3 == 1, let other = entries.keys.randomElement(using: &generator) { key = other + [0x61] }
            if number % 3 == 2, let other = entries.keys.randomElement(using: &generator), other.count > 1 {
                key = other
                key[key.count - 1] = key[key.count - 1] == 0x7A ? 0x79 : 0x7A
            }
            entries[WordIndex.normalize(key)] = WordInfo(classes: .verb, term: Int32(number), phrase: -1)
        }
        let index = WordIndex(entries: entries)
        XCTAssertEqual(index.count, entries.count)
        for (key, info) in entries {
            XCTAssertEqual(index.lookup(normalized: key), info, String(decoding: key, as: UTF8.self))
            if !key.isEmpty {
                XCTAssertEqual(index.lookup(key, 0..<key.count), info, String(decoding: key, as: UTF8.self))
            }
            if !key.isEmpty, !key.contains(0x20), !key.contains(0x27) {
                XCTAssertEqual(index.lookupWord(key, 0..<key.count).info, info, String(decoding: key, as: UTF8.self))
            }
            for miss in [key + [0x2D], Array(key.dropLast()), [0x2D] + key] where entries[miss] == nil {
                XCTAssertNil(index.lookup(normalized: miss), String(decoding: miss, as: UTF8.self))
            }
        }
    }
}
