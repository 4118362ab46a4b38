import Dispatch
import Foundation
import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// The linter's independent jobs give the same findings however a runner schedules them, on
/// real apps' files (../shared/corpora, read in place).
final class LinterJobsTests: XCTestCase {
    private static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpora").standardizedFileURL

    /// Every file under the named corpus folders that a reader accepts.
    private func files(in folders: [String]) throws -> [LocalizationFile] {
        guard FileManager.default.fileExists(atPath: Self.corpora.path) else {
            throw XCTSkip("\(Self.corpora.path) is absent (a clone without ../shared): the linter job tests need it")
        }
        var files: [LocalizationFile] = []
        for folder in folders {
            let root = Self.corpora.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker {
                let path = root.appendingPathComponent(relative).path
                guard let data = FileManager.default.contents(atPath: path),
                    let file = try? FormatRegistry.parse([UInt8](data), path: path)
                else { continue }
                files.append(file)
            }
        }
        return files
    }

    /// Runs the jobs last to first: a merge that depended on finishing order would show it.
    private static let backwards: Linter.JobRunner = { jobs in
        Array(jobs.reversed().map { $0.run() }.reversed())
    }

    /// Runs the jobs on all cores, as the CLI does.
    private static let concurrently: Linter.JobRunner = { jobs in
        let lock = NSLock()
        nonisolated(unsafe) var results = Array(repeating: [LintFinding](), count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let found = jobs[index].run()
            lock.lock()
            results[index] = found
            lock.unlock()
        }
        return results
    }

    func testFindingsDoNotDependOnHowJobsAreRun() throws {
        // The corpora's titles sit in macOS apps or in controls nothing names, so a small app of
        // tab bar titles gives truncation-risk findings to merge with theirs.
        let tabs = LocaleFixture.project(
            key: "tabbar.button.cart", source: "Add to Cart", ["de": "In den Warenkorb legen", "fi": "Lisää ostoskoriin"])
        let files = try files(in: ["mastodon__mastodon-ios", "Ranchero-Software__NetNewsWire", "rxhanson__Rectangle"])
            + tabs.files
        XCTAssertGreaterThan(files.count, 50)
        // Shuffled input: the linter sorts files itself.
        let shuffled = files.reversed() + []
        let serial = Linter().lint(files)
        var linter = Linter()
        linter.runJobs = Self.backwards
        let backwards = linter.lint(shuffled)
        linter.runJobs = Self.concurrently
        let concurrent = linter.lint(files)
        let found = Set(serial.findings.map(\.ruleID))
        XCTAssertTrue(found.contains("truncation-risk"), "rules found: \(found.sorted())")
        XCTAssertTrue(found.contains("title-case") || found.contains("verb-first"), "rules found: \(found.sorted())")
        XCTAssertEqual(serial.findings, backwards.findings)
        XCTAssertEqual(serial.findings, concurrent.findings)
        XCTAssertEqual(serial.entryCount, concurrent.entryCount)
    }

    func testProjectFindingsKeepTheCatalogsFindings() throws {
        let files = try files(in: ["mastodon__mastodon-ios"])
        var linter = Linter()
        linter.runJobs = Self.backwards
        // With no configuration every rule is on at its default severity, and no file of this
        // app disables one, so the linter keeps the catalog's findings (grouped by file).
        let expected = ProjectRuleCatalog.check(files)
        let found = linter.projectFindings(files)
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(found.count, expected.count)
        XCTAssertTrue(Set(found) == Set(expected), "the linter's project findings differ from the catalog's")
    }
}
