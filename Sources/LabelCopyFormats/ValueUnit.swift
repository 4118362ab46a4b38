/// One character of a decoded value and the raw bytes it was read from, so that an edit to the
/// value can be made to those bytes alone.
struct ValueUnit: Sendable, Hashable {
    /// What the raw bytes read as.
    var scalar: Unicode.Scalar
    /// The raw bytes, in the coordinates of the content being mapped.
    var raw: Range<Int>
    /// How text written next to it must be escaped.
    var context: ValueUnitContext
}

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
