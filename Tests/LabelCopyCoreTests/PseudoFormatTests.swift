import Foundation
import LabelCopyFormats
import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// Pseudo copies of each format parse with the same reader, keep every key and variant, and
/// keep every value's placeholders.
final class PseudoFormatTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let corpora = root.appendingPathComponent("../shared/corpora").standardizedFileURL
    static let options = PseudoOptions(expansion: .factor(1.4), accents: true, brackets: true)

    /// What tells an entry apart from the others of its file.
    static func identity(_ entry: LocalizationEntry) -> String {
        [entry.key, entry.context ?? "", entry.pluralVariable ?? "", entry.pluralCategory ?? "", entry.device ?? ""]
            .joined(separator: "\u{1F}")
    }

    /// Makes the pseudo copy of the file at `relative` under `base`, parses it at its planned
    /// path, checks keys, variants and placeholders, and returns how many values changed.
    @discardableResult
    func check(_ relative: String, under base: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let path = base.appendingPathComponent(relative).path
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let source = try FormatRegistry.parse(data, path: path)
        let planned = try XCTUnwrap(
            PseudoPlanner.outputPath(forRelative: relative, format: source.format, locale: "en-XA"), relative, file: file,
            line: line)
        let bytes = try PseudoFileWriter.pseudoBytes(of: source, options: Self.options)
        XCTAssertEqual(TextDocument.detectEncoding(bytes), TextDocument.detectEncoding(data), relative, file: file, line: line)
        let output = try FormatRegistry.parse(bytes, path: "/pseudo/" + planned)
        XCTAssertEqual(
            output.entries.map(Self.identity).sorted(), source.entries.map(Self.identity).sorted(),
            "keys and variants: \(relative)",
            file: file, line: line)
        let pseudoValues = Dictionary(
            output.entries.map { (Self.identity($0), $0.value) }, uniquingKeysWith: { first, _ in first })
        var changed = 0
        for entry in source.entries {
            guard let value = pseudoValues[Self.identity(entry)] else { continue }
            // An XLIFF's pseudo target is made from the source, whatever the old target was.
            let reference = entry.format == .xliff ? entry.sourceText ?? entry.value : entry.value
            if !entry.translatable {
                XCTAssertEqual(value, reference, "untranslatable \(entry.key) in \(relative)", file: file, line: line)
                continue
            }
            XCTAssertEqual(
                PseudoLocalizerTests.placeholders(value), PseudoLocalizerTests.placeholders(reference),
                "\(relative): \(entry.key): \(entry.value) → \(value)", file: file, line: line)
            if value != reference { changed += 1 }
        }
        XCTAssertGreaterThan(changed, 0, "no value changed in \(relative)", file: file, line: line)
        return changed
    }

    /// Checks a String Catalog's copy: every translatable source unit has a pseudo unit in the
    /// same place with the same placeholders, and every other unit is as it was. Returns the count of pseudo units.
    @discardableResult
    func checkCatalog(_ relative: String, under base: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let path = base.appendingPathComponent(relative).path
        let source = try FormatRegistry.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        let output = try FormatRegistry.parse(
            try PseudoFileWriter.pseudoBytes(of: source, options: Self.options), path: "/pseudo/" + relative)
        let sourceLanguage = source.sourceLanguage ?? "en"
        let pseudo = Dictionary(
            output.entries.filter { $0.locale == "en-XA" }.map { (Self.identity($0), $0.value) },
            uniquingKeysWith: { first, _ in first })
        let others = output.entries.filter { $0.locale != "en-XA" }
        // Keys come back in sorted order, as Xcode writes them: compare as sorted lists.
        func described(_ entries: [LocalizationEntry]) -> [String] {
            entries.map { "\($0.locale ?? "")\u{1F}\(Self.identity($0))\u{1F}\($0.value)" }.sorted()
        }
        XCTAssertEqual(
            described(others), described(source.entries), "units other than en-XA: \(relative)", file: file, line: line)
        var count = 0
        for entry in source.entries where entry.locale == sourceLanguage && entry.translatable {
            guard let value = pseudo[Self.identity(entry)] else {
                XCTAssertEqual(entry.value, "", "\(relative): no pseudo unit for \(entry.key)", file: file, line: line)
                continue
            }
            XCTAssertEqual(
                PseudoLocalizerTests.placeholders(value), PseudoLocalizerTests.placeholders(entry.value),
                "\(relative): \(entry.key)",
                file: file, line: line)
            count += 1
        }
        XCTAssertEqual(
            count, pseudo.count, "a pseudo unit for every translatable source unit and no other: \(relative)", file: file,
            line: line)
        return count
    }

    func testStringCatalogGetsAPseudoLocalization() throws {
        let count = try checkCatalog("Corpus/SampleApp/Localizable.xcstrings", under: Self.root)
        XCTAssertGreaterThan(count, 5)
    }

    /// A second pseudo-locale written into a catalog copy joins the first; the locale written is replaced.
    func testCatalogCopyKeepsItsOtherPseudoLocales() throws {
        let path = Self.root.appendingPathComponent("Corpus/SampleApp/Localizable.xcstrings").path
        let source = try FormatRegistry.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        let first = try PseudoFileWriter.pseudoBytes(of: source, options: Self.options)
        var bidi = Self.options
        bidi.locale = "ar-XB"
        let second = try PseudoFileWriter.pseudoBytes(of: source, options: bidi, existing: first)
        let third = try PseudoFileWriter.pseudoBytes(of: source, options: bidi, existing: second)
        XCTAssertEqual(third, second, "writing a locale again replaces it")
        let copy = try FormatRegistry.parse(second, path: "/pseudo/Localizable.xcstrings")
        let before = try FormatRegistry.parse(first, path: "/pseudo/Localizable.xcstrings")
        func units(_ file: LocalizationFile, _ locale: String) -> [String] {
            file.entries.filter { $0.locale == locale }.map { Self.identity($0) + "\u{1F}" + $0.value }.sorted()
        }
        XCTAssertFalse(units(before, "en-XA").isEmpty)
        XCTAssertEqual(units(copy, "en-XA"), units(before, "en-XA"))
        XCTAssertEqual(units(copy, "ar-XB").count, units(before, "en-XA").count)
        XCTAssertEqual(units(copy, "de"), units(source, "de"))
    }

    func testSampleCorpusFormats() throws {
        let corpus = Self.root.appendingPathComponent("Corpus")
        let changed = try [
            "SampleApp/en.lproj/Localizable.strings", "SampleApp/en.lproj/Localizable.stringsdict",
            "SampleApp/Base.lproj/Main.strings",
            "android/res/values/strings.xml", "po/app.pot", "SampleApp/App.xliff",
        ].map { try check($0, under: corpus) }
        XCTAssertEqual(changed.count, 6)
    }

    func testStringsdictKeepsItsFormatKeyAndVariants() throws {
        let path = Self.root.appendingPathComponent("Corpus/SampleApp/en.lproj/Localizable.stringsdict").path
        let source = try FormatRegistry.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        let output = try FormatRegistry.parse(
            try PseudoFileWriter.pseudoBytes(of: source, options: Self.options), path: "en-XA.lproj/x.stringsdict")
        XCTAssertTrue(output.entries.contains { $0.pluralCategory == "one" })
        for (old, new) in zip(source.entries, output.entries) where old.pluralCategory == nil && old.value.hasPrefix("%#@") {
            XCTAssertEqual(new.value, old.value, "a format key made only of placeholders stays")
        }
    }

    func testAndroidUntranslatableAndReferencesAreCopied() throws {
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <string name="app_name" translatable="false">Pocketlist</string>
                <string name="alias">@string/app_name</string>
                <string name="save">Save \\'%1$s\\'</string>
            </resources>

            """
        let source = try FormatRegistry.parse(Array(text.utf8), path: "res/values/strings.xml")
        let bytes = try PseudoFileWriter.pseudoBytes(of: source, options: Self.options)
        let output = try FormatRegistry.parse(bytes, path: "res/values-en-rXA/strings.xml")
        XCTAssertEqual(output.entries.map(\.value), ["Pocketlist", "@string/app_name", "[Šáṽé '%1$s' ~~~]"])
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("[Šáṽé \\'%1$s\\' ~~~]"))
    }

    func testGettextTemplateBecomesACatalogWithLanguageAndPluralForms() throws {
        let path = Self.root.appendingPathComponent("Corpus/po/app.pot").path
        let source = try FormatRegistry.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        let output = try FormatRegistry.parse(
            try PseudoFileWriter.pseudoBytes(of: source, options: Self.options), path: "po/en_XA.po")
        XCTAssertEqual(output.locale, "en-XA")
        XCTAssertEqual(output.properties["Plural-Forms"], "nplurals=2; plural=(n != 1);")
        XCTAssertTrue(output.entries.allSatisfy { !$0.isSource && $0.sourceText != nil }, "every msgstr is filled")
    }

    func testXLIFFTargetsAreFilledAddedAndCopied() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="a.strings" source-language="en" datatype="plaintext">
                <body>
                  <trans-unit id="add">
                    <source>Add &amp; Save %@</source>
                  </trans-unit>
                  <trans-unit id="empty">
                    <source>Done</source>
                    <target/>
                  </trans-unit>
                  <trans-unit id="brand" translate="no">
                    <source>Pocketlist</source>
                  </trans-unit>
                  <trans-unit id="inline">
                    <source>Tap <g id="1">Done</g></source>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """
        let source = try FormatRegistry.parse(Array(text.utf8), path: "App.xliff")
        let bytes = try PseudoFileWriter.pseudoBytes(of: source, options: Self.options)
        let output = try FormatRegistry.parse(bytes, path: "App.en-XA.xliff")
        XCTAssertEqual(output.locale, "en-XA")
        XCTAssertEqual(output.entries.map(\.key), ["add", "empty", "brand", "inline"])
        XCTAssertEqual(
            output.entries.map(\.value), ["[Åðð & Šáṽé %@ ~~~~]", "[Ðöñé ~]", "Pocketlist", "Tap <g id=\"1\">Done</g>"])
        XCTAssertTrue(output.entries.allSatisfy { !$0.isSource })
        let written = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(
            written.contains("<source>Add &amp; Save %@</source>\n        <target>[Åðð &amp; Šáṽé %@ ~~~~]</target>"), written)
    }

    /// A target added on a line of its own ends that line as the file's lines end: a carriage
    /// return inside a value of a file of LF lines does not make the new lines CR LF.
    func testAddedXLIFFTargetsTakeTheFilesLineEnds() throws {
        func copy(_ newline: String, value: String) throws -> String {
            let text = [
                "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">",
                "<file original=\"a\" source-language=\"en\" datatype=\"plaintext\"><body>",
                "  <trans-unit id=\"a\">", "    <source>\(value)</source>", "  </trans-unit>", "</body></file></xliff>", "",
            ].joined(separator: newline)
            let source = try FormatRegistry.parse(Array(text.utf8), path: "App.xliff")
            return String(decoding: try PseudoFileWriter.pseudoBytes(of: source, options: Self.options), as: UTF8.self)
        }
        let lines = try copy("\n", value: "Save&#13;Now\r")
        XCTAssertTrue(lines.contains("</source>\n    <target>"), lines)
        XCTAssertFalse(lines.contains("</source>\r\n"), lines)
        let crlf = try copy("\r\n", value: "Save")
        XCTAssertTrue(crlf.contains("</source>\r\n    <target>"), crlf)
    }

    func testXLIFF2GetsATargetLanguage() throws {
        let text = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en">
             <file id="f1">
              <unit id="save"><segment><source>Save</source></segment></unit>
             </file>
            </xliff>
            """
        let source = try FormatRegistry.parse(Array(text.utf8), path: "App.xlf")
        let output = try FormatRegistry.parse(
            try PseudoFileWriter.pseudoBytes(of: source, options: Self.options), path: "App.en-XA.xlf")
        XCTAssertEqual(output.locale, "en-XA")
        XCTAssertEqual(output.entries.map(\.value), ["[Šáṽé ~]"])
    }

    func testOnlyTheSourceLanguageXLIFFsAreCopied() throws {
        func xliff(_ path: String, target: String?) -> LocalizationFile {
            LocalizationFile(path: path, format: .xliff, locale: target, entries: [], document: nil)
        }
        let project = [
            xliff("de/a.xliff", target: "de"), xliff("en-US/a.xliff", target: "en-US"), xliff("fr/a.xliff", target: "fr"),
        ]
        XCTAssertEqual(PseudoPlanner.xliffSources(project), ["en-US/a.xliff"])
        XCTAssertEqual(PseudoPlanner.xliffSources([xliff("App.xliff", target: "de")]), ["App.xliff"])
    }

    func testSharedCorpusFiles() throws {
        guard FileManager.default.fileExists(atPath: Self.corpora.path) else {
            throw XCTSkip(
                "../shared/corpora is absent (a clone without the shared folder): pseudo over real apps' files needs it")
        }
        var changed = 0
        for relative in [
            "mastodon__mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/en.lproj/Localizable.strings",
            "mastodon__mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/en.lproj/Localizable.stringsdict",
            "TeamNewPipe__NewPipe/app/src/main/res/values/strings.xml",
            "adium__adium/Resources/en.lproj/ShortcutRecorder.strings",
            "iina__iina/iina/Base.lproj/KeyBinding.strings",
            "exelban__stats/Stats/Supporting Files/Stats/en.xcloc/Localized Contents/en.xliff",
            "mozilla-l10n__focusios-l10n/en-US/focus-ios.xliff",
        ] {
            changed += try check(relative, under: Self.corpora)
        }
        for catalog in [
            "rxhanson__Rectangle/Rectangle/mul.lproj/Main.xcstrings",
            "Ranchero-Software__NetNewsWire/Shared/Localizable.xcstrings",
            "Dimillian__IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings",
        ] {
            changed += try checkCatalog(catalog, under: Self.corpora)
        }
        print("pseudo over shared corpus files: \(changed) values changed")
    }
}
