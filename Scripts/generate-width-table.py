#!/usr/bin/env python3
"""Generate Sources/LabelCopyText/Width/AdvanceWidthTable.swift from open fonts.

Dev-time tool. Needs fontTools (`pip install fonttools`) and the Debian packages
fonts-inter, fonts-noto-core and fonts-noto-cjk. Run it after changing the ranges below:

    python3 Scripts/generate-width-table.py

What it writes, so labelcopy measures titles without any font at run time:
- per-code-point advances of Inter (Regular and SemiBold), the open UI font closest to
  Apple's system font, for Latin, Greek, Cyrillic and common punctuation, in Inter's
  font units, as hex text decoded once at first use; the Arabic block likewise from the
  shaped forms of Noto Sans Arabic (see arabic_advances);
- one average advance per script (in ems) from Noto for the scripts Inter lacks: the mean
  advance of the script's letters (general category L*) in its main block (see
  MEASURE_RANGES for exceptions). Noto ships Regular
  and Bold only; SemiBold (weight 600) is taken two thirds of the way from 400 to 700;
- the default advance for scalars no table covers: the mean advance of Inter's a-z.
"""

import os
import sys
import unicodedata

from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "LabelCopyText", "Width", "AdvanceWidthTable.swift")
INTER = "/usr/share/fonts/opentype/inter/Inter-{}.otf"
NOTO = "/usr/share/fonts/truetype/noto/NotoSans{}-{}.ttf"
NOTO_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc"

# Blocks measured glyph by glyph in Inter: (first, last) code points.
INTER_BLOCKS = [
    (0x0000, 0x052F),  # C0 controls, Basic Latin … Cyrillic Supplement (incl. combining diacritics, Greek)
    (0x1E00, 0x1FFF),  # Latin Extended Additional (Vietnamese), Greek Extended
    (0x2000, 0x206F),  # General Punctuation (spaces, dashes, quotes, ellipsis)
    (0x20A0, 0x20BF),  # Currency Symbols
    (0x2100, 0x215F),  # Letterlike symbols and number forms (™, №)
    (0x2190, 0x21FF),  # Arrows
]

# The Arabic block, measured per code point in Noto Sans Arabic (see arabic_advances) and
# appended after the Inter blocks: a script average overestimates Arabic by a third, since the
# frequent letters join narrow.
ARABIC_BLOCK = (0x0600, 0x06FF)
FORM_WEIGHTS = {"<initial>": 1, "<medial>": 2, "<final>": 1, "<isolated>": 0}

# Scripts measured by average: (name, font, [(first, last)…]). Font "CJK" is Noto Sans CJK.
SCRIPTS = [
    ("Armenian", "Armenian", [(0x0530, 0x058F)]),
    ("Hebrew", "Hebrew", [(0x0590, 0x05FF), (0xFB1D, 0xFB4F)]),
    ("Arabic", "Arabic", [(0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)]),
    ("Devanagari", "Devanagari", [(0x0900, 0x097F), (0xA8E0, 0xA8FF)]),
    ("Bengali", "Bengali", [(0x0980, 0x09FF)]),
    ("Gurmukhi", "Gurmukhi", [(0x0A00, 0x0A7F)]),
    ("Gujarati", "Gujarati", [(0x0A80, 0x0AFF)]),
    ("Tamil", "Tamil", [(0x0B80, 0x0BFF)]),
    ("Telugu", "Telugu", [(0x0C00, 0x0C7F)]),
    ("Kannada", "Kannada", [(0x0C80, 0x0CFF)]),
    ("Malayalam", "Malayalam", [(0x0D00, 0x0D7F)]),
    ("Sinhala", "Sinhala", [(0x0D80, 0x0DFF)]),
    ("Thai", "Thai", [(0x0E00, 0x0E7F)]),
    ("Lao", "Lao", [(0x0E80, 0x0EFF)]),
    ("Myanmar", "Myanmar", [(0x1000, 0x109F)]),
    ("Georgian", "Georgian", [(0x10A0, 0x10FF), (0x2D00, 0x2D2F)]),
    ("Hangul Jamo", "CJK", [(0x1100, 0x11FF), (0x3130, 0x318F)]),
    ("Ethiopic", "Ethiopic", [(0x1200, 0x139F)]),
    ("Khmer", "Khmer", [(0x1780, 0x17FF)]),
    ("CJK punctuation", "CJK", [(0x3000, 0x303F)]),
    ("Kana", "CJK", [(0x3040, 0x30FF), (0x31F0, 0x31FF)]),
    ("Bopomofo", "CJK", [(0x3100, 0x312F)]),
    ("Han", "CJK", [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x3134F)]),
    ("Hangul", "CJK", [(0xAC00, 0xD7AF)]),
    ("Fullwidth forms", "CJK", [(0xFF01, 0xFF60), (0xFFE0, 0xFFE6)]),
    ("Halfwidth forms", "CJK", [(0xFF61, 0xFFDC)]),
]

# Where a script's average is measured, when not its first range: Arabic letters join, and
# shaped text is mostly initial, medial and final forms, narrower than the isolated letters
# of the main block; Presentation Forms-B holds every form of each letter, so its mean is
# closer to what a shaped title measures.
MEASURE_RANGES = {"Arabic": [(0xFE80, 0xFEFC)]}

# Categories averaged for punctuation-like blocks, where there are no letters.
PUNCTUATION_BLOCKS = {"CJK punctuation", "Fullwidth forms", "Halfwidth forms"}


def load(path, number=0):
    font = TTFont(path, fontNumber=number, lazy=True)
    return font, font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm


def describe(path, number=0):
    font = TTFont(path, fontNumber=number, lazy=True)
    name = font["name"]
    return f"{name.getDebugName(4)} {name.getDebugName(5).split(';')[0]} ({os.path.basename(path)})"


def arabic_advances(weight, inter_upem):
    """Advances of the Arabic block's code points as they are usually shaped, in Inter's units.

    A joining letter takes its initial, medial and final forms (weighted 1, 2, 1, since most
    letters of a word are medial); a right-joining one (alef, dal, reh, waw) its final and
    isolated forms alike. Each form's advance is read from Presentation Forms-A and -B, which
    Noto maps to the same glyphs shaping picks.
    """
    font, cmap, hmtx, upem = load(NOTO.format("Arabic", weight))
    forms = {}
    for code in list(range(0xFB50, 0xFE00)) + list(range(0xFE70, 0xFF00)):
        parts = unicodedata.decomposition(chr(code)).split()
        if len(parts) == 2 and parts[0] in FORM_WEIGHTS and code in cmap:
            forms.setdefault(int(parts[1], 16), {})[parts[0]] = hmtx[cmap[code]][0]
    values = []
    for code in range(ARABIC_BLOCK[0], ARABIC_BLOCK[1] + 1):
        if unicodedata.category(chr(code)) in ("Mn", "Me", "Cf", "Cc"):
            values.append(0)
            continue
        if code in forms:
            present = forms[code]
            weights = {form: FORM_WEIGHTS[form] for form in present}
            if "<initial>" not in present:
                weights = {form: 1 for form in present}
            advance = sum(present[form] * weights[form] for form in present) / sum(weights.values())
        elif code in cmap:
            advance = hmtx[cmap[code]][0]
        else:
            values.append(0xFFFF)
            continue
        values.append(min(round(advance * inter_upem / upem), 0xFFFE))
    return values


def inter_advances(weight):
    font, cmap, hmtx, upem = load(INTER.format(weight))
    values = []
    for first, last in INTER_BLOCKS:
        for code in range(first, last + 1):
            # Marks, format and control characters take no room of their own once shaped.
            if unicodedata.category(chr(code)) in ("Mn", "Me", "Cf", "Cc"):
                values.append(0)
                continue
            glyph = cmap.get(code)
            values.append(0xFFFF if glyph is None else min(hmtx[glyph][0], 0xFFFE))
    return values, upem, cmap, hmtx


def script_font(font_name, weight):
    if font_name == "CJK":
        return load(NOTO_CJK.format(weight))
    return load(NOTO.format(font_name, weight))


def average_em(font_name, weight, ranges, name):
    _, cmap, hmtx, upem = script_font(font_name, weight)
    total = 0
    count = 0
    for first, last in ranges:
        for code in range(first, last + 1):
            glyph = cmap.get(code)
            if glyph is None:
                continue
            category = unicodedata.category(chr(code))
            wanted = category[0] in "P" if name in PUNCTUATION_BLOCKS else category[0] == "L"
            if name in PUNCTUATION_BLOCKS and category[0] in "LNS":
                wanted = True
            if wanted and hmtx[glyph][0] > 0:
                total += hmtx[glyph][0]
                count += 1
    if count == 0:
        sys.exit(f"error: no glyphs measured for {name} in {font_name} {weight}")
    return total / count / upem


def zero_width_runs():
    """Runs of code points of categories Mn, Me, Cf, Cc above the first Inter block."""
    runs = []
    start = None
    for code in range(INTER_BLOCKS[0][1] + 1, 0x110000):
        zero = unicodedata.category(chr(code)) in ("Mn", "Me", "Cf", "Cc")
        if zero and start is None:
            start = code
        elif not zero and start is not None:
            runs.append((start, code - 1))
            start = None
    if start is not None:
        runs.append((start, 0x10FFFF))
    return runs


def semibold(regular, bold):
    return regular + (bold - regular) * 2 / 3


def hex_lines(values):
    text = "".join(f"{value:04x}" for value in values)
    return [text[i:i + 96] for i in range(0, len(text), 96)]


def swift_string(lines):
    body = "\n".join("        " + line for line in lines)
    return '"""\n' + body + '\n        """'


def main():
    regular, upem, cmap, hmtx = inter_advances("Regular")
    semi, upem_semi, cmap_semi, hmtx_semi = inter_advances("SemiBold")
    if upem != upem_semi:
        sys.exit("error: Inter Regular and SemiBold differ in units per em")
    arabic_bold = arabic_advances("Bold", upem)
    arabic_regular = arabic_advances("Regular", upem)
    regular += arabic_regular
    semi += [
        value if value in (0, 0xFFFF) or bold == 0xFFFF else round(semibold(value, bold))
        for value, bold in zip(arabic_regular, arabic_bold)
    ]
    lower = [hmtx[cmap[c]][0] for c in range(ord("a"), ord("z") + 1)]
    lower_semi = [hmtx_semi[cmap_semi[c]][0] for c in range(ord("a"), ord("z") + 1)]
    default_regular = sum(lower) / len(lower) / upem
    default_semi = sum(lower_semi) / len(lower_semi) / upem
    scripts = []
    for name, font_name, ranges in SCRIPTS:
        measured = MEASURE_RANGES.get(name, ranges[:1])
        reg = average_em(font_name, "Regular", measured, name)
        bold = average_em(font_name, "Bold", measured, name)
        for first, last in ranges:
            scripts.append((first, last, reg, semibold(reg, bold), name))
    scripts.sort()
    fonts = [describe(INTER.format("Regular")), describe(INTER.format("SemiBold"))]
    fonts += [describe(NOTO.format(f, "Regular")) for f in sorted({f for _, f, _ in SCRIPTS if f != "CJK"})]
    fonts += [describe(NOTO_CJK.format("Regular")), describe(NOTO_CJK.format("Bold"))]
    out = []
    out.append("// Generated by Scripts/generate-width-table.py. Do not edit.\n")
    out.append("//\n// Measured from these fonts, all under the SIL Open Font License 1.1\n")
    out.append("// (https://openfontlicense.org); only advance widths are taken, no glyphs:\n")
    for font in fonts:
        out.append(f"//   {font}\n")
    out.append("// Debian packages: fonts-inter 4.0~beta7+ds-1, fonts-noto-core 20201225-1,\n")
    out.append("// fonts-noto-cjk 1:20220127+repack1-1. Noto Bold files stand in for SemiBold by interpolation.\n\n")
    out.append("/// Advance widths measured from Inter and Noto, embedded so no font is needed at run time.\n")
    out.append("enum AdvanceWidthTable {\n")
    out.append("    /// Inter's units per em: the unit of `regularHex` and `semiboldHex`.\n")
    out.append(f"    static let unitsPerEm: Double = {upem}\n\n")
    out.append("    /// The blocks measured per code point, in the order their advances follow each other: Inter's,\n")
    out.append("    /// then Arabic from Noto Sans Arabic (shaped forms' advances, in Inter's units).\n")
    out.append("    static let blocks: [ClosedRange<UInt32>] = [\n")
    for first, last in INTER_BLOCKS + [ARABIC_BLOCK]:
        out.append(f"        0x{first:04X}...0x{last:04X},\n")
    out.append("    ]\n\n")
    for label, values in (("regular", regular), ("semibold", semi)):
        out.append(f"    /// {label.capitalize()} advances, four hex digits per code point; ffff where the font has no glyph.\n")
        out.append(f"    static let {label}Hex = {swift_string(hex_lines(values))}\n\n")
    out.append("    /// Average advances in ems of the scripts Inter lacks: first, last, Regular, SemiBold.\n")
    out.append("    static let scripts: [(first: UInt32, last: UInt32, regular: Double, semibold: Double)] = [\n")
    for first, last, reg, sb, name in scripts:
        out.append(f"        (0x{first:04X}, 0x{last:04X}, {reg:.4f}, {sb:.4f}),  // {name}\n")
    out.append("    ]\n\n")
    out.append("    /// Runs of marks, format and control characters beyond the per-code-point blocks, which take\n")
    out.append("    /// no room (Unicode general categories Mn, Me, Cf, Cc, from Python's unicodedata\n")
    out.append(f"    /// {unicodedata.unidata_version}); looked up instead of asking each scalar its category, which is slower.\n")
    out.append("    static let zeroWidth: [ClosedRange<UInt32>] = [\n")
    for first, last in zero_width_runs():
        out.append(f"        0x{first:04X}...0x{last:04X},\n")
    out.append("    ]\n\n")
    out.append("    /// The advance in ems of scalars no table covers: the mean of Inter's a-z.\n")
    out.append(f"    static let defaultRegular = {default_regular:.4f}\n")
    out.append("    /// The SemiBold counterpart of `defaultRegular`.\n")
    out.append(f"    static let defaultSemibold = {default_semi:.4f}\n")
    out.append("}\n")
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as handle:
        handle.write("".join(out))
    print(f"wrote {os.path.relpath(OUTPUT, ROOT)}: {len(regular)} code points, {len(scripts)} script ranges")


if __name__ == "__main__":
    main()
