import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// Pairing translations with their source, format by format.
final class LocaleProjectTests: XCTestCase {
    func testStringsTablesPairByFolderAndKey() {
        let project = LocalizationProject(files: [
            LocaleFixture.strings("de", [("a", "Sichern"), ("orphan", "Nur hier")]),
            LocaleFixture.strings("en", [("a", "Save"), ("b", "Open")]),
            LocaleFixture.strings("de", [("a", "Anderes")], table: "Other"),
        ])
        XCTAssertEqual(project.pairs.map(\.entry.value), ["Sichern"], "another table and keys the source lacks stay unpaired")
        XCTAssertEqual(project.pairs.first?.source.value, "Save")
        XCTAssertEqual(project.pairs.first?.locale, "de")
    }

    func testDevelopmentLanguageWinsOverBase() {
        let project = LocalizationProject(files: [
            LocaleFixture.strings("Base", [("a", "From Base"), ("b", "Only Base")]),
            LocaleFixture.strings("en", [("a", "From en")]),
            LocaleFixture.strings("fr", [("a", "Depuis"), ("b", "Seulement")]),
        ])
        XCTAssertEqual(project.pairs.map(\.source.value), ["From en", "Only Base"])
    }

    func testAndroidValuesFoldersPair() {
        func file(_ folder: String, _ locale: String?, _ value: String) -> LocalizationFile {
            let path = "app/src/main/res/\(folder)/strings.xml"
            let entry = LocaleFixture.entry(
                "download", value, path: path, locale: locale, isSource: PathLocale.isSource(locale), format: .androidXML)
            return LocalizationFile(path: path, format: .androidXML, locale: locale, entries: [entry], document: nil)
        }
        let project = LocalizationProject(files: [file("values", nil, "Download"), file("values-pt-rBR", "pt-BR", "Baixar")])
        XCTAssertEqual(project.pairs.count, 1)
        XCTAssertEqual(project.pairs.first?.source.value, "Download")
        XCTAssertEqual(project.pairs.first?.language, "pt")
    }

    func testCarriedSourceTextPairsGettextAndXLIFF() {
        let po = LocalizationFile(
            path: "po/ru.po", format: .gettext, locale: "ru",
            entries: [
                LocaleFixture.entry(
                    "%d file", "%d файл", path: "po/ru.po", locale: "ru", isSource: false, format: .gettext, category: "0",
                    sourceText: "%d file"),
                LocaleFixture.entry(
                    "%d file", "%d файла", path: "po/ru.po", locale: "ru", isSource: false, format: .gettext, category: "1",
                    sourceText: "%d files"),
            ], document: nil)
        let xliff = LocalizationFile(
            path: "de.xliff", format: .xliff, locale: "de",
            entries: [
                LocaleFixture.entry(
                    "id1", "Öffnen", path: "de.xliff", locale: "de", isSource: false, format: .xliff, sourceText: "Open")
            ],
            document: nil)
        let project = LocalizationProject(files: [po, xliff])
        XCTAssertEqual(project.pairs.map(\.source.value), ["Open", "%d file", "%d files"])
        XCTAssertEqual(Set(project.pairs[1].sourceVariants), ["%d file", "%d files"])
    }

    func testPluralVariantsFallBackToOther() {
        let project = LocalizationProject(files: [
            LocaleFixture.stringsdict("en", ["one": "One file", "other": "%d files"]),
            LocaleFixture.stringsdict("ru", ["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"]),
        ])
        let byCategory = Dictionary(
            uniqueKeysWithValues: project.pairs.compactMap { pair in
                pair.entry.pluralCategory.map { ($0, pair.source.value) }
            })
        XCTAssertEqual(byCategory, ["one": "One file", "few": "%d files", "many": "%d files", "other": "%d files"])
        XCTAssertEqual(Set(project.pairs.last?.sourceVariants ?? []), ["One file", "%d files"])
    }

    func testCatalogPairsInsideTheFile() {
        let path = "Localizable.xcstrings"
        func unit(_ locale: String, _ value: String, category: String? = nil) -> LocalizationEntry {
            LocaleFixture.entry(
                "%lld items", value, path: path, locale: locale, isSource: locale == "en", format: .xcstrings, category: category,
                sourceText: locale == "en" ? nil : "%lld items")
        }
        let file = LocalizationFile(
            path: path, format: .xcstrings, locale: nil, sourceLanguage: "en",
            entries: [
                unit("en", "%lld item", category: "one"), unit("en", "%lld items", category: "other"),
                unit("pl", "%lld elementy", category: "few"),
            ],
            document: nil)
        let project = LocalizationProject(files: [file])
        XCTAssertEqual(project.pairs.map(\.source.value), ["%lld items"])
    }

    func testTableIDsIgnoreTheLocaleFolder() {
        XCTAssertEqual(SourceIndex.tableID(of: "a/de.lproj/Main.strings"), SourceIndex.tableID(of: "a/Base.lproj/Main.strings"))
        XCTAssertEqual(SourceIndex.tableID(of: "res/values-de/strings.xml"), SourceIndex.tableID(of: "res/values/strings.xml"))
        XCTAssertNotEqual(SourceIndex.tableID(of: "a/de.lproj/Main.strings"), SourceIndex.tableID(of: "b/de.lproj/Main.strings"))
        XCTAssertNil(SourceIndex.tableID(of: "po/de.po"))
    }
}

/// Storyboard catalogs keep their English text in the Interface Builder comment.
final class LocaleStoryboardTests: XCTestCase {
    func testCommentGivesClassAndText() throws {
        let comment = try XCTUnwrap(
            InterfaceBuilderComment.parse(#"Class = "NSMenuItem"; title = "Print \"All\"…"; ObjectID = "aTl-1u-JFS";"#))
        XCTAssertEqual(comment.className, "NSMenuItem")
        XCTAssertEqual(comment.originalText, "Print \"All\"…")
        XCTAssertNil(InterfaceBuilderComment.parse("A note for translators"))
        XCTAssertNil(InterfaceBuilderComment.parse(#"Class = "NSView"; ObjectID = "x";"#)?.originalText)
    }

    func testCatalogWithoutSourceUnitsPairsWithTheCommentText() {
        let path = "mul.lproj/Main.xcstrings"
        var template = LocaleFixture.entry(
            "aTl-1u-JFS.title", "aTl-1u-JFS.title", path: path, locale: "en", isSource: true, format: .xcstrings)
        template.comment = #"Class = "NSMenuItem"; title = "Print…"; ObjectID = "aTl-1u-JFS";"#
        var french = template
        french.locale = "fr"
        french.value = "Imprimer"
        french.isSource = false
        french.sourceText = template.key
        let file = LocalizationFile(
            path: path, format: .xcstrings, locale: nil, sourceLanguage: "en", entries: [template, french], document: nil)
        let project = LocalizationProject(files: [file])
        XCTAssertEqual(project.pairs.first?.source.value, "Print…")
        XCTAssertEqual(project.pairs.first?.source.interfaceBuilderClass, "NSMenuItem")
        XCTAssertEqual(EllipsisConsistencyRule().check(project).first?.replacement, "Imprimer…")
    }
}

/// Catalog substitutions a translation names its own way.
final class LocaleSubstitutionTests: XCTestCase {
    func testRenamedSubstitutionIsNotPairedWithTheWholeFormat() {
        let path = "Localizable.xcstrings"
        let key = "posts %lld"
        func unit(_ locale: String, _ value: String, variable: String?, category: String?) -> LocalizationEntry {
            LocaleFixture.entry(
                key, value, path: path, locale: locale, isSource: locale == "en", format: .xcstrings, category: category,
                variable: variable, sourceText: locale == "en" ? nil : "%#@arg1@")
        }
        let file = LocalizationFile(
            path: path, format: .xcstrings, locale: nil, sourceLanguage: "en",
            entries: [
                unit("en", "%#@arg1@", variable: nil, category: nil), unit("en", "%arg post", variable: "arg1", category: "one"),
                unit("en", "%arg posts", variable: "arg1", category: "other"),
                unit("de", "%#@count@", variable: nil, category: nil),
                unit("de", "%arg Beiträge", variable: "count", category: "other"),
                unit("de", "%arg Beitrag", variable: "arg1", category: "one"),
            ], document: nil)
        let project = LocalizationProject(files: [file])
        XCTAssertEqual(project.pairs.map(\.entry.value), ["%#@count@", "%arg Beitrag"])
        XCTAssertEqual(project.pairs.map(\.source.value), ["%#@arg1@", "%arg post"])
        XCTAssertTrue(PlaceholderMismatchRule().check(project).isEmpty)
    }
}
