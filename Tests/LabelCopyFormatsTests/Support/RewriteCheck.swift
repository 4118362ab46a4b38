import LabelCopyFormats
import XCTest

/// Round-trip checks shared by the readers' corpus and fixture tests.
enum RewriteCheck {
    /// A changed value that needs escaping in every format (quote, backslash, tab, non-ASCII).
    static func changed(_ value: String) -> String {
        value + " \"Q\"\\\t✓"
    }

    /// Rewriting every entry with its own value gives the original bytes; rewriting every other
    /// rewritable entry with a changed value reads back as that value, keeps the line count,
    /// and leaves every other entry as it was. Returns the number of entries changed.
    @discardableResult
    static func check(
        _ file: LocalizationFile, bytes: [UInt8], reparse: ([UInt8]) throws -> LocalizationFile,
        file source: StaticString = #filePath, line: UInt = #line
    ) throws -> Int {
        let same = try file.rewriting(file.entries.filter { $0.valueRange != nil }.map { ($0, $0.value) })
        XCTAssertEqual(same, bytes, "\(file.path): rewriting with the same values changed the bytes", file: source, line: line)

        let candidates = file.entries.indices.filter { file.entries[$0].valueRange != nil }
        var changedRanges = Set<Range<Int>>()
        var changes: [(entry: LocalizationEntry, newValue: String)] = []
        for (position, index) in candidates.enumerated() where position % 2 == 0 {
            let entry = file.entries[index]
            guard let range = entry.valueRange, changedRanges.insert(range).inserted else { continue }
            changes.append((entry, changed(entry.value)))
        }
        let rewritten = try file.rewriting(changes)
        let reread = try reparse(rewritten)
        XCTAssertEqual(reread.entries.count, file.entries.count, "\(file.path): entry count", file: source, line: line)
        XCTAssertEqual(
            reread.document?.lineStarts.count, file.document?.lineStarts.count, "\(file.path): line count", file: source,
            line: line)
        XCTAssertEqual(reread.document?.encoding, file.document?.encoding, "\(file.path): encoding", file: source, line: line)
        for (old, new) in zip(file.entries, reread.entries) {
            let wasChanged = old.valueRange.map { changedRanges.contains($0) } == true
            let expected = wasChanged ? changed(old.value) : old.value
            // An untranslated po message's value is its msgid (or msgid_plural): editing it edits the key.
            let keyMayChange = old.format == .gettext && old.isSource
            if new.value != expected || (!keyMayChange && new.key != old.key) {
                XCTFail(
                    "\(file.path): \(old.key) read back as \(new.value.debugDescription), expected \(expected.debugDescription)",
                    file: source, line: line)
                break
            }
        }
        return changes.count
    }
}
