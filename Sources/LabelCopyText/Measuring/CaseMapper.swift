import CICU

/// Locale-aware case mapping over ICU (Turkish dotted I, Dutch IJ, Greek accents, Lithuanian dots).
public enum CaseMapper {
    /// `text` in lower case for `locale` ("tr": "I" becomes "ı").
    public static func lowercased(_ text: String, locale: String? = nil) -> String {
        map(text, LC_CASE_LOWER, locale: locale)
    }

    /// `text` in upper case for `locale` ("tr": "i" becomes "İ").
    public static func uppercased(_ text: String, locale: String? = nil) -> String {
        map(text, LC_CASE_UPPER, locale: locale)
    }

    /// `text` with each word's first letter title-cased for `locale` ("nl": "ijsland" becomes "IJsland").
    /// The rest of each word is kept as written, so "iPhone" and "macOS" keep their inner capitals.
    public static func titlecased(_ text: String, locale: String? = nil) -> String {
        map(text, LC_CASE_TITLE, locale: locale)
    }

    /// `text` case-folded for caseless comparison (locale-independent).
    public static func folded(_ text: String) -> String {
        map(text, LC_CASE_FOLD, locale: nil)
    }

    /// Runs one ICU case operation, growing the output buffer once if the result is longer.
    private static func map(_ text: String, _ operation: lc_case_operation, locale: String?) -> String {
        if text.isEmpty { return text }
        return ICUText.withLocale(locale) { localeID in
            ICUText.withUTF16(text) { units, length in
                var capacity = Int(length) + 8
                for _ in 0..<2 {
                    var output = [UInt16](repeating: 0, count: capacity)
                    let needed = output.withUnsafeMutableBufferPointer { buffer in
                        lc_case_map(operation, localeID, units, length, buffer.baseAddress, Int32(clamping: capacity))
                    }
                    if needed < 0 { return text }
                    if Int(needed) <= capacity {
                        return String(decoding: output[0..<Int(needed)], as: UTF16.self)
                    }
                    capacity = Int(needed)
                }
                return text
            }
        }
    }
}
