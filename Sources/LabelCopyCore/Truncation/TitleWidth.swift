import LabelCopyFormats
import LabelCopyText

/// A title's width in points as it is shown: its format placeholders left out, since what `%@`
/// or `{name}` expands to is unknown, and its markup as what it shows (`shownText`).
public struct TitleWidth: Sendable, Hashable {
    /// The width of the title's visible text.
    public var points: Double
    /// True when placeholders were left out, so the shown title will be wider.
    public var omitsPlaceholders: Bool
    /// The font file that measured the width; nil when the embedded model did.
    public var fontName: String?

    /// Measures `text` at `size` points in `weight`, with `measurer` (the embedded model by default).
    public init(_ text: String, size: Double, weight: FontWeight, measurer: TextMeasurer = .model) {
        let shown = Self.shownText(text)
        let measured = measurer.measure(shown.text, size: size, weight: weight)
        self.init(points: measured.points, omitsPlaceholders: shown.omitsPlaceholders, fontName: measured.fontName)
    }

    /// The text a title shows, as far as it is known: format placeholders left out (what they
    /// expand to is unknown), tags and markers left out, an entity as its character, a link or
    /// an inflection as its text, a code span or protected element as the text inside it.
    static func shownText(_ text: String) -> (text: String, omitsPlaceholders: Bool) {
        // Only text with a placeholder's lead character needs tokenizing.
        guard text.utf8.contains(where: Self.mayLead) else { return (text, false) }
        let tokenization = Tokenizer.tokenize(text)
        let bytes = tokenization.utf8
        var shown: [UInt8] = []
        shown.reserveCapacity(bytes.count)
        var cursor = 0
        var omitted = false
        for token in tokenization.tokens where token.kind == .placeholder {
            shown += bytes[cursor..<token.range.lowerBound]
            cursor = token.range.upperBound
            let written = bytes[token.range]
            let kind = tokenization.placeholderKind(of: token)
            switch kind {
            case .format, nil:
                omitted = true
            case .tag, .marker:
                continue
            case .entity:
                let decoded = XMLEscaping.decode(bytes, token.range)
                // A named entity XML does not predefine ("&nbsp;", "&hellip;") shows one
                // character of about a letter's width.
                shown += decoded.utf8.elementsEqual(written) ? Array("n".utf8) : Array(decoded.utf8)
            case .code:
                // Typed exactly as it shows.
                if let inner = tokenization.shownRange(of: token, kind: .code) { shown += bytes[inner] }
            case .link, .inflection, .protectedElement:
                // "[Learn More](url)", "^[%lld Photo](inflect: true)", `<xliff:g>%d</xliff:g>`:
                // the text inside, which may hold placeholders and markup of its own.
                guard let kind, let inner = tokenization.shownRange(of: token, kind: kind) else { continue }
                omitted = appendShown(bytes[inner], to: &shown) || omitted
            }
        }
        shown += bytes[min(cursor, bytes.count)...]
        return (String(decoding: shown, as: UTF8.self), omitted)
    }

    /// Appends what the markup `inner` shows to `shown`; true when it left a placeholder out.
    private static func appendShown(_ inner: ArraySlice<UInt8>, to shown: inout [UInt8]) -> Bool {
        let nested = shownText(String(decoding: inner, as: UTF8.self))
        shown += nested.text.utf8
        return nested.omitsPlaceholders
    }

    /// Bytes that may start a placeholder or markup: `%`, `{`, `$`, `<`, `&`, `[`, `^`, `` ` ``,
    /// `_`, `*`.
    private static func mayLead(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "%"), UInt8(ascii: "{"), UInt8(ascii: "$"), UInt8(ascii: "<"), UInt8(ascii: "&"),
            UInt8(ascii: "["), UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "_"), UInt8(ascii: "*"):
            true
        default: false
        }
    }

    /// Creates a width.
    public init(points: Double, omitsPlaceholders: Bool, fontName: String? = nil) {
        self.points = points
        self.omitsPlaceholders = omitsPlaceholders
        self.fontName = fontName
    }
}
