import Foundation
import LabelCopyCore
import XCTest

/// Scores the engine against the labelled button titles in Fixtures/button-titles.tsv:
/// title-case exact matches and verb-first precision and recall, per category.
final class AccuracyTests: XCTestCase {
    private struct Row {
        var line: Int
        var category: String
        var context: TitleContext
        var input: String
        var expected: String
        var verbFirst: String
    }

    private struct Score {
        var rows = 0
        var exact = 0
        var truePositives = 0
        var falsePositives = 0
        var falseNegatives = 0
        var exemptFlagged = 0

        mutating func add(_ other: Score) {
            rows += other.rows
            exact += other.exact
            truePositives += other.truePositives
            falsePositives += other.falsePositives
            falseNegatives += other.falseNegatives
            exemptFlagged += other.exemptFlagged
        }

        var exactRate: Double { rows == 0 ? 1 : Double(exact) / Double(rows) }
        var precision: Double {
            truePositives + falsePositives == 0 ? 1 : Double(truePositives) / Double(truePositives + falsePositives)
        }
        var recall: Double {
            truePositives + falseNegatives == 0 ? 1 : Double(truePositives) / Double(truePositives + falseNegatives)
        }
    }

    private static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/button-titles.tsv")

    func testEngineMatchesTheLabelledTitles() throws {
        guard let text = try? String(contentsOf: Self.fixture, encoding: .utf8) else {
            throw XCTSkip("Fixtures/button-titles.tsv is not present yet; the accuracy test needs the labelled set")
        }
        let rows = try parse(text)
        XCTAssertFalse(rows.isEmpty, "the labelled set has no rows")
        let engine = TitleEngine()
        var scores: [String: Score] = [:]
        var total = Score()
        var misses: [String] = []
        for row in rows {
            let analysis = engine.analyze(row.input, context: row.context)
            let flagged = analysis.findings.contains { $0.ruleID == "verb-first" }
            var score = Score(rows: 1)
            if analysis.suggestion == row.expected {
                score.exact = 1
            } else {
                misses.append(
                    "line \(row.line) [\(row.category)] case: \(row.input) → \(analysis.suggestion) (expected \(row.expected))")
            }
            switch (row.verbFirst, flagged) {
            case ("no", true): score.truePositives = 1
            case ("no", false): score.falseNegatives = 1
            case ("yes", true): score.falsePositives = 1
            case ("exempt", true): score.exemptFlagged = 1
            default: break
            }
            if flagged != (row.verbFirst == "no") {
                misses.append("line \(row.line) [\(row.category)] verb-first \(row.verbFirst), flagged \(flagged): \(row.input)")
            }
            scores[row.category, default: Score()].add(score)
            total.add(score)
        }
        report(scores, total, misses)
        XCTAssertGreaterThanOrEqual(total.exactRate, 0.99, "title case exact match below 99 %")
        XCTAssertGreaterThanOrEqual(total.precision, 0.95, "verb-first precision below 95 %")
        XCTAssertGreaterThanOrEqual(total.recall, 0.85, "verb-first recall below 85 %")
        XCTAssertEqual(total.exemptFlagged, 0, "exempt titles were flagged by verb-first")
    }

    private func parse(_ text: String) throws -> [Row] {
        var rows: [Row] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where offset > 0 {
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5, let context = TitleContext(rawValue: fields[1]) else {
                XCTFail("button-titles.tsv:\(offset + 1): malformed row")
                continue
            }
            rows.append(
                Row(
                    line: offset + 1, category: fields[0], context: context, input: fields[2],
                    expected: fields[3], verbFirst: fields[4]))
        }
        return rows
    }

    private func report(_ scores: [String: Score], _ total: Score, _ misses: [String]) {
        func percent(_ value: Double) -> String { String(format: "%5.1f %%", value * 100) }
        print("category      rows  title-case  vf-precision  vf-recall  exempt-flagged")
        for (category, score) in scores.sorted(by: { $0.key < $1.key }) + [("TOTAL", total)] {
            print(
                category.padding(toLength: 12, withPad: " ", startingAt: 0),
                String(format: "%5d", score.rows), "  ", percent(score.exactRate), "     ",
                percent(score.precision), "   ", percent(score.recall), "    ", score.exemptFlagged)
        }
        for miss in misses { print("  miss:", miss) }
    }
}
