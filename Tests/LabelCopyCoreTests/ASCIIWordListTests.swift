import XCTest

@testable import LabelCopyCore

/// The byte word list answers exactly as a set of lowercased strings does, for words that fit
/// its packed keys (up to eight bytes) and for longer ones.
final class ASCIIWordListTests: XCTestCase {
    private let words: Set<String> = [
        "a", "to", "fee", "data", "notes", "billing", "settings", "following", "permissions", "café",
        "responsibilities", "internationalization", "Mixed",
    ]

    func testAgreesWithTheSetOnListedAndUnlistedWords() {
        let list = ASCIIWordList(words)
        let probes = [
            "a", "A", "b", "to", "TO", "tO", "t", "fee", "Fee", "fed", "data", "DATA", "date", "notes", "Notes",
            "noteS", "billing", "Billing", "billinG", "billin", "settings", "Settings", "SETTINGS", "setting",
            "settingz", "following", "Following", "followinh", "permissions", "Permissions", "permission",
            "café", "Café", "caf", "cafe", "", "to ", " to", "t\u{0}", "\u{0}", "@to", "[to",
            "responsibilities", "Responsibilities", "responsibilitieS", "responsibilitie", "responsibilitiesx",
            "internationalization", "INTERNATIONALIZATION", "internationalizatioN", "internationalizatiom",
            "mixed", "Mixed", "MIXED",
        ]
        for probe in probes {
            let bytes = Array(probe.utf8)
            // A listed word with a capital is never matched: the title's letters are lowered.
            let lowered = probe.lowercased()
            let expected = words.contains(lowered) && probe.utf8.allSatisfy { $0 < 0x80 } && lowered != "mixed"
            XCTAssertEqual(list.contains(bytes, 0..<bytes.count), expected, probe)
        }
    }

    func testReadsOnlyTheGivenRange() {
        let list = ASCIIWordList(words)
        let bytes = Array("xxSettingsyy".utf8)
        XCTAssertTrue(list.contains(bytes, 2..<10))
        XCTAssertFalse(list.contains(bytes, 1..<10))
        XCTAssertFalse(list.contains(bytes, 2..<11))
        XCTAssertFalse(list.contains(bytes, 5..<40))
        XCTAssertFalse(list.contains(bytes, 3..<3))
    }
}
