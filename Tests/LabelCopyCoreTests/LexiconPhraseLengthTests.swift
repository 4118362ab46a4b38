import XCTest

@testable import LabelCopyCore

/// The first word of a fixed phrase or multi-word term records how many words it can start,
/// and title case finds phrases and terms of every length with those records alone.
final class LexiconPhraseLengthTests: XCTestCase {
    private let lexicon = Lexicon(lists: [
        "fixed-phrases": "Sign in with Apple\n",
        "canonical-terms": "Face ID\nSign In Sheet Pro Max\nApple Pay\n",
        "verbs": "sign\nuse\n",
    ])

    func testFirstWordsCarryTheWordCountsOfTheirKeys() {
        let sign = lexicon.info("sign").classes
        XCTAssertTrue(sign.contains(.startsFourWords))
        XCTAssertTrue(sign.contains(.startsFiveOrMoreWords))
        XCTAssertFalse(sign.contains(.startsTwoWords))
        XCTAssertFalse(sign.contains(.startsThreeWords))
        XCTAssertTrue(sign.contains(.verb))

        let face = lexicon.info("Face").classes
        XCTAssertTrue(face.contains(.startsTwoWords))
        XCTAssertTrue(face.isDisjoint(with: [.startsThreeWords, .startsFourWords, .startsFiveOrMoreWords]))
        XCTAssertTrue(lexicon.info("apple").classes.contains(.startsTwoWords))
    }

    func testLaterWordsAndSingleWordsCarryNoCount() {
        let counts: WordClass = [.startsTwoWords, .startsThreeWords, .startsFourWords, .startsFiveOrMoreWords]
        XCTAssertTrue(lexicon.info("with").classes.isDisjoint(with: counts))
        XCTAssertTrue(lexicon.info("id").classes.isDisjoint(with: counts))
        XCTAssertTrue(lexicon.info("use").classes.isDisjoint(with: counts))
        XCTAssertEqual(lexicon.info("zorble").classes, [])
    }

    func testFlagForEachWordCount() {
        XCTAssertEqual(WordClass.starts(words: 0), [])
        XCTAssertEqual(WordClass.starts(words: 1), [])
        XCTAssertEqual(WordClass.starts(words: 2), .startsTwoWords)
        XCTAssertEqual(WordClass.starts(words: 3), .startsThreeWords)
        XCTAssertEqual(WordClass.starts(words: 4), .startsFourWords)
        XCTAssertEqual(WordClass.starts(words: 5), .startsFiveOrMoreWords)
        XCTAssertEqual(WordClass.starts(words: 12), .startsFiveOrMoreWords)
    }

    func testPhrasesAndTermsOfEveryLengthAreStillFound() {
        let caser = TitleCaser(lexicon: lexicon)
        XCTAssertEqual(caser.titleCased("SIGN IN WITH APPLE"), "Sign in with Apple")
        XCTAssertEqual(caser.titleCased("use face id"), "Use Face ID")
        XCTAssertEqual(caser.titleCased("sign in sheet pro max"), "Sign In Sheet Pro Max")
        XCTAssertEqual(caser.titleCased("use apple pay"), "Use Apple Pay")
        // Tabs and doubled spaces between the words are one space to the look-up; the term's
        // spelling replaces the whole run.
        XCTAssertEqual(caser.titleCased("use face \t id"), "Use Face ID")
    }
}
