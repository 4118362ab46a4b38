import LabelCopyCore
import LabelCopyText

extension OptionSpec {
    /// `--text-size <size>`: the Dynamic Type size truncation-risk measures at.
    static let textSize = OptionSpec.value(
        "text-size", valueName: "size",
        help: "Dynamic Type size titles are measured at: "
            + DynamicTypeSize.optionNames.joined(separator: ", ")
            + " (default large, or the configuration's truncation.textSize).")

    /// `--width <class>`: the screen width truncation-risk's budgets are computed for.
    static let widthClass = OptionSpec.value(
        "width", valueName: "class",
        help: "Screen width budgets are computed for: compact (320 pt, iPhone SE; default) or regular (390 pt).")

    /// `--font <file>`: a font file truncation-risk measures with instead of the embedded model.
    static let font = OptionSpec.value(
        "font", valueName: "file",
        help: "Measure titles with this .ttf/.otf font through HarfBuzz (kerning, Arabic joining, Indic and Thai clusters) "
            + "instead of the embedded width model.")

    /// The three truncation options, in the order help lists them.
    static let truncation: [OptionSpec] = [.textSize, .widthClass, .font]
}
