import LabelCopyTestSupport
import XCTest

@testable import LabelCopyReporters

/// The byte writer's layout, the one every JSON report and `JSONValue.serialized` share: checked
/// against literal documents, against the String serializer it replaced, and streamed piece by
/// piece against the same value written whole.
final class JSONOutputTests: XCTestCase {
    static let nested: JSONValue = .object([
        ("a", .array([])), ("b", .object([])), ("c", .array([.int(1), .array([]), .object([("d", .null)])])),
        ("e", .object([("f", .array([.bool(true), .bool(false)])), ("g", .string("h\u{2028}\"i\""))])), ("", .double(-1.5)),
    ])

    func testPrettyLayoutOfNestedContainers() {
        let expected = """
            {
              "a": [],
              "b": {},
              "c": [
                1,
                [],
                {
                  "d": null
                }
              ],
              "e": {
                "f": [
                  true,
                  false
                ],
                "g": "h\\u2028\\"i\\""
              },
              "": -1.5
            }
            """
        XCTAssertEqual(Self.nested.serialized(pretty: true), expected)
        XCTAssertEqual(LegacyJSONSerializer.serialized(Self.nested, pretty: true), expected)
    }

    func testCompactLayoutOfNestedContainers() {
        let expected = #"{"a":[],"b":{},"c":[1,[],{"d":null}],"e":{"f":[true,false],"g":"h\u2028\"i\""},"":-1.5}"#
        XCTAssertEqual(Self.nested.serialized(), expected)
        XCTAssertEqual(LegacyJSONSerializer.serialized(Self.nested), expected)
    }

    func testScalarsAndEmptyContainersStandAlone() {
        let cases: [(JSONValue, String)] = [
            (.null, "null"), (.bool(true), "true"), (.int(-42), "-42"), (.int(Int.max), "9223372036854775807"),
            (.double(0.25), "0.25"), (.double(.nan), "null"), (.double(.infinity), "null"), (.string(""), "\"\""),
            (.string("a\u{1B}b"), #""a\u001Bb""#), (.array([]), "[]"), (.object([]), "{}"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(value.serialized(), expected)
            XCTAssertEqual(value.serialized(pretty: true), expected)
        }
    }

    /// Random trees, pretty and compact, the same bytes as the String serializer wrote.
    func testSerializedMatchesTheStringSerializerOnRandomValues() {
        var generator = SeededGenerator(seed: 1_2028)
        for _ in 0..<400 {
            let value = Self.randomValue(&generator, depth: 4)
            for pretty in [false, true] {
                XCTAssertEqual(value.serialized(pretty: pretty), LegacyJSONSerializer.serialized(value, pretty: pretty))
            }
        }
    }

    /// A value written a container, key and scalar at a time (as the reporters stream findings),
    /// whole subtrees passed to `value` at random, gives the bytes of the value written whole.
    func testStreamingMatchesTheTreeOnRandomValues() {
        var generator = SeededGenerator(seed: 77)
        for _ in 0..<400 {
            let value = Self.randomValue(&generator, depth: 5)
            for pretty in [false, true] {
                var output = JSONOutput(pretty: pretty)
                Self.stream(value, to: &output, generator: &generator)
                XCTAssertEqual(String(decoding: output.bytes, as: UTF8.self), value.serialized(pretty: pretty))
            }
        }
    }

    /// The reporters' pattern: open the envelope, write the findings one at a time, close it.
    func testAnArrayStreamedElementByElementMatchesTheWholeArray() {
        var generator = SeededGenerator(seed: 5)
        for count in [0, 1, 2, 17] {
            let elements = (0..<count).map { _ in Self.randomValue(&generator, depth: 3) }
            var output = JSONOutput(pretty: true, reservingCapacity: 1 << 12)
            output.beginObject()
            output.key("version")
            output.int(1)
            output.key("results")
            output.beginArray()
            for element in elements { output.value(element) }
            output.endArray()
            output.endObject()
            output.newline()
            let whole: JSONValue = .object([("version", .int(1)), ("results", .array(elements))])
            XCTAssertEqual(String(decoding: output.bytes, as: UTF8.self), whole.serialized(pretty: true) + "\n")
        }
    }

    // MARK: - Support

    static func randomValue(_ generator: inout SeededGenerator, depth: Int) -> JSONValue {
        // Containers half the time while depth remains, so trees nest.
        let kind =
            depth > 0 && Bool.random(using: &generator)
            ? Int.random(in: 6...7, using: &generator) : Int.random(in: 0..<6, using: &generator)
        switch kind {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .int(Int.random(in: -1_000_000...1_000_000, using: &generator))
        case 3: return .double([0.5, -2.25, 1e21, 3.0, .nan][Int.random(in: 0..<5, using: &generator)])
        case 4, 5: return .string(RandomReportText.string(&generator))
        case 6:
            let count = Int.random(in: 0..<5, using: &generator)
            return .array((0..<count).map { _ in randomValue(&generator, depth: depth - 1) })
        default:
            let count = Int.random(in: 0..<5, using: &generator)
            return .object(
                (0..<count).map { _ in
                    (RandomReportText.string(&generator, maxPieces: 3), randomValue(&generator, depth: depth - 1))
                })
        }
    }

    /// Writes `value` with the incremental calls, handing a subtree to `value(_:)` now and then.
    static func stream(_ value: JSONValue, to output: inout JSONOutput, generator: inout SeededGenerator) {
        if Int.random(in: 0..<5, using: &generator) == 0 {
            output.value(value)
            return
        }
        switch value {
        case .string(let text): output.string(text)
        case .int(let number): output.int(number)
        case .array(let values):
            output.beginArray()
            for element in values { stream(element, to: &output, generator: &generator) }
            output.endArray()
        case .object(let members):
            output.beginObject()
            for (name, member) in members {
                output.key(name)
                stream(member, to: &output, generator: &generator)
            }
            output.endObject()
        default: output.value(value)
        }
    }
}
