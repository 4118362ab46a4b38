import Foundation
import LabelCopyFormats
import XCTest

@testable import labelcopy

/// `labelcopy pseudo` run as a user would: over a copy of the sample corpus and over real apps' files.
final class PseudoCommandTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let corpora = root.appendingPathComponent("../shared/corpora").standardizedFileURL

    private var tool: LabelCopyProcess!
    private var temporary: URL!

    override func setUpWithError() throws {
        tool = try LabelCopyProcess.locate()
        temporary = try TemporaryFolder.make("labelcopy-pseudo")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temporary)
    }

    /// Every file under `folder` with its bytes, by path relative to it.
    func snapshot(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return result
    }

    /// A copy of the sample corpus in the test's folder, to write pseudo copies into and beside.
    func copyOfCorpus() throws -> URL {
        let corpus = temporary.appendingPathComponent("Corpus")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Corpus"), to: corpus)
        return corpus
    }

    func parse(_ path: String) throws -> LocalizationFile {
        try FormatRegistry.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
    }

    func testSampleCorpus() throws {
        let corpus = try copyOfCorpus()
        let before = try snapshot(corpus)
        let out = temporary.appendingPathComponent("out")
        let result = try tool.run(["pseudo", corpus.path, "--out", out.path, "--accents", "--brackets", "--expand", "tiers"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try snapshot(corpus), before, "input files are never changed")
        let pairs: [(String, String)] = [
            ("SampleApp/en.lproj/Localizable.strings", "SampleApp/en-XA.lproj/Localizable.strings"),
            ("SampleApp/en.lproj/Localizable.stringsdict", "SampleApp/en-XA.lproj/Localizable.stringsdict"),
            ("SampleApp/Base.lproj/Main.strings", "SampleApp/en-XA.lproj/Main.strings"),
            ("android/res/values/strings.xml", "android/res/values-en-rXA/strings.xml"),
            ("po/app.pot", "po/en_XA.po"),
            ("SampleApp/App.xliff", "SampleApp/App.en-XA.xliff"),
        ]
        for (input, output) in pairs {
            let source = try parse(corpus.appendingPathComponent(input).path)
            let pseudo = try parse(out.appendingPathComponent(output).path)
            XCTAssertEqual(pseudo.entries.count, source.entries.count, output)
            XCTAssertEqual(Set(pseudo.entries.map(\.key)), Set(source.entries.map(\.key)), output)
            XCTAssertTrue(pseudo.entries.contains { $0.value.hasPrefix("[") && $0.value.contains("~") }, output)
        }
        let catalog = try parse(out.appendingPathComponent("SampleApp/Localizable.xcstrings").path)
        let sourceCatalog = try parse(corpus.appendingPathComponent("SampleApp/Localizable.xcstrings").path)
        let sourceUnits = sourceCatalog.entries.filter { $0.locale == "en" && $0.translatable }.count
        XCTAssertEqual(catalog.entries.filter { $0.locale == "en-XA" }.count, sourceUnits)
        XCTAssertEqual(try snapshot(out).count, pairs.count + 1, "one copy per source file and nothing else")
        XCTAssertTrue(result.errors.contains("Wrote 7 pseudo-localized files"), result.errors)
    }

    func testRefusesToWriteIntoTheInputFolderOrOverAnInput() throws {
        let corpus = try copyOfCorpus()
        let before = try snapshot(corpus)
        let same = try tool.run(["pseudo", corpus.path, "--out", corpus.path + "/"])
        XCTAssertEqual(same.status, 64, same.errors)
        XCTAssertTrue(same.errors.contains("is an input folder"), same.errors)
        let catalog = corpus.appendingPathComponent("SampleApp/Localizable.xcstrings").path
        let over = try tool.run(["pseudo", catalog, "--out", corpus.path])
        XCTAssertEqual(over.status, 64, over.errors)
        XCTAssertTrue(over.errors.contains("would replace an input file"), over.errors)
        XCTAssertEqual(try snapshot(corpus), before)
    }

    /// `--locale de` would land on real translations (values-de, de.lproj): refused, nothing written.
    func testNeverReplacesARealTranslation() throws {
        let corpus = try copyOfCorpus()
        let before = try snapshot(corpus)
        let res = corpus.appendingPathComponent("android/res")
        let android = try tool.run(["pseudo", res.appendingPathComponent("values/strings.xml").path, "--out", res.path, "--locale", "de"])
        XCTAssertEqual(android.status, 64, android.errors)
        XCTAssertTrue(android.errors.contains(res.appendingPathComponent("values-de/strings.xml").path), android.errors)
        XCTAssertTrue(android.errors.contains("not a pseudo-locale"), android.errors)
        XCTAssertTrue(android.errors.contains("Nothing was written"), android.errors)
        let app = corpus.appendingPathComponent("SampleApp")
        let strings = app.appendingPathComponent("en.lproj/Localizable.strings").path
        let lproj = try tool.run(["pseudo", strings, "--out", app.path, "--locale", "de"])
        XCTAssertEqual(lproj.status, 64, lproj.errors)
        XCTAssertTrue(lproj.errors.contains("de.lproj/Localizable.strings"), lproj.errors)
        XCTAssertEqual(try snapshot(corpus), before, "no file is written when one target is refused")
        // A pseudo-locale's earlier copy is pseudo's own: a second run replaces it.
        let out = temporary.appendingPathComponent("out")
        for _ in 0..<2 {
            let run = try tool.run(["pseudo", corpus.path, "--out", out.path, "--locale", "ar-XB"])
            XCTAssertEqual(run.status, 0, run.errors)
        }
        // A catalog that holds no pseudo-locale is not pseudo output, whatever --locale says.
        let catalogOut = temporary.appendingPathComponent("catalog")
        let earlier = catalogOut.appendingPathComponent("SampleApp")
        try FileManager.default.createDirectory(at: earlier, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: app.appendingPathComponent("Localizable.xcstrings"), to: earlier.appendingPathComponent("Localizable.xcstrings"))
        let catalog = try tool.run(["pseudo", app.appendingPathComponent("Localizable.xcstrings").path, "--out", catalogOut.path])
        XCTAssertEqual(catalog.status, 64, catalog.errors)
        XCTAssertTrue(catalog.errors.contains("String Catalog without a pseudo-locale"), catalog.errors)
        // A catalog's copy carries its real translations: pseudo text is not written under one
        // of its locales, nor under the source language, even where no copy exists yet.
        for locale in ["de", "en"] {
            let fresh = temporary.appendingPathComponent("catalog-\(locale)")
            let run = try tool.run(["pseudo", app.appendingPathComponent("Localizable.xcstrings").path, "--out", fresh.path, "--locale", locale])
            XCTAssertEqual(run.status, 64, run.errors)
            XCTAssertTrue(run.errors.contains("already has '\(locale)' strings"), run.errors)
            XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.path), "nothing is written")
        }
    }

    /// `pseudo . --out pseudo` inside the project, twice: the second run reads no copy as input.
    func testOutputFolderInsideTheProjectRunsAgain() throws {
        let corpus = try copyOfCorpus()
        let out = corpus.appendingPathComponent("pseudo")
        let first = try tool.run(["pseudo", corpus.path, "--out", out.path, "--accents"])
        XCTAssertEqual(first.status, 0, first.errors)
        let written = try snapshot(out)
        let second = try tool.run(["pseudo", corpus.path, "--out", out.path, "--accents"])
        XCTAssertEqual(second.status, 0, second.errors)
        XCTAssertEqual(second.output, first.output, "the same copies of the same sources")
        XCTAssertEqual(try snapshot(out), written)
        XCTAssertTrue(second.errors.contains("Wrote 7 pseudo-localized files"), second.errors)
        // The folder's XLIFF copy beside its source is not a source either.
        let app = corpus.appendingPathComponent("SampleApp")
        for _ in 0..<2 {
            let beside = try tool.run(["pseudo", app.appendingPathComponent("App.xliff").path, "--out", corpus.path])
            XCTAssertEqual(beside.status, 0, beside.errors)
        }
        let again = try tool.run(["pseudo", app.path, "--out", temporary.appendingPathComponent("o2").path])
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertFalse(again.text.contains("App.en-XA.en-XA.xliff"), again.text)
    }

    /// `pseudo SampleApp --out .`: an output folder above the folder given holds the inputs, which are read.
    func testOutputFolderAboveTheInputFolder() throws {
        let corpus = try copyOfCorpus()
        let app = corpus.appendingPathComponent("SampleApp")
        let elsewhere = try tool.run(["pseudo", app.path, "--out", temporary.appendingPathComponent("gen").path])
        XCTAssertEqual(elsewhere.status, 0, elsewhere.errors)
        XCTAssertTrue(elsewhere.errors.contains("Wrote 5 pseudo-localized files"), elsewhere.errors)
        for _ in 0..<2 {
            let above = try tool.run(["pseudo", app.path, "--out", corpus.path + "/"])
            XCTAssertEqual(above.status, 0, above.errors)
            XCTAssertTrue(above.errors.contains("Wrote 5 pseudo-localized files"), above.errors)
        }
        for copy in ["en-XA.lproj/Localizable.strings", "en-XA.lproj/Main.strings", "App.en-XA.xliff", "Localizable.xcstrings"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: corpus.appendingPathComponent(copy).path), copy)
        }
    }

    /// A locale folder given itself keeps its name, as a file given in it does; a folder with
    /// no source-language file says so.
    func testALocaleFolderGivenItself() throws {
        let corpus = try copyOfCorpus()
        let lproj = try tool.run(["pseudo", corpus.path + "/SampleApp/en.lproj", "--out", temporary.path + "/a"])
        XCTAssertEqual(lproj.status, 0, lproj.errors)
        XCTAssertEqual(
            Set(try snapshot(temporary.appendingPathComponent("a")).keys),
            ["en-XA.lproj/Localizable.strings", "en-XA.lproj/Localizable.stringsdict"])
        let values = try tool.run(["pseudo", corpus.path + "/android/res/values/", "--out", temporary.path + "/b"])
        XCTAssertEqual(values.status, 0, values.errors)
        XCTAssertEqual(Set(try snapshot(temporary.appendingPathComponent("b")).keys), ["values-en-rXA/strings.xml"])
        let none = try tool.run(["pseudo", corpus.path + "/SampleApp/de.lproj", "--out", temporary.path + "/c"])
        XCTAssertEqual(none.status, 0, none.errors)
        XCTAssertTrue(none.errors.contains("note: no source-language file was found"), none.errors)
        XCTAssertFalse(lproj.errors.contains("no source-language file"), lproj.errors)
    }

    /// An output folder inside the folder given that holds sources (`pseudo . --out SampleApp`)
    /// is refused: its sources would silently not be read.
    func testOutputFolderHoldingSourcesIsRefused() throws {
        let corpus = try copyOfCorpus()
        let before = try snapshot(corpus)
        let refused = try tool.run(["pseudo", corpus.path, "--out", corpus.appendingPathComponent("SampleApp").path])
        XCTAssertEqual(refused.status, 64, refused.errors)
        XCTAssertTrue(refused.errors.contains("holds source files"), refused.errors)
        XCTAssertEqual(try snapshot(corpus), before, "nothing is written")
    }

    /// A pseudo-locale typed in any case is written in BCP 47's conventional case.
    func testLocaleIsWrittenInConventionalCase() {
        XCTAssertEqual(PseudoCommand.canonicalCase("en-xa"), "en-XA")
        XCTAssertEqual(PseudoCommand.canonicalCase("AR-xb"), "ar-XB")
        XCTAssertEqual(PseudoCommand.canonicalCase("qps-PLOC"), "qps-ploc")
        XCTAssertEqual(PseudoCommand.canonicalCase("zh-HANS-cn"), "zh-Hans-CN")
    }

    /// Copies in several pseudo-locales, each to its own folder: a catalog copy is no source of the next.
    func testACatalogHoldingAPseudoLocaleIsNoSource() throws {
        let corpus = try copyOfCorpus()
        let locales = ["qps-ploc", "qps-plocm", "en-XC", "ar-XB"]
        for (index, locale) in locales.enumerated() {
            let out = corpus.appendingPathComponent("ps-\(locale)")
            let run = try tool.run(["pseudo", corpus.path, "--out", out.path, "--locale", locale])
            XCTAssertEqual(run.status, 0, run.errors)
            XCTAssertTrue(run.errors.contains("Wrote 7 pseudo-localized files"), run.errors)
            let notes = run.errors.split(separator: "\n").filter { $0.contains("note: not copied") }
            XCTAssertEqual(notes.count, index, run.errors)
        }
        let catalogs = try snapshot(corpus).keys.filter { $0.hasSuffix(".xcstrings") }.sorted()
        let copies = locales.sorted().map { "ps-\($0)/SampleApp/Localizable.xcstrings" }
        XCTAssertEqual(catalogs, ["SampleApp/Localizable.xcstrings"] + copies)
        let copy = try parse(corpus.appendingPathComponent("ps-ar-XB/SampleApp/Localizable.xcstrings").path)
        XCTAssertEqual(Set(copy.entries.compactMap(\.locale).filter { $0.contains("-X") || $0.hasPrefix("qps") }), ["ar-XB"])
    }

    /// `--locale ar-XB` into the folder of an en-XA copy: the catalog copy holds both, as the .lproj copies do.
    func testASecondPseudoLocaleJoinsTheCatalogCopy() throws {
        let app = Self.root.appendingPathComponent("Corpus/SampleApp")
        let out = temporary.appendingPathComponent("out")
        for locale in ["en-XA", "ar-XB", "ar-XB"] {
            let run = try tool.run(["pseudo", app.path, "--out", out.path, "--locale", locale])
            XCTAssertEqual(run.status, 0, run.errors)
        }
        let copy = try parse(out.appendingPathComponent("Localizable.xcstrings").path)
        let source = try parse(app.appendingPathComponent("Localizable.xcstrings").path)
        let sourceUnits = source.entries.filter { $0.locale == "en" && $0.translatable }.count
        XCTAssertEqual(copy.entries.filter { $0.locale == "en-XA" }.count, sourceUnits)
        XCTAssertEqual(copy.entries.filter { $0.locale == "ar-XB" }.count, sourceUnits)
        for lproj in ["en-XA.lproj", "ar-XB.lproj"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(lproj + "/Localizable.strings").path))
        }
    }

    func testEnglishTableWinsOverBaseOfTheSameName() throws {
        let input = temporary.appendingPathComponent("App")
        for (folder, text) in [("Base", "Base Text"), ("en", "English Text")] {
            let lproj = input.appendingPathComponent("\(folder).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"title\" = \"\(text)\";\n".utf8).write(to: lproj.appendingPathComponent("Main.strings"))
        }
        let out = temporary.appendingPathComponent("out")
        let result = try tool.run(["pseudo", input.path, "--out", out.path, "--brackets", "--expand", "1"])
        XCTAssertEqual(result.status, 0, result.errors)
        let written = try String(contentsOf: out.appendingPathComponent("en-XA.lproj/Main.strings"), encoding: .utf8)
        XCTAssertEqual(written, "\"title\" = \"[English Text]\";\n")
    }

    func testUsageErrors() throws {
        let missing = try tool.run(["pseudo", "Corpus"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.errors.contains("--out"), missing.errors)
        let badFactor = try tool.run(["pseudo", ".", "--out", temporary.path, "--expand", "0.5"])
        XCTAssertEqual(badFactor.status, 64)
        XCTAssertTrue(badFactor.errors.contains("'0.5' is invalid for '--expand'"), badFactor.errors)
        let badLocale = try tool.run(["pseudo", ".", "--out", temporary.path, "--locale", "en/XA"])
        XCTAssertEqual(badLocale.status, 64)
        // Subtags of more than 8 characters, an empty subtag or a language of one letter is no tag.
        for tag in ["en-" + String(repeating: "x", count: 5000), "en--XA", "e-XA", "en-XA-", "12-XA"] {
            let run = try tool.run(["pseudo", ".", "--out", temporary.path, "--locale", tag])
            XCTAssertEqual(run.status, 64, tag)
            XCTAssertTrue(run.errors.contains("is invalid for '--locale'"), run.errors)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.appendingPathComponent("Corpus").path))
    }

    func testSharedCorpusFiles() throws {
        guard FileManager.default.fileExists(atPath: Self.corpora.path) else {
            throw XCTSkip(
                "../shared/corpora is absent (a clone without the shared folder): pseudo over real apps' files needs it")
        }
        let files: [(String, String)] = [
            (
                "mastodon__mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/en.lproj/Localizable.strings",
                "en-XA.lproj/Localizable.strings"
            ),
            (
                "mastodon__mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/en.lproj/Localizable.stringsdict",
                "en-XA.lproj/Localizable.stringsdict"
            ),
            ("TeamNewPipe__NewPipe/app/src/main/res/values/strings.xml", "values-en-rXA/strings.xml"),
            ("mozilla-l10n__focusios-l10n/en-US/focus-ios.xliff", "focus-ios.en-XA.xliff"),
            ("Ranchero-Software__NetNewsWire/Shared/Localizable.xcstrings", "Localizable.xcstrings"),
        ]
        let input = temporary.appendingPathComponent("in")
        for (relative, _) in files {
            let target = input.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.corpora.appendingPathComponent(relative), to: target)
        }
        let out = temporary.appendingPathComponent("out")
        let result = try tool.run(["pseudo", input.path, "--out", out.path, "--accents"])
        XCTAssertEqual(result.status, 0, result.errors)
        for (relative, copyName) in files {
            let folder = (relative as NSString).deletingLastPathComponent
            let outputFolder = copyName.contains("/") ? (folder as NSString).deletingLastPathComponent : folder
            let output = out.appendingPathComponent(outputFolder).appendingPathComponent(copyName).path
            let source = try parse(input.appendingPathComponent(relative).path)
            let pseudo = try parse(output)
            if source.format == .xcstrings {
                XCTAssertEqual(
                    pseudo.entries.filter { $0.locale == "en-XA" }.count,
                    source.entries.filter { $0.isSource && $0.translatable && !$0.value.isEmpty }.count,
                    relative)
            } else {
                XCTAssertEqual(pseudo.entries.count, source.entries.count, relative)
                XCTAssertEqual(pseudo.entries.map(\.key).sorted(), source.entries.map(\.key).sorted(), relative)
            }
        }
        XCTAssertEqual(try snapshot(out).count, files.count)
    }
}
