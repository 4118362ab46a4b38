/// One attribute of a start tag, with the place of its raw value in the document.
public struct XMLAttribute: Sendable, Hashable {
    /// The attribute's qualified name as written (`xml:space`, `tools:ignore`).
    public var name: String
    /// The value with references resolved and whitespace normalized the way XML requires.
    public var value: String
    /// The whole attribute, `name="value"`, in the document's UTF-8 bytes.
    public var range: Range<Int>
    /// The raw value between its quotes.
    public var valueRange: Range<Int>

    /// Creates an attribute.
    public init(name: String, value: String, range: Range<Int>, valueRange: Range<Int>) {
        self.name = name
        self.value = value
        self.range = range
        self.valueRange = valueRange
    }
}
