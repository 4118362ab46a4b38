import Foundation
import XCTest

@testable import LabelCopyText

/// Compares the embedded width model with HarfBuzz shaping real fonts, and reports the error.
///
/// On Inter, the font the Latin, Greek and Cyrillic advances come from, the only differences are
/// kerning and contextual forms: the table must be within 1 %. On Noto Sans (a second font, as a
/// user's `--font` would be) the error is what a user should expect from the model.
final class WidthHarfBuzzTests: XCTestCase {
    private static let interDirectory = "/usr/share/fonts/opentype/inter"
    private static let notoDirectory = "/usr/share/fonts/truetype/noto"
    private static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    // Titles written for these tests, in the style of common buttons.
    private static let latin = [
        "Add to Cart", "Sign In with Apple", "Download All Attachments", "Hinzufügen", "Einstellungen öffnen",
        "Télécharger la pièce jointe", "Zaloguj się", "Tallenna muutokset", "Añadir a la cesta", "Wyloguj",
    ]
    private static let cyrillic = [
        "Добавить в корзину", "Сохранить изменения", "Отмена", "Поделиться", "Удалить фотографию", "Войти",
    ]
    private static let arabic = ["إضافة إلى السلة", "حفظ التغييرات", "إلغاء", "مشاركة", "تسجيل الدخول", "حذف الصورة"]
    private static let cjk = ["カートに追加", "保存", "设置", "取消", "취소", "장바구니에 추가", "写真を削除", "登錄"]

    private func font(_ path: String, package: String) throws -> FontMeasurer {
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) not found; install \(package) (Scripts/install-deps.sh does) to compare with HarfBuzz")
        }
        return try FontMeasurer(path: path)
    }

    /// The relative error of the model's total width over `titles`, and the worst title's.
    private func error(_ titles: [String], _ font: FontMeasurer, weight: FontWeight = .regular) -> (total: Double, worst: Double)
    {
        var model = 0.0
        var shaped = 0.0
        var worst = 0.0
        for title in titles {
            let ours = WidthModel.points(of: title, weight: weight)
            let theirs = font.width(of: title)
            model += ours
            shaped += theirs
            worst = max(worst, abs(ours - theirs) / theirs)
            print(String(format: "  %@: model %.1f pt, HarfBuzz %.1f pt", title, ours, theirs))
        }
        return (abs(model - shaped) / shaped, worst)
    }

    private func report(_ name: String, _ error: (total: Double, worst: Double)) {
        print(String(format: "width error %@: total %.2f %%, worst title %.2f %%", name, error.total * 100, error.worst * 100))
    }

    func testTableMatchesInterWithinOnePercent() throws {
        let regular = try font("\(Self.interDirectory)/Inter-Regular.otf", package: "fonts-inter")
        let semibold = try font("\(Self.interDirectory)/Inter-SemiBold.otf", package: "fonts-inter")
        for (name, titles) in [("Latin", Self.latin), ("Cyrillic", Self.cyrillic)] {
            let plain = error(titles, regular)
            let bold = error(titles, semibold, weight: .semibold)
            report("Inter Regular \(name)", plain)
            report("Inter SemiBold \(name)", bold)
            XCTAssertLessThan(plain.total, 0.01, name)
            XCTAssertLessThan(bold.total, 0.01, name)
            XCTAssertLessThan(plain.worst, 0.02, name)
        }
    }

    func testModelAgainstNotoSansIsReported() throws {
        let noto = try font("\(Self.notoDirectory)/NotoSans-Regular.ttf", package: "fonts-noto-core")
        let arabicFont = try font("\(Self.notoDirectory)/NotoSansArabic-Regular.ttf", package: "fonts-noto-core")
        let cjkFont = try font(Self.notoCJK, package: "fonts-noto-cjk")
        let latin = error(Self.latin, noto)
        let cyrillic = error(Self.cyrillic, noto)
        let arabic = error(Self.arabic, arabicFont)
        let cjk = error(Self.cjk, cjkFont)
        report("Noto Sans Latin", latin)
        report("Noto Sans Cyrillic", cyrillic)
        report("Noto Sans Arabic", arabic)
        report("Noto Sans CJK", cjk)
        // Noto Sans is a wider design than Inter; the model must still be in the right range.
        XCTAssertLessThan(latin.total, 0.15)
        XCTAssertLessThan(cyrillic.total, 0.15)
        // Arabic letters are measured per code point from their shaped forms; ligatures such
        // as lam-alef and contextual kerning are what is left.
        XCTAssertLessThan(arabic.total, 0.10)
        XCTAssertLessThan(cjk.total, 0.05)
    }

    func testJapaneseTitleWithinTheModelErrorOfNotoSansCJK() throws {
        let cjkFont = try font(Self.notoCJK, package: "fonts-noto-cjk")
        let title = "カートに追加"
        XCTAssertEqual(DisplayWidth.columns(title), 12)
        let shaped = cjkFont.width(of: title)
        let modelError = error(Self.cjk, cjkFont).total
        print(String(format: "カートに追加: model %.1f pt, HarfBuzz on Noto Sans CJK %.1f pt", WidthModel.points(of: title), shaped))
        XCTAssertEqual(WidthModel.points(of: title), shaped, accuracy: shaped * max(modelError, 0.01))
    }

    func testMeasurerScalesWithSizeAndShapesKerning() throws {
        let regular = try font("\(Self.interDirectory)/Inter-Regular.otf", package: "fonts-inter")
        XCTAssertEqual(regular.width(of: ""), 0)
        XCTAssertEqual(regular.width(of: "Save", size: 34), 2 * regular.width(of: "Save", size: 17), accuracy: 1e-9)
        // "AV" kerns tighter than its two advances; the table knows no kerning.
        XCTAssertLessThan(regular.width(of: "AV"), WidthModel.points(of: "AV"))
    }

    func testMissingFontThrowsWithItsPath() {
        let path = "/nonexistent/labelcopy-font.ttf"
        XCTAssertThrowsError(try FontMeasurer(path: path)) { error in
            XCTAssertEqual((error as? FontMeasurerError)?.path, path)
            XCTAssertTrue(error.localizedDescription.hasPrefix("\(path):1:1:"), error.localizedDescription)
        }
    }

    func testNonFontFileThrows() throws {
        let path = NSTemporaryDirectory() + "labelcopy-not-a-font-\(getpid()).txt"
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try FontMeasurer(path: path))
    }
}
