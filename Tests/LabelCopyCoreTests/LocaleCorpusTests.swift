import Foundation
import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// The project rules over every corpus in ../shared/corpora: findings per rule, the most
/// frequent messages, a seeded sample per rule to judge by hand, and the time the rules take.
final class LocaleCorpusTests: XCTestCase {
    static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("../shared/corpora").standardizedFileURL

    /// The parsed files of each corpus folder (one project per folder).
    func corpusProjects() throws -> [(name: String, files: [LocalizationFile])] {
        guard FileManager.default.fileExists(atPath: Self.corpora.path) else {
            throw XCTSkip("../shared/corpora is absent (a clone without the shared folder): the locale corpus test needs it")
        }
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpora.path).sorted()
        var projects: [(String, [LocalizationFile])] = []
        for folder in folders {
            let root = Self.corpora.path + "/" + folder
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            var files: [LocalizationFile] = []
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                guard FormatRegistry.format(forPath: relative) != nil else { continue }
                let path = root + "/" + relative
                let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
                if let file = try? FormatRegistry.parse(data, path: path) { files.append(file) }
            }
            projects.append((folder, files))
        }
        return projects
    }

    func testProjectRulesOverTheCorpora() throws {
        let projects = try corpusProjects()
        var findings: [LintFinding] = []
        var entries = 0
        var pairs = 0
        // Process CPU time, which other work on a shared machine distorts less than the wall clock.
        var cpu: [String: Double] = [:]
        func measure(_ name: String, _ body: () -> Void) {
            let start = clock()
            body()
            cpu[name, default: 0] += Double(clock() - start) / Double(CLOCKS_PER_SEC)
        }
        for (_, files) in projects {
            var project: LocalizationProject?
            measure("pairing") { project = LocalizationProject(files: files) }
            guard let project else { continue }
            pairs += project.pairs.count
            entries += files.reduce(0) { $0 + $1.entries.count }
            for rule in ProjectRuleCatalog.all {
                measure(type(of: rule).description.id) { findings += rule.check(project) }
            }
        }
        let total = cpu.values.reduce(0, +)
        print("locale rules: \(entries) entries, \(pairs) translation pairs, \(findings.count) findings in \(total) s CPU")
        print(
            "CPU s: "
                + cpu.sorted { $0.key < $1.key }.map { "\($0.key) \(($0.value * 1000).rounded() / 1000)" }.joined(separator: ", ")
        )
        XCTAssertGreaterThan(entries, 250_000)
        XCTAssertGreaterThan(pairs, 150_000)
        let byRule = Dictionary(grouping: findings, by: \.ruleID)
        for description in ProjectRuleCatalog.descriptions {
            let found = byRule[description.id] ?? []
            let severities = Dictionary(grouping: found, by: \.severity).mapValues(\.count)
            print(
                "\n== \(description.id): \(found.count) findings \(severities.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" })"
            )
            let messages = Dictionary(grouping: found, by: \.message).mapValues(\.count)
            for (message, count) in messages.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(10) {
                print("  \(count)× \(message)")
            }
            print("  sample:")
            for finding in Self.sample(found, count: 30) {
                let path = finding.location.path.replacingOccurrences(of: Self.corpora.path + "/", with: "")
                print(
                    "   - \(path):\(finding.location.line) [\(finding.key)] \"\(finding.value)\": \(finding.message)\(finding.replacement.map { " → \($0)" } ?? "")"
                )
            }
        }
        XCTAssertTrue(findings.allSatisfy { !$0.message.isEmpty && $0.locale != nil })
        // Each rule stays far below one finding per pair: a rule that fires everywhere is noise.
        for (id, found) in byRule { XCTAssertLessThan(found.count, pairs / 10, id) }
    }

    /// `count` findings picked with a fixed seed, so two runs show the same sample.
    static func sample(_ findings: [LintFinding], count: Int) -> [LintFinding] {
        guard findings.count > count else { return findings }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var picked: [LintFinding] = []
        var pool = findings
        for _ in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int((state >> 33) % UInt64(pool.count))
            picked.append(pool.remove(at: index))
        }
        return picked
    }
}
