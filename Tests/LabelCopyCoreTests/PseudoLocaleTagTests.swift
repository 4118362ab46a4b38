import LabelCopyCore
import XCTest

/// Which tags are pseudo-locales: what `pseudo` may replace and `lint` passes over.
final class PseudoLocaleTagTests: XCTestCase {
    func testPseudoLocales() {
        for tag in ["en-XA", "ar-XB", "en-XC", "en_XA", "qps-ploc", "qps-ploca", "qps-plocm", "QPS-PLOC"] {
            XCTAssertTrue(LocaleTag.isPseudo(tag), tag)
        }
    }

    func testRealLocales() {
        for tag in ["de", "en", "en-GB", "sq-XK", "sr-Latn-XK", "Base", "pt-BR", "es-419", "xa"] {
            XCTAssertFalse(LocaleTag.isPseudo(tag), tag)
        }
    }
}
