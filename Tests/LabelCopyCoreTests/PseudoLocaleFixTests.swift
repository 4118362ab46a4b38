import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// `fix` leaves pseudo-locale text alone, as `lint` does not check it: a pseudo-locale folder's
/// files and a catalog's pseudo-locale values keep their deliberate case and padding.
final class PseudoLocaleFixTests: XCTestCase {
    private let table = "/* Button */\n\"save.button\" = \"save as draft\";\n"

    func testPseudoLocaleFilesGetNoFixes() throws {
        let source = try FormatRegistry.parse(Array(table.utf8), path: "App/en.lproj/Localizable.strings")
        let pseudoText = table.replacingOccurrences(of: "save as draft", with: "šáṽé áš ðŕáƒţ ~~~~")
        let pseudo = try FormatRegistry.parse(Array(pseudoText.utf8), path: "App/en-XA.lproj/Localizable.strings")
        let linter = Linter()
        XCTAssertTrue(linter.lint([source, pseudo]).findings.allSatisfy { $0.location.path == source.path })
        let planned = linter.plannedFixes(forProject: [source, pseudo])
        XCTAssertEqual(planned[source.path]?.map(\.newValue), ["Save as Draft"])
        XCTAssertNil(planned[pseudo.path], "a pseudo-locale file is not rewritten")
    }

    func testPseudoLocaleValuesInACatalogGetNoFixes() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "save.button" : {
                  "comment" : "Button",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "save as draft" } },
                    "en-XA" : { "stringUnit" : { "state" : "translated", "value" : "šáṽé áš ðŕáƒţ ~~~~" } }
                  }
                },
                "open.button" : {
                  "comment" : "Button",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "open file" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let file = try FormatRegistry.parse(Array(catalog.utf8), path: "App/Localizable.xcstrings")
        let planned = Linter().plannedFixes(forProject: [file])[file.path] ?? []
        XCTAssertEqual(Set(planned.map(\.newValue)), ["Save as Draft", "Open File"])
        XCTAssertFalse(planned.contains { $0.entry.locale == "en-XA" })
    }
}
