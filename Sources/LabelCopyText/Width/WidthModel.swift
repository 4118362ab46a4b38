/// The width a title takes on screen, from advance widths embedded in the binary (see
/// `AdvanceWidthTable`): no font is needed at run time.
///
/// Latin, Greek, Cyrillic and common punctuation use Inter's advance of each code point, Arabic
/// the advance of each letter's usual shaped forms in Noto Sans Arabic; other scripts use their
/// script's average advance in Noto; combining marks, format characters and
/// controls take no room; an emoji takes one em per grapheme (the scalars of a ZWJ sequence
/// after the first, skin-tone modifiers and variation selectors add nothing, and each regional
/// indicator half an em, so a flag is one em); a scalar nothing covers takes the mean advance of
/// Inter's a-z. Kerning, ligatures and contextual shaping are left out: `FontMeasurer` includes
/// them when a font is at hand. The width of a title costs a table lookup per scalar and no
/// allocation.
public enum WidthModel {
    /// The advance of one emoji in ems: an estimate (emoji are drawn roughly square, about one em
    /// wide; fonts differ), as no emoji font is measured.
    static let emojiEms = 1.0

    /// The width of `text` in ems (multiples of the font size).
    public static func ems(of text: String, weight: FontWeight = .regular) -> Double {
        var text = text
        // A native string hands out its UTF-8 without copying; decoding it by hand keeps the
        // common scalars to one table read each.
        return text.withUTF8 { bytes in
            let tables = AdvanceTables.shared
            let advances = weight.isRegular ? tables.regular : tables.semibold
            return advances.withUnsafeBufferPointer { ems(of: bytes, advances: $0, tables: tables, weight: weight) }
        }
    }

    /// Sums the advances of the scalars of valid UTF-8 `bytes`.
    private static func ems(
        of bytes: UnsafeBufferPointer<UInt8>, advances: UnsafeBufferPointer<UInt16>, tables: AdvanceTables, weight: FontWeight
    ) -> Double {
        var units = 0
        var ems = 0.0
        var previous: UInt32 = 0
        var position = 0
        while position < bytes.count {
            let value = UTF8Scalars.decode(bytes, at: &position)
            if value == 0xFE0F {
                ems += emojiPresentationAdjustment(after: previous, weight: weight)
                continue
            }
            if let index = tables.index(of: value) {
                let advance = advances[index]
                if advance != AdvanceTables.missing {
                    units &+= Int(advance)
                    previous = value
                    continue
                }
            }
            if let scalar = Unicode.Scalar(value) {
                ems += otherEms(scalar, after: previous, weight: weight)
            }
            previous = value
        }
        return Double(units) / AdvanceWidthTable.unitsPerEm + ems
    }

    /// The width of `text` in points at font size `size` (17 pt, the Large body size, by default).
    public static func points(of text: String, size: Double = DynamicTypeSize.default.bodyPoints, weight: FontWeight = .regular)
        -> Double
    {
        ems(of: text, weight: weight) * size
    }

    /// The width of `text` in points at the body size of a Dynamic Type setting.
    public static func points(of text: String, dynamicType: DynamicTypeSize, weight: FontWeight = .regular) -> Double {
        ems(of: text, weight: weight) * dynamicType.bodyPoints
    }

    /// What U+FE0F changes: it asks for emoji presentation ("❤️", "1️⃣"), so the scalar before it
    /// becomes one emoji wide instead of its text advance.
    static func emojiPresentationAdjustment(after previous: UInt32, weight: FontWeight) -> Double {
        guard let scalar = Unicode.Scalar(previous), previous != 0, !scalar.properties.isEmojiPresentation else { return 0 }
        return emojiEms - scalarEms(scalar, weight: weight)
    }

    /// The advance in ems of one scalar on its own.
    static func scalarEms(_ scalar: Unicode.Scalar, weight: FontWeight) -> Double {
        let tables = AdvanceTables.shared
        if let index = tables.index(of: scalar.value) {
            let advance = weight.isRegular ? tables.regular[index] : tables.semibold[index]
            if advance != AdvanceTables.missing { return Double(advance) / AdvanceWidthTable.unitsPerEm }
        }
        return otherEms(scalar, after: 0, weight: weight)
    }

    /// The advance in ems of a scalar outside the per-code-point table.
    static func otherEms(_ scalar: Unicode.Scalar, after previous: UInt32, weight: FontWeight) -> Double {
        let value = scalar.value
        if value &- 0x1F3FB < 5 { return 0 }  // skin-tone modifiers join the emoji before them
        if value &- 0x1F1E6 < 26 { return emojiEms / 2 }  // two regional indicators are one flag
        if AdvanceTables.isZeroWidth(value) { return 0 }
        if let average = AdvanceTables.scriptAverage(of: value) {
            return weight.isRegular ? average.regular : average.semibold
        }
        if scalar.properties.isEmojiPresentation || (value >= 0x1F000 && value <= 0x1FAFF) {
            // Scalars after a zero-width joiner draw inside the emoji the sequence started.
            return previous == 0x200D ? 0 : emojiEms
        }
        if scalar.properties.isDefaultIgnorableCodePoint { return 0 }
        return weight.isRegular ? AdvanceWidthTable.defaultRegular : AdvanceWidthTable.defaultSemibold
    }
}
