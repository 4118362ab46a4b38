import LabelCopyFormats
import XCTest

final class PathLocaleTests: XCTestCase {
    func testLocalesFromPaths() {
        let cases: [(String, String?)] = [
            ("App/de.lproj/Localizable.strings", "de"), ("App/pt-BR.lproj/Localizable.strings", "pt-BR"),
            ("App/pt_PT.lproj/Localizable.strings", "pt-PT"), ("App/zh-Hans.lproj/Localizable.strings", "zh-Hans"),
            ("App/zh_TW.lproj/Localizable.strings", "zh-TW"), ("App/English.lproj/Localizable.strings", "en"),
            ("App/German.lproj/Localizable.strings", "de"), ("App/Base.lproj/Main.strings", "Base"),
            ("App/mul.lproj/Main.xcstrings", "mul"), ("res/values/strings.xml", nil), ("res/values-de/strings.xml", "de"),
            ("res/values-pt-rBR/strings.xml", "pt-BR"), ("res/values-b+sr+Latn/strings.xml", "sr-Latn"),
            ("res/values-in/strings.xml", "id"), ("res/values-night/strings.xml", nil), ("po/de.po", "de"),
            ("po/pt_BR.po", "pt-BR"), ("po/sr@latin.po", "sr-Latn"), ("App/Localizable.strings", nil),
            ("App/de.lproj/Sub/Localizable.strings", "de"),
            // An .lproj folder that names no locale holds text of an undetermined language.
            ("App/Greek.lproj/Localizable.strings", "el"), ("App/Hebrew.lproj/Localizable.strings", "he"),
            ("App/Old Stuff.lproj/Localizable.strings", "und"), ("App/Resources.lproj/Main.strings", "und"),
        ]
        for (path, locale) in cases {
            XCTAssertEqual(PathLocale.locale(forPath: path), locale, path)
        }
    }

    func testSourceLanguageMatching() {
        XCTAssertTrue(PathLocale.isSource("en"))
        XCTAssertTrue(PathLocale.isSource("en-GB"))
        XCTAssertTrue(PathLocale.isSource("EN-au"))
        XCTAssertTrue(PathLocale.isSource("Base"))
        XCTAssertTrue(PathLocale.isSource(nil), "a file outside any localization folder is the development language's")
        XCTAssertFalse(PathLocale.isSource("de"))
        XCTAssertFalse(PathLocale.isSource("eng"), "a different language code that starts the same is not a regional variant")
        XCTAssertTrue(PathLocale.isSource("de-AT", sourceLanguage: "de"))
        XCTAssertFalse(PathLocale.isSource("en", sourceLanguage: "de"))
        XCTAssertFalse(PathLocale.isSource(PathLocale.locale(forPath: "App/Old Stuff.lproj/Localizable.strings")))
    }
}
