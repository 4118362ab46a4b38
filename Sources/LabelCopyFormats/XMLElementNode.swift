/// An element of an `XMLTree`: its name, attributes, children and the exact byte ranges of its tags.
public struct XMLElementNode: Sendable, Hashable {
    /// The qualified name as written.
    public var name: String
    /// Attributes in document order.
    public var attributes: [XMLAttribute]
    /// The start tag (or the whole empty-element tag).
    public var startTag: Range<Int>
    /// The end tag; nil for an empty-element tag.
    public var endTag: Range<Int>?
    /// Children in document order.
    public var children: [XMLChild]
    /// The parent's index in `XMLTree.elements`; nil for the root.
    public var parent: Int?
    /// 1 for the root.
    public var depth: Int

    /// Creates an element.
    public init(
        name: String, attributes: [XMLAttribute], startTag: Range<Int>, endTag: Range<Int>? = nil,
        children: [XMLChild] = [], parent: Int?, depth: Int
    ) {
        self.name = name
        self.attributes = attributes
        self.startTag = startTag
        self.endTag = endTag
        self.children = children
        self.parent = parent
        self.depth = depth
    }

    /// The bytes between the start and end tags (empty, at the tag's end, for `<name/>`).
    public var contentRange: Range<Int> {
        startTag.upperBound..<(endTag?.lowerBound ?? startTag.upperBound)
    }

    /// The whole element, start tag to end tag.
    public var range: Range<Int> {
        startTag.lowerBound..<(endTag?.upperBound ?? startTag.upperBound)
    }

    /// The decoded value of the attribute named `name`, if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
