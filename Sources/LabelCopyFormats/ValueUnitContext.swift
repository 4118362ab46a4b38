/// Where a character of a value stands in XML content, which decides how new text next to it is escaped.
enum ValueUnitContext: Sendable, Hashable {
    /// Character data.
    case text
    /// Android character data inside an unescaped `"…"` run (white space kept).
    case quoted
    /// The inside of a CDATA section.
    case cdata
    /// A tag of inline markup the value keeps as written; never edited.
    case markup
}
