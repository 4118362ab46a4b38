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

    /// The object identifier and property, as entry properties (`ObjectID`, `property`).
    var properties: [String: String] {
        switch (objectID, property) {
        case (let id?, let name?): ["ObjectID": id, "property": name]
        case (let id?, nil): ["ObjectID": id]
        case (nil, let name?): ["property": name]
        case (nil, nil): [:]
        }
    }

    /// Reads an Interface Builder comment's text (without `/*` and `*/`), as String Catalogs
    /// keep it in their `comment` field; nil when it is not one.
    public static func parse(_ text: String) -> InterfaceBuilderComment? {
        guard text.utf8.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A }) else { return nil }
        let document = TextDocument(path: "", text: text)
        return parse(document, 0..<document.bytes.count)
    }

    /// Reads the comment body at `range` of `document` (without `/*` and `*/`); nil when it is
    /// not an Interface Builder comment. Never throws: a comment that does not follow the
    /// pattern is just a comment.
    static func parse(_ document: TextDocument, _ range: Range<Int>) -> InterfaceBuilderComment? {
        let bytes = document.bytes
        var index = range.lowerBound
        while index < range.upperBound, isSpace(bytes[index]) { index += 1 }
        // Cheap rejection first: most comments in code tables are prose.
        guard bytes[index..<range.upperBound].starts(with: "Class".utf8) else { return nil }
        var comment: InterfaceBuilderComment?
        while index < range.upperBound {
            guard let pair = nextPair(bytes, from: &index, limit: range.upperBound) else { return nil }
            guard let value = try? StringsEscaping.unescape(document, pair.value) else { return nil }
            let name = bytes[pair.name]
            if comment == nil {
                guard name.elementsEqual("Class".utf8) else { return nil }
                comment = InterfaceBuilderComment(className: value)
            } else if name.elementsEqual("ObjectID".utf8) {
                comment?.objectID = value
            } else if comment?.property == nil {
                comment?.property = document.string(pair.name)
                comment?.originalText = value
            }
            while index < range.upperBound, isSpace(bytes[index]) { index += 1 }
        }
        return comment
    }

    /// The next `name = "value";` of the comment: the name's and the raw value's byte ranges.
    private static func nextPair(_ bytes: [UInt8], from index: inout Int, limit: Int) -> (name: Range<Int>, value: Range<Int>)? {
        let nameStart = index
        while index < limit, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: "\"") { index += 1 }
        guard index < limit, bytes[index] == UInt8(ascii: "=") else { return nil }
        var nameEnd = index
        while nameEnd > nameStart, isSpace(bytes[nameEnd - 1]) { nameEnd -= 1 }
        index += 1
        while index < limit, isSpace(bytes[index]) { index += 1 }
        guard index < limit, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let valueStart = index + 1
        index = valueStart
        while index < limit, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == 0x5C ? 2 : 1 }
        guard index < limit else { return nil }
        let valueEnd = index
        index += 1
        while index < limit, isSpace(bytes[index]) { index += 1 }
        if index < limit, bytes[index] == UInt8(ascii: ";") { index += 1 }
        return (nameStart..<nameEnd, valueStart..<valueEnd)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
