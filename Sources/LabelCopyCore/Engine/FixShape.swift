/// The kinds of edit a fix that changes no word makes, for which the engine derives the fixed
/// text's analysis from the analysis of the text before the fix instead of tokenizing it again.
///
/// A shape only says which edits `FixedTextDerivation` may look for; it proves nothing by
/// itself: the derivation checks the fixed text byte for byte against the edits it allows and
/// falls back to a full analysis when the text is anything else.
enum FixShape: Sendable {
    /// White-space runs of spaces and tabs collapsed to one space, or removed at the edges.
    case whitespace
    /// Period runs replaced by "…", and a single space before a final one removed.
    case ellipsis
    /// Closing periods and exclamation marks removed, with the white space between them.
    case trailingMarks
    /// "…" put after the last word, in place of the periods and white space after it.
    case progressEllipsis

    /// The shape of the fixes `rule` makes, or nil when they may change words.
    static func of(_ rule: any TitleRule) -> FixShape? {
        switch rule {
        case is WhitespaceRule: return .whitespace
        case is EllipsisRule: return .ellipsis
        case is TrailingPunctuationRule: return .trailingMarks
        case is ProgressLabelRule: return .progressEllipsis
        default: return nil
        }
    }
}
