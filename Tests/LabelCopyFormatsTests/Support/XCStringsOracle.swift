import Foundation
import LabelCopyFormats

/// An independent reading of String Catalogs through `JSONSerialization`: every `stringUnit`
/// value, keyed by string key, locale and the path of variations that leads to it.
enum XCStringsOracle {
    /// A unit's place and value, comparable between the oracle and the reader.
    struct Unit: Hashable, CustomStringConvertible {
        var key: String
        var locale: String
        var branch: String
        var value: String

        var description: String { "\(key) [\(locale)\(branch)] = \(value.debugDescription)" }
    }

    /// The catalog's units according to Foundation.
    static func units(_ bytes: [UInt8]) throws -> Set<Unit> {
        let root = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        let strings = root?["strings"] as? [String: Any] ?? [:]
        var result: Set<Unit> = []
        for (key, item) in strings {
            let localizations = (item as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (locale, node) in localizations {
                collect(node, key: key, locale: locale, device: nil, variable: nil, category: nil, into: &result)
            }
        }
        return result
    }

    /// The reader's units (entries with a place in the file).
    static func units(of file: LocalizationFile) -> Set<Unit> {
        Set(
            file.entries.filter { $0.valueRange != nil }.map { entry in
                Unit(
                    key: entry.key, locale: entry.locale ?? "",
                    branch: branch(entry.device, entry.pluralVariable, entry.pluralCategory), value: entry.value)
            })
    }

    private static func collect(
        _ node: Any, key: String, locale: String, device: String?, variable: String?, category: String?,
        into result: inout Set<Unit>
    ) {
        guard let node = node as? [String: Any] else { return }
        if let unit = node["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            result.insert(Unit(key: key, locale: locale, branch: branch(device, variable, category), value: value))
        }
        for (kind, choices) in node["variations"] as? [String: Any] ?? [:] {
            for (choice, child) in choices as? [String: Any] ?? [:] {
                let isPlural = kind == "plural"
                collect(
                    child, key: key, locale: locale, device: isPlural ? device : (kind == "device" ? choice : device ?? choice),
                    variable: variable, category: isPlural ? choice : category, into: &result)
            }
        }
        for (name, child) in node["substitutions"] as? [String: Any] ?? [:] {
            collect(child, key: key, locale: locale, device: device, variable: name, category: category, into: &result)
        }
    }

    private static func branch(_ device: String?, _ variable: String?, _ category: String?) -> String {
        [device.map { " device=\($0)" }, variable.map { " var=\($0)" }, category.map { " plural=\($0)" }].compactMap { $0 }
            .joined()
    }
}
