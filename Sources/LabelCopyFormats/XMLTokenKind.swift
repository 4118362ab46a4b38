/// The kinds of markup and character data the XML lexer tells apart.
public enum XMLTokenKind: Sendable, Hashable {
    /// `<?xml version="1.0" …?>` at the very start of the file.
    case declaration
    /// `<?target …?>` anywhere else.
    case processingInstruction
    /// `<!DOCTYPE …>` (external identifier only; internal subsets are refused).
    case doctype
    /// `<!-- … -->`.
    case comment
    /// `<![CDATA[ … ]]>`.
    case cdata
    /// Character data between markup, references still escaped.
    case text
    /// `<name …>`.
    case startTag
    /// `<name …/>`.
    case emptyElementTag
    /// `</name>`.
    case endTag
}
