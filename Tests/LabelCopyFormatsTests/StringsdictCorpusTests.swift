import Foundation
import XCTest

@testable import LabelCopyFormats

/// Every XML `.stringsdict` of the corpora, checked against `PropertyListSerialization`.
final class StringsdictCorpusTests: XCTestCase {
    /// The entries `PropertyListSerialization` sees, as
    /// `key|device|width|variable|category|value|spec|valueType` lines.
    static func oracleEntries(_ data: [UInt8]) throws -> [String] {
        let plist = try PropertyListSerialization.propertyList(from: Data(data), options: [], format: nil)
        guard let top = plist as? [String: Any] else { return [] }
        var lines: [String] = []
        for (key, value) in top {
            guard let table = value as? [String: Any] else { continue }
            appendOracleEntries(table, key: key, device: "", width: "", to: &lines)
        }
        return lines.sorted()
    }

    private static func appendOracleEntries(
        _ table: [String: Any], key: String, device: String, width: String, to lines: inout [String]
    ) {
        for (rule, isDevice) in [("NSStringDeviceSpecificRuleType", true), ("NSStringVariableWidthRuleType", false)] {
            guard let variations = table[rule] as? [String: Any] else { continue }
            for (name, value) in variations {
                let (device, width) = isDevice ? (name, width) : (device, name)
                if let text = value as? String {
                    lines.append([key, device, width, "", "", text, "", ""].joined(separator: "|"))
                } else if let nested = value as? [String: Any] {
                    appendOracleEntries(nested, key: key, device: device, width: width, to: &lines)
                }
            }
            return
        }
        let format = table["NSStringLocalizedFormatKey"] as? String ?? "?"
        lines.append([key, device, width, "", "", format, "", ""].joined(separator: "|"))
        for (variable, rules) in table {
            guard let rules = rules as? [String: Any] else { continue }
            let spec = rules["NSStringFormatSpecTypeKey"] as? String ?? ""
            let valueType = rules["NSStringFormatValueTypeKey"] as? String ?? ""
            for (category, text) in rules where StringsdictReader.pluralCategories.contains(category) {
                lines.append(
                    [key, device, width, variable, category, text as? String ?? "?", spec, valueType].joined(separator: "|"))
            }
        }
    }

    static func lines(_ file: LocalizationFile) -> [String] {
        file.entries.map { entry in
            [
                entry.key, entry.device ?? "", entry.properties["width"] ?? "", entry.pluralVariable ?? "",
                entry.pluralCategory ?? "", entry.value, entry.properties["NSStringFormatSpecTypeKey"] ?? "",
                entry.properties["NSStringFormatValueTypeKey"] ?? "",
            ].joined(separator: "|")
        }.sorted()
    }

    func testEveryCorpusStringsdictMatchesPropertyListSerializationAndRoundTrips() throws {
        let files = try XMLTestSupport.corpusFiles { $0.hasSuffix(".stringsdict") }
        XCTAssertEqual(files.count, 63)
        var entries = 0
        var formats = 0
        var variants = 0
        for url in files {
            let data = Array(try Data(contentsOf: url))
            let file = try StringsdictReader.parse(data, path: url.path)
            XCTAssertEqual(Self.lines(file), try Self.oracleEntries(data), url.path)
            XCTAssertEqual(try XMLTestSupport.rewritten(file, escape: XMLEscaping.raw), data, "round trip of \(url.path)")
            try XMLTestSupport.checkChangedValues(
                file, escape: { XMLEscaping.raw($0, replacing: $1) },
                reparse: { try StringsdictReader.parse($0, path: url.path) })
            // The same through the shared rewriter, which picks the escaper by format.
            try RewriteCheck.check(file, bytes: data) { try StringsdictReader.parse($0, path: url.path) }
            entries += file.entries.count
            formats += file.entries.filter { $0.pluralCategory == nil }.count
            variants += file.entries.filter { $0.pluralCategory != nil }.count
            XCTAssertEqual(
                file.entries.filter { $0.pluralCategory == nil }.count,
                XMLTestSupport.count("<key>NSStringLocalizedFormatKey</key>", in: data), url.path)
        }
        print(
            "stringsdict corpus: \(files.count) files, \(entries) entries (\(formats) formats, \(variants) plural variants), all round-trip byte-identical"
        )
    }
}
