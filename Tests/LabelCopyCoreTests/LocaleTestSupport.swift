import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// Builds small projects in code for the locale rule tests.
enum LocaleFixture {
    /// An entry of `file` at `line`.
    static func entry(
        _ key: String, _ value: String, path: String, locale: String?, isSource: Bool, line: Int = 1,
        format: LocalizationFormat = .strings, category: String? = nil, variable: String? = nil, sourceText: String? = nil,
        translatable: Bool = true
    ) -> LocalizationEntry {
        LocalizationEntry(
            key: key, locale: locale, value: value, location: SourceLocation(path: path, line: line, column: 1), format: format,
            isSource: isSource, sourceText: sourceText, pluralCategory: category, pluralVariable: variable,
            translatable: translatable)
    }

    /// A `.strings` table in `<locale>.lproj` with `pairs` (key, value) in order.
    static func strings(_ locale: String, _ pairs: [(String, String)], table: String = "Localizable") -> LocalizationFile {
        let path = "App/\(locale).lproj/\(table).strings"
        let isSource = PathLocale.isSource(locale)
        let entries = pairs.enumerated().map { index, pair in
            entry(pair.0, pair.1, path: path, locale: locale, isSource: isSource, line: index + 1)
        }
        return LocalizationFile(path: path, format: .strings, locale: locale, entries: entries, document: nil)
    }

    /// A one-entry source/translation project: `key` = `source` in English, `translation` in `locale`.
    static func project(key: String = "save.button", source: String, _ translations: [String: String]) -> LocalizationProject {
        var files = [strings("en", [(key, source)])]
        for (locale, value) in translations.sorted(by: { $0.key < $1.key }) {
            files.append(strings(locale, [(key, value)]))
        }
        return LocalizationProject(files: files)
    }

    /// A `.stringsdict` table with one plural variable `count` of `key` and the given categories.
    static func stringsdict(_ locale: String, key: String = "files", _ variants: [String: String]) -> LocalizationFile {
        let path = "App/\(locale).lproj/Localizable.stringsdict"
        let isSource = PathLocale.isSource(locale)
        var entries = [entry(key, "%#@count@", path: path, locale: locale, isSource: isSource, format: .stringsdict)]
        for (index, (category, value)) in variants.sorted(by: { $0.key < $1.key }).enumerated() {
            entries.append(
                entry(
                    key, value, path: path, locale: locale, isSource: isSource, line: index + 2, format: .stringsdict,
                    category: category, variable: "count"))
        }
        return LocalizationFile(path: path, format: .stringsdict, locale: locale, entries: entries, document: nil)
    }
}
