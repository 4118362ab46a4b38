/// Limits that keep hostile XML from costing unbounded time or stack: no entity declarations
/// or internal DTD subsets at all (the "billion laughs" expansion and external-entity reads
/// both start there), a cap on element nesting, and a cap on a single reference's length.
public struct XMLSafety: Sendable, Hashable {
    /// Deepest element nesting accepted; deeper files are refused rather than walked.
    public var maximumDepth: Int
    /// Longest `&…;` reference looked at before it is called malformed.
    public var maximumReferenceLength: Int
    /// Most attributes one tag may have; duplicates are found by comparing each with the ones
    /// before it, which must not turn quadratic on a hostile tag.
    public var maximumAttributes: Int

    /// Creates limits.
    public init(maximumDepth: Int = 256, maximumReferenceLength: Int = 32, maximumAttributes: Int = 256) {
        self.maximumDepth = maximumDepth
        self.maximumReferenceLength = maximumReferenceLength
        self.maximumAttributes = maximumAttributes
    }

    /// The limits every reader uses.
    public static let standard = XMLSafety()

    /// The message for an `<!ENTITY` declaration, wherever it stands.
    static let entityDeclarationMessage =
        "XML entity declarations are not allowed (they can expand without bound or read other files); remove the <!ENTITY …> declaration"
    /// The message for a DOCTYPE internal subset without entity declarations.
    static let internalSubsetMessage =
        "XML entity declarations are not allowed, nor any internal DTD subset ('[' … ']' in the DOCTYPE); keep only the DOCTYPE's external identifier"

    /// The five entities XML predefines, by name, as their UTF-8 byte.
    static func predefinedEntity<C: Collection>(_ name: C) -> UInt8? where C.Element == UInt8 {
        switch Array(name) {
        case [0x61, 0x6D, 0x70]: 0x26  // amp → &
        case [0x6C, 0x74]: 0x3C  // lt → <
        case [0x67, 0x74]: 0x3E  // gt → >
        case [0x71, 0x75, 0x6F, 0x74]: 0x22  // quot → "
        case [0x61, 0x70, 0x6F, 0x73]: 0x27  // apos → '
        default: nil
        }
    }

    /// True for scalars XML 1.0 allows in a document (§2.2 `Char`).
    static func isAllowedScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
