import Foundation
import LabelCopyFormats
import LabelCopyTestSupport
import XCTest

@testable import LabelCopyCore

/// The words a locale's vocabulary is made of, and the counts `uses(allWordsOf:locale:)` reads.
final class LocaleVocabularyTests: XCTestCase {
    /// The definition the word splitter follows, scalar by scalar: runs of ASCII letters and of
    /// other alphabetic scalars and non-spacing marks, lowercased.
    private func referenceWords(_ text: String) -> [String] {
        var found: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            let isLetter =
                scalar.isASCII
                ? (("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar))
                : (scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark)
            if isLetter {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                found.append(current.lowercased())
                current = ""
            }
        }
        if !current.isEmpty { found.append(current.lowercased()) }
        return found
    }

    func testWordsAreRunsOfLettersLowercased() {
        XCTAssertEqual(LocaleVocabulary.words(in: "Open \"My File\"…"), ["open", "my", "file"])
        XCTAssertEqual(LocaleVocabulary.words(in: "x86_64 H264"), ["x", "h"])
        XCTAssertEqual(LocaleVocabulary.words(in: "Öffnen Sie die DATEI"), ["öffnen", "sie", "die", "datei"])
        // A combining accent stays in its word; a CJK run is one word; an emoji ends a word.
        XCTAssertEqual(LocaleVocabulary.words(in: "Cafe\u{301}s"), ["cafe\u{301}s"])
        XCTAssertEqual(LocaleVocabulary.words(in: "ファイルを開く"), ["ファイルを開く"])
        XCTAssertEqual(LocaleVocabulary.words(in: "Ok👍Go"), ["ok", "go"])
        XCTAssertEqual(LocaleVocabulary.words(in: "İSTANBUL"), ["İSTANBUL".lowercased()])
        XCTAssertEqual(LocaleVocabulary.words(in: ""), [])
        XCTAssertEqual(LocaleVocabulary.words(in: " 42 %@ "), [])
    }

    func testWordsMatchTheDefinitionOnGeneratedText() {
        let pieces = [
            "Save", "sAVE", " ", "é", "e\u{301}", "ß", "ΣΑΣ", "Дом", "日本", "١٢", "-", "'", "\u{200B}", "ǅ", "ﬁ", "9", "\t",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<6 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            XCTAssertEqual(LocaleVocabulary.words(in: text), referenceWords(text), "\(text.debugDescription)")
        }
    }

    func testEveryLetterIsLoweredAsStringLowercasedLowersIt() {
        // Planes 0 to 2 and 14: every script, the CJK extensions and the variation selectors.
        let ranges: [ClosedRange<UInt32>] = [0...0x2_FFFF, 0xE_0000...0xE_01EF]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            XCTAssertEqual(
                LocaleVocabulary.words(in: "A" + text + "b"), referenceWords("A" + text + "b"), "U+\(String(value, radix: 16))")
        }
    }

    func testAWordCountsOncePerValueAndOnlyInChangedValues() {
        let files = [
            LocaleFixture.strings("en", [("a", "Open Folder"), ("b", "File File"), ("c", "Speichern"), ("d", "New Folder")]),
            LocaleFixture.strings(
                "de", [("a", "Ordner öffnen"), ("b", "Datei Datei"), ("c", "Speichern"), ("d", "Neuer Ordner")]),
        ]
        let asked = ["Ordner", "Datei", "Öffnen", "Speichern"].flatMap { LocaleVocabulary.askedWords(of: $0) ?? [] }
        let vocabulary = LocaleVocabulary(
            project: LocalizationProject(files: files), asked: ["de": Set(asked), "fr": Set(asked)])
        // As the untranslated rule asks: the source's asked words, if any.
        func uses(allWordsOf text: String, locale: String) -> Bool {
            LocaleVocabulary.askedWords(of: text).map { vocabulary.uses($0, locale: locale) } ?? false
        }
        XCTAssertTrue(uses(allWordsOf: "Ordner", locale: "de"), "two translated values")
        XCTAssertFalse(uses(allWordsOf: "Datei", locale: "de"), "twice, but in one value")
        XCTAssertFalse(uses(allWordsOf: "Öffnen", locale: "de"), "one value only")
        XCTAssertFalse(uses(allWordsOf: "Speichern", locale: "de"), "only where the value repeats its source")
        XCTAssertFalse(uses(allWordsOf: "Ordner", locale: "fr"), "no French values")
    }

    /// Only the asked words are counted, each in as many values as `words(in:)` finds it in,
    /// whether the value is read as runs of ASCII letters or split into words; a word of three
    /// letters or fewer alone is never the locale's own.
    func testAskedWordsAreCountedAsTheWordsOfEachValueCountThem() {
        let pieces = [
            "File", "file", "OPEN", "open", "key", "Key", "folder", "k", "Ordner", " ", " ", "-", "é", "e\u{301}", "\u{301}",
            "日本", "ß", "İ", "\u{212A}", "\u{212A}ey", "👍", "9", "x86", "'", "\u{200B}", "Дом", "café", "\t",
        ]
        let askedSets: [Set<String>] = [["file", "open", "key", "k", "folder"], ["file", "café"], ["ordner"]]
        var generator = SeededGenerator(seed: 0xC0FF_EE00)
        for round in 0..<300 {
            let asked = askedSets[round % askedSets.count]
            var reader = LocaleVocabulary.AskedWordReader(words: asked)
            var model: [String: Int] = [:]
            for index in 0..<20 {
                var value = ""
                for _ in 0..<Int.random(in: 1...6, using: &generator) { value += pieces.randomElement(using: &generator)! }
                reader.read(value, index: index)
                for word in Set(LocaleVocabulary.words(in: value)) where asked.contains(word) { model[word, default: 0] += 1 }
            }
            for word in asked {
                XCTAssertEqual(reader.counts[word]?.values ?? 0, model[word] ?? 0, "\(word) in round \(round)")
            }
            XCTAssertEqual(Set(reader.counts.keys), asked)
        }
        XCTAssertNil(LocaleVocabulary.askedWords(of: "On Air"))
        XCTAssertEqual(LocaleVocabulary.askedWords(of: "Open File"), ["open", "file"])
    }

    /// A locale may be "" (an XLIFF with an empty target language): its values are counted even
    /// when they come first.
    func testAnEmptyLocaleIsCountedToo() {
        let files = [
            LocaleFixture.strings("en", [("a", "Open Dashboard"), ("b", "Dashboard Settings"), ("c", "Dashboard")]),
            LocaleFixture.strings("", [("a", "Dashboard öffnen"), ("b", "Dashboard-Einstellungen"), ("c", "Dashboard")]),
        ]
        let project = LocalizationProject(files: files)
        XCTAssertEqual(project.locales.first, "")
        let vocabulary = LocaleVocabulary(project: project, asked: ["": ["dashboard"]])
        XCTAssertTrue(vocabulary.uses(["dashboard"], locale: ""))
    }
}
