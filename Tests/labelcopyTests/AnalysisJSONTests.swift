import Foundation
import LabelCopyCore
import XCTest

@testable import labelcopy

final class AnalysisJSONTests: XCTestCase {
    private let analysis = TitleAnalysis(
        input: "sign \"in\"\\now",
        suggestion: "Sign In Now",
        findings: [
            Finding(ruleID: "title-case", severity: .error, message: "Use title style.", replacement: "Sign \"In\"\\Now"),
            Finding(ruleID: "verb-first", severity: .note, message: "Start with a verb.", replacement: nil),
        ])

    func testWritesKeysInTheContractOrderOnOneLine() {
        let line = AnalysisJSON.line(analysis)
        XCTAssertFalse(line.contains("\n"))
        XCTAssertEqual(
            line,
            #"{"input":"sign \"in\"\\now","suggestion":"Sign In Now","findings":["#
                + #"{"rule":"title-case","severity":"error","message":"Use title style.","replacement":"Sign \"In\"\\Now"},"#
                + #"{"rule":"verb-first","severity":"note","message":"Start with a verb.","replacement":null}]}"#)
    }

    func testParsesBackToTheSameValues() throws {
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(AnalysisJSON.line(analysis).utf8)) as? [String: Any])
        XCTAssertEqual(object["input"] as? String, analysis.input)
        XCTAssertEqual(object["suggestion"] as? String, analysis.suggestion)
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(findings[0]["replacement"] as? String, "Sign \"In\"\\Now")
        XCTAssertTrue(findings[1]["replacement"] is NSNull)
        XCTAssertEqual(findings[1]["severity"] as? String, "note")
    }

    func testEmptyFindingsIsAnEmptyArray() {
        let line = AnalysisJSON.line(TitleAnalysis(input: "", suggestion: "", findings: []))
        XCTAssertEqual(line, #"{"input":"","suggestion":"","findings":[]}"#)
    }
}
