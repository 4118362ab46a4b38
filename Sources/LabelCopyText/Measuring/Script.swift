import CICU

/// A writing system, identified by its ICU script code and named by ISO 15924 ("Latn", "Jpan").
public struct Script: Sendable, Hashable, CustomStringConvertible {
    /// ICU's UScriptCode value.
    public let code: Int32

    /// Creates a script from an ICU script code.
    public init(code: Int32) {
        self.code = code
    }

    /// The script with ISO 15924 code or long name `name` ("Latn", "Latin", "Jpan"), if ICU knows it.
    public init?(named name: String) {
        let code = name.withCString { lc_script_code($0) }
        guard code >= 0 else { return nil }
        self.code = code
    }

    /// The ISO 15924 code ("Latn", "Hira", "Jpan").
    public var shortName: String {
        ICUText.string(capacity: 16) { lc_script_short_name(code, $0, $1) } ?? "Zzzz"
    }

    /// The Unicode long name ("Latin", "Hiragana"); ICU gives the code itself for scripts Unicode does
    /// not encode on their own, such as "Jpan".
    public var name: String {
        ICUText.string(capacity: 64) { lc_script_name(code, $0, $1) } ?? "Unknown"
    }

    /// The ISO 15924 code.
    public var description: String { shortName }

    /// The script Unicode assigns to `scalar` (Common "Zyyy" for shared punctuation like "、").
    public static func of(_ scalar: Unicode.Scalar) -> Script {
        let code = lc_script(scalar.value)
        return Script(code: code >= 0 ? code : 103)  // 103 is USCRIPT_UNKNOWN ("Zzzz").
    }

    /// The scripts that use `scalar` (Script_Extensions): "ー" is Hiragana and Katakana, "、" is
    /// used by Bopomofo, Hangul, Han, Hiragana, Katakana and Yi.
    public static func extensions(_ scalar: Unicode.Scalar) -> [Script] {
        var codes = [Int32](repeating: 0, count: 32)
        let count = codes.withUnsafeMutableBufferPointer { buffer in
            lc_script_extensions(scalar.value, buffer.baseAddress, Int32(buffer.count))
        }
        guard count > 0 else { return [of(scalar)] }
        return codes.prefix(min(Int(count), codes.count)).map(Script.init(code:))
    }

    /// The scripts this one writes with: Japanese is Han, Hiragana and Katakana; Korean is Hangul
    /// and Han; Han simplified and traditional are Han. Others stand for themselves.
    public var components: [Script] {
        switch shortName {
        case "Jpan": Self.scripts("Hani", "Hira", "Kana")
        case "Kore": Self.scripts("Hang", "Hani")
        case "Hrkt": Self.scripts("Hira", "Kana")
        case "Hans", "Hant": Self.scripts("Hani")
        default: [self]
        }
    }

    /// True when `scalar` is used by this script or one of its components, per Script_Extensions:
    /// `Script(named: "Jpan")` covers "カ", "漢", "ー" and "、" but not "A".
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        let used = Self.extensions(scalar)
        return components.contains { used.contains($0) }
    }

    /// Scripts by ISO 15924 code, skipping any ICU does not know.
    private static func scripts(_ names: String...) -> [Script] {
        names.compactMap(Script.init(named:))
    }
}
