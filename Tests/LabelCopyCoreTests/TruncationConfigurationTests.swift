import LabelCopyFormats
import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// The `truncation` section of a configuration: loading it, its errors, and what it does to the rule.
final class TruncationConfigurationTests: XCTestCase {
    func testFixtureSetsEveryTruncationOption() throws {
        let (configuration, warnings) = try ConfigFixtures.load("truncation.labelcopy.json")
        XCTAssertEqual(warnings, [])
        let section = configuration.truncation
        XCTAssertEqual(section.textSize, .accessibility3)
        XCTAssertEqual(section.widthClass, .regular)
        XCTAssertEqual(section.margin, 0.2)
        let folder = (try XCTUnwrap(configuration.path) as NSString).deletingLastPathComponent
        XCTAssertEqual(section.fontPath, folder + "/fonts/Test-Regular.otf")
        XCTAssertEqual(section.fontLocation?.line, 7)
        XCTAssertEqual(section.fontLocation?.column, 11)
        XCTAssertEqual(section.contexts.map(\.target), [.context(.fullWidthButton), .width(150), .context(.segment)])
        XCTAssertEqual(section.contexts.map { $0.location?.line }, [10, 11, 12])
        guard case .keys(let keys) = section.contexts[0].match, case .paths(let paths) = section.contexts[1].match,
            case .comments(let comments) = section.contexts[2].match
        else { return XCTFail("\(section.contexts.map(\.match))") }
        XCTAssertEqual(keys.map(\.source), ["onboarding.*"])
        XCTAssertEqual(paths.map(\.source), ["Widgets/**"])
        XCTAssertEqual(comments.map(\.text), ["promo banner", "Segment*"])
    }

    func testConfigurationWithoutTheSectionLeavesEverythingUnset() throws {
        let (configuration, _) = try ConfigurationLoader.load(text: "{ version: 1 }", path: ".labelcopy.json")
        XCTAssertEqual(configuration.truncation, TruncationConfiguration())
    }

    /// Each malformed shape: the error names the key path and the line and column of the
    /// culprit (given as the text it starts with, the first such on the line).
    func testEachInvalidShapeIsAnErrorAtItsLocation() throws {
        let cases: [(value: String, keyPath: String, culprit: String, message: String)] = [
            (#"{ textSize: "huge" }"#, "truncation.textSize", #""huge""#, "expected one of xSmall, small"),
            (#"{ textSize: "accesibilityLarge" }"#, "truncation.textSize", #""acc"#, "did you mean 'accessibilityLarge'?"),
            (#"{ width: "wide" }"#, "truncation.width", #""wide""#, "expected one of compact, regular"),
            ("{ font: 3 }", "truncation.font", "3", "expected a string; found the number 3"),
            (#"{ font: "" }"#, "truncation.font", #""""#, "expected the path of a font file"),
            ("{ margin: 1.5 }", "truncation.margin", "1.5", "expected a number from 0 to below 1"),
            (#"{ margin: "10%" }"#, "truncation.margin", #""10%""#, "expected a number from 0 to below 1"),
            ("{ contexts: { keys: [] } }", "truncation.contexts", "{ keys", "expected an array of"),
            (
                #"{ contexts: [ { context: "segment" } ] }"#, "truncation.contexts[0]", "{ context: ",
                #"missing one of "keys", "paths" or "comments""#
            ),
            (
                #"{ contexts: [ { keys: ["a"], paths: ["b"], width: 9 } ] }"#, "truncation.contexts[0]", #"["b"]"#,
                "give only one of"
            ),
            (#"{ contexts: [ { keys: ["a"] } ] }"#, "truncation.contexts[0]", "{ keys", #"missing "context" or "width""#),
            (
                #"{ contexts: [ { keys: ["a"], context: "segment", width: 9 } ] }"#, "truncation.contexts[0]", "9",
                #"give "context" or "width", not both"#
            ),
            (
                #"{ contexts: [ { keys: ["a"], context: "tab-bar" } ] }"#, "truncation.contexts[0].context", #""tab-bar""#,
                "did you mean 'tab-bar-item'?"
            ),
            (#"{ contexts: [ { keys: ["a"], width: -3 } ] }"#, "truncation.contexts[0].width", "-3", "more than 0"),
            (#"{ contexts: [ { keys: ["a"], width: "wide" } ] }"#, "truncation.contexts[0].width", #""wide""#, "more than 0"),
            (#"{ contexts: [ { keys: ["a["], width: 9 } ] }"#, "truncation.contexts[0].keys[0]", #""a[""#, "'['"),
            (
                #"{ contexts: [ { comments: ["ok", "[x"], width: 9 } ] }"#, "truncation.contexts[0].comments[1]", #""[x""#,
                "'['"
            ),
        ]
        for (value, keyPath, culprit, message) in cases {
            let line = "  truncation: \(value),"
            let text = "{\n  version: 1,\n\(line)\n}\n"
            let error = try XCTUnwrap(ConfigFixtures.error(loading: text, path: "cfg.json"), value)
            let column = try XCTUnwrap(line.range(of: culprit), culprit).lowerBound.utf16Offset(in: line) + 1
            XCTAssertEqual(error.keyPath, keyPath, value)
            XCTAssertEqual(error.location.path, "cfg.json", value)
            XCTAssertEqual(error.location.line, 3, value)
            XCTAssertEqual(error.location.column, column, "\(value): \(error.message)")
            XCTAssertTrue(error.message.contains(message), "\(value): \(error.message)")
        }
    }

    func testUnknownKeysInTheSectionWarnWithASuggestion() throws {
        let text = "{ version: 1, truncation: { textsize: \"large\", contexts: [ { keys: \"a\", width: 9, widt: 3 } ] } }"
        let (_, warnings) = try ConfigurationLoader.load(text: text, path: "cfg.json")
        XCTAssertEqual(warnings.map(\.keyPath), ["truncation.textsize", "truncation.contexts[0].widt"])
        XCTAssertTrue(warnings[0].message.contains("did you mean 'textSize'?"), warnings[0].message)
        XCTAssertTrue(warnings[1].message.contains("did you mean 'width'?"), warnings[1].message)
    }

    func testPathRulesApplyOnlyToTheFilesTheyMatch() throws {
        let text =
            "{ version: 1, truncation: { contexts: [ { paths: \"Widgets/**\", width: 150 }, { keys: \"a.*\", width: 90 } ] } }"
        let (configuration, _) = try ConfigurationLoader.load(text: text, path: "/project/.labelcopy.json")
        let inside = configuration.truncationContexts(forPath: "/project/Widgets/en.lproj/Localizable.strings")
        XCTAssertEqual(inside.map(\.match), [.everything, configuration.truncation.contexts[1].match])
        let outside = configuration.truncationContexts(forPath: "/project/App/en.lproj/Localizable.strings")
        XCTAssertEqual(outside.map(\.target), [.width(90)])
        let elsewhere = configuration.truncationContexts(forPath: "/other/Widgets/en.lproj/Localizable.strings")
        XCTAssertEqual(elsewhere.map(\.target), [.width(90)], "a configuration does not reach files outside its folder")
    }

    func testCommentPatternsMatchTextAnywhereOrGlobsWhole() throws {
        let plain = try XCTUnwrap(TruncationContextRule.CommentPattern("promo banner"))
        XCTAssertTrue(plain.matches("Action of the Promo Banner at the top"))
        XCTAssertFalse(plain.matches("promo"))
        let glob = try XCTUnwrap(TruncationContextRule.CommentPattern("Segment*"))
        XCTAssertTrue(glob.matches("Segment of the filter"))
        XCTAssertFalse(glob.matches("A Segment of the filter"))
        XCTAssertNil(TruncationContextRule.CommentPattern(""))
        XCTAssertNil(TruncationContextRule.CommentPattern("[x"))
    }
}
