/// What Interface Builder writes in the comment above each string it exports from a storyboard
/// or XIB: `/* Class = "UIButton"; normalTitle = "Save"; ObjectID = "abc-12-xyz"; */`.
public struct InterfaceBuilderComment: Sendable, Hashable {
    /// The UI element's class (`UIButton`, `NSButtonCell`, `NSMenuItem`).
    public var className: String
    /// The localized property (`normalTitle`, `title`, `headerCell.title`).
    public var property: String?
    /// The property's text in the storyboard, i.e. the development-language original.
    public var originalText: String?
    /// The element's object identifier.
    public var objectID: String?

    /// Creates a comment's facts.
    public init(className: String, property: String? = nil, originalText: String? = nil, objectID: String? = nil) {
        self.className = className
        self.property = property
        self.originalText = originalText
        self.objectID = objectID
    }

    /// Reads the comment body at `range` of `document` (without `/*` and `*/`); nil when it is
    /// not an Interface Builder comment. Never throws: a comment that does not follow the
    /// pattern is just a comment.
    static func parse(_ document: TextDocument, _ range: Range<Int>) -> InterfaceBuilderComment? {
        let bytes = document.bytes
        var index = range.lowerBound
        var pairs: [(name: String, value: String)] = []
        while index < range.upperBound {
            while index < range.upperBound, isSpace(bytes[index]) { index += 1 }
            guard index < range.upperBound else { break }
            let nameStart = index
            while index < range.upperBound, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: "\"") {
                index += 1
            }
            guard index < range.upperBound, bytes[index] == UInt8(ascii: "=") else { return nil }
            var nameEnd = index
            while nameEnd > nameStart, isSpace(bytes[nameEnd - 1]) { nameEnd -= 1 }
            index += 1
            while index < range.upperBound, isSpace(bytes[index]) { index += 1 }
            guard index < range.upperBound, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let valueStart = index + 1
            index = valueStart
            while index < range.upperBound, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == 0x5C ? 2 : 1
            }
            guard index < range.upperBound else { return nil }
            guard let value = try? StringsEscaping.unescape(document, valueStart..<index) else { return nil }
            pairs.append((document.string(nameStart..<nameEnd), value))
            index += 1
            while index < range.upperBound, isSpace(bytes[index]) { index += 1 }
            if index < range.upperBound, bytes[index] == UInt8(ascii: ";") { index += 1 }
        }
        guard let first = pairs.first, first.name == "Class" else { return nil }
        var comment = InterfaceBuilderComment(className: first.value)
        for pair in pairs.dropFirst() {
            if pair.name == "ObjectID" {
                comment.objectID = pair.value
            } else if comment.property == nil {
                comment.property = pair.name
                comment.originalText = pair.value
            }
        }
        return comment
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
