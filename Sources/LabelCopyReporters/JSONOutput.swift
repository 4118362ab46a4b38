import LabelCopyFormats

/// Writes JSON as UTF-8 bytes as it goes: containers are opened and closed and keys written one
/// at a time, so a report can write a large array element by element instead of building the
/// whole document as a `JSONValue` first.
///
/// Pretty output puts each element on its own line, indented two spaces a level, with
/// `"key": value` and empty containers as `[]` and `{}`; compact output has no spaces at all.
/// `JSONValue.serialized` writes through this type, so there is one implementation of the layout.
/// Strings have U+2028 and U+2029 escaped as well, so a report can be embedded in a script.
public struct JSONOutput: Sendable {
    /// The JSON written so far, as UTF-8.
    public private(set) var bytes: [UInt8] = []
    /// Whether elements go on indented lines of their own.
    public let pretty: Bool
    /// Whether each open container, innermost last, has an element yet (a comma comes first).
    private var containers: [Bool] = []
    /// Whether a key was just written, so the next value follows it on the same line.
    private var afterKey = false
    /// A newline and the indentation of the deepest line so far: each line starts with a prefix of it.
    private var lineStart: [UInt8] = [0x0A]

    /// An empty output; `capacity` bytes are reserved so a large report is not copied as it grows.
    public init(pretty: Bool, reservingCapacity capacity: Int = 0) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// Opens an object: `key` and a value for each member follow, then `endObject`.
    public mutating func beginObject() {
        open(UInt8(ascii: "{"))
    }

    /// Closes the innermost open object.
    public mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// Opens an array: its values follow, then `endArray`.
    public mutating func beginArray() {
        open(UInt8(ascii: "["))
    }

    /// Closes the innermost open array.
    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Writes the name of the open object's next member; its value comes next.
    public mutating func key(_ name: String) {
        assert(!afterKey && !containers.isEmpty, "a key belongs in an object, before its value")
        startElement()
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// Writes a string value.
    public mutating func string(_ value: String) {
        startValue()
        appendString(value)
    }

    /// Writes an integer value.
    public mutating func int(_ value: Int) {
        startValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Writes `value`, containers and all.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: literal("null")
        case .bool(let value): literal(value ? "true" : "false")
        case .int(let value): int(value)
        case .double(let value): literal(value.isFinite ? String(value) : "null")
        case .string(let value): string(value)
        case .array(let values):
            beginArray()
            for element in values { self.value(element) }
            endArray()
        case .object(let members):
            beginObject()
            for (name, member) in members {
                key(name)
                self.value(member)
            }
            endObject()
        }
    }

    /// Ends the last line: reports end with a newline after the document.
    public mutating func newline() {
        bytes.append(0x0A)
    }

    // MARK: - Layout

    private mutating func open(_ bracket: UInt8) {
        startValue()
        bytes.append(bracket)
        containers.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        assert(!afterKey, "a key needs a value before its object closes")
        // An empty container closes on the line it opened on: `[]`, `{}`.
        if containers.removeLast(), pretty { appendLineStart(depth: containers.count) }
        bytes.append(bracket)
    }

    /// Before a value: nothing after a key, else the separation of a new element.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else {
            startElement()
        }
    }

    /// A comma after the previous element of the open container, then the new element's line.
    private mutating func startElement() {
        guard let hasElements = containers.last else { return }
        if hasElements {
            bytes.append(UInt8(ascii: ","))
        } else {
            containers[containers.count - 1] = true
        }
        if pretty { appendLineStart(depth: containers.count) }
    }

    private mutating func appendLineStart(depth: Int) {
        let length = 1 + 2 * depth
        while lineStart.count < length { lineStart.append(UInt8(ascii: " ")) }
        bytes.append(contentsOf: lineStart[..<length])
    }

    private mutating func literal(_ text: String) {
        startValue()
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        JSONEscaping.append(value, to: &bytes, lineSeparators: true)
        bytes.append(UInt8(ascii: "\""))
    }
}
