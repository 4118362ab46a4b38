import Foundation
import LabelCopyFormats
import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// The truncation-risk rule on a real app's localization files (../shared/corpora, read in place).
final class TruncationCorpusTests: XCTestCase {
    private static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpora").standardizedFileURL

    private static let mastodonTables = "mastodon__mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources"

    /// Every locale's Localizable.strings of Mastodon's localization package.
    private func mastodonFiles() throws -> [LocalizationFile] {
        let directory = Self.corpora.appendingPathComponent(Self.mastodonTables)
        guard FileManager.default.fileExists(atPath: directory.path) else {
            throw XCTSkip("\(directory.path) is absent (a clone without ../shared): the truncation corpus tests need it")
        }
        var files: [LocalizationFile] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        where folder.hasSuffix(".lproj") {
            let path = directory.appendingPathComponent(folder).appendingPathComponent("Localizable.strings").path
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            files.append(try FormatRegistry.parse([UInt8](data), path: path))
        }
        return files
    }

    func testGermanAddIsMeasuredAgainstItsBudget() throws {
        let project = LocalizationProject(files: try mastodonFiles())
        let pair = try XCTUnwrap(
            project.pairs.first { $0.locale == "de" && $0.entry.key == "Common.Controls.Actions.Add" },
            "Mastodon's German file no longer has Common.Controls.Actions.Add")
        XCTAssertEqual(pair.source.value, "Add")
        let judgement = EntryClassifier().judge(pair.source)
        let context = UIContext(entry: pair.source, titleContext: judgement.context)
        let size = context.textSize(.large)
        let width = WidthModel.points(of: pair.entry.value, size: size, weight: context.weight)
        let budget = context.budget(.compact)
        print(
            "mastodon de '\(pair.entry.value)' for 'Add': \(Int(width.rounded())) pt at \(size) pt as \(context.displayName), "
                + "budget \(Int(budget)) pt (title: \(judgement.isTitle), \(judgement.reason))")
        XCTAssertGreaterThan(width, 80)
        XCTAssertLessThan(width, 110)
        let verdict = TruncationVerdict(width: width, budget: budget)
        let findings = TruncationRiskRule().check(
            source: pair.source, translations: [pair], context: context, reason: judgement.reason)
        let german = findings.filter { $0.locale == "de" }
        XCTAssertEqual(german.isEmpty, verdict == .fits, "\(german.map(\.message))")
        // In a tab bar the same word would be measured at 10 pt against 56 pt.
        let tab = WidthModel.points(of: pair.entry.value, size: 10, weight: .semibold)
        XCTAssertEqual(
            TruncationVerdict(width: tab, budget: 56), tab > 56 ? .likelyTruncated : TruncationVerdict(width: tab, budget: 56))
    }

    func testObservedExpansionPerLocaleIsReported() throws {
        let project = LocalizationProject(files: try mastodonFiles())
        let observed = report(project, name: "mastodon-ios Localizable.strings")
        XCTAssertGreaterThan(observed.count, 10, "too few locales with translated titles")
        let german = try XCTUnwrap(observed["de"])
        XCTAssertGreaterThan(german.median, 1.0, "German titles are wider than English ones")
        XCTAssertGreaterThanOrEqual(german.p90, german.median)
        let findings = TruncationRiskRule().check(project)
        let counts = Dictionary(grouping: findings, by: { $0.severity }).mapValues(\.count)
        print("truncation-risk over mastodon-ios: \(findings.count) findings \(counts.sorted { $0.key < $1.key })")
        if let example = findings.first(where: { $0.locale == "de" }) { print("example: \(example.message)") }
        // One finding per entry and locale: a source is predicted once, a translation measured once.
        let places = findings.map { "\($0.location) \($0.locale ?? "")" }
        XCTAssertEqual(Set(places).count, places.count, "duplicate findings")
    }

    func testObservedExpansionOfFocusXLIFFIsReported() throws {
        let directory = Self.corpora.appendingPathComponent("mozilla-l10n__focusios-l10n")
        guard FileManager.default.fileExists(atPath: directory.path) else {
            throw XCTSkip("\(directory.path) is absent (a clone without ../shared): the truncation corpus tests need it")
        }
        var files: [LocalizationFile] = []
        for locale in ["de", "fi", "he", "ja", "ko", "pl", "pt-BR", "zh-CN", "zh-TW", "ar", "ru", "th"] {
            let path = directory.appendingPathComponent(locale).appendingPathComponent("focus-ios.xliff").path
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            files.append(try FormatRegistry.parse([UInt8](data), path: path))
        }
        let observed = report(LocalizationProject(files: files), name: "focus-ios XLIFF")
        XCTAssertFalse(observed.isEmpty, "no translated titles in the focus-ios XLIFF files")
    }

    /// Prints and returns the per-locale observed expansion of the project's title pairs.
    @discardableResult
    private func report(_ project: LocalizationProject, name: String) -> [String: ObservedExpansion] {
        let classifier = EntryClassifier()
        var titles: [LocalizationEntry: Bool] = [:]
        let pairs = project.pairs.filter { pair in
            if let known = titles[pair.source] { return known }
            let isTitle = classifier.judge(pair.source).isTitle
            titles[pair.source] = isTitle
            return isTitle
        }
        let observed = TruncationRiskRule.observedExpansion(pairs)
        print("observed expansion of title widths (translated / source), \(name):")
        print("locale   titles  median   p90")
        for (locale, expansion) in observed.sorted(by: { $0.key < $1.key }) {
            print(String(format: "%-8@ %6d  %6.2f  %5.2f", locale as NSString, expansion.count, expansion.median, expansion.p90))
        }
        return observed
    }
}
