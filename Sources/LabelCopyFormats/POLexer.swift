/// Splits a decoded gettext `.po`/`.pot` text into messages, line by line, keeping byte positions.
///
/// Obsolete messages (`#~` lines) are skipped with the comments that precede them.
struct POLexer {
    /// A po string that may run over several `"…"` lines.
    struct Text {
        var value: String
        /// From just after the first opening quote to just before the last closing quote.
        var range: Range<Int>

        /// Adds a continuation line's text, whose raw content ends at `end`.
        mutating func append(_ text: String, endingAt end: Int) {
            value += text
            range = range.lowerBound..<end
        }
    }

    /// One message: its comments and strings.
    struct Message {
        var translatorComments: [String] = []
        var extractedComments: [String] = []
        /// The `#:` lines' texts (each a space-separated list of `file:line` references).
        var references: [String] = []
        var flags: [String] = []
        var context: Text?
        var id: Text?
        var idPlural: Text?
        /// `msgstr` (index nil) or `msgstr[n]`, in file order.
        var strings: [(index: Int?, text: Text)] = []
        /// Offset of the first line that belongs to the message.
        var start: Int?
    }

    /// Which string a continuation line extends.
    private enum Field {
        case context, id, idPlural
        case string(Int)
    }

    let document: TextDocument
    private let bytes: [UInt8]

    init(_ document: TextDocument) {
        self.document = document
        self.bytes = document.bytes
    }

    /// All messages of the file, in order.
    func messages() throws(FormatError) -> [Message] {
        var result: [Message] = []
        var current = Message()
        var field: Field?
        var buffer: [UInt8] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            var next = lineEnd
            if next < bytes.count { next += (bytes[next] == 0x0D && next + 1 < bytes.count && bytes[next + 1] == 0x0A) ? 2 : 1 }
            var cursor = lineStart
            while cursor < lineEnd, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            defer { lineStart = next }
            guard cursor < lineEnd else { continue }
            if bytes[cursor] == UInt8(ascii: "\"") {
                guard let open = field else {
                    throw document.error("a string continuation line must follow msgctxt, msgid or msgstr", at: cursor)
                }
                try extend(&current, open, line: cursor..<lineEnd, buffer: &buffer)
                continue
            }
            let startsMessage =
                bytes[cursor] == UInt8(ascii: "#") || startsWord("msgctxt", at: cursor) || startsWord("msgid ", at: cursor)
                || startsWord("msgid\t", at: cursor)
            if startsMessage, !current.strings.isEmpty {
                result.append(current)
                current = Message()
                field = nil
            }
            if bytes[cursor] == UInt8(ascii: "#") {
                try comment(&current, line: cursor..<lineEnd)
                field = nil
                continue
            }
            field = try keyword(&current, line: cursor..<lineEnd, buffer: &buffer)
        }
        if current.id != nil || current.context != nil {
            guard !current.strings.isEmpty else {
                throw document.error(
                    "msgid without msgstr before the end of the file", at: current.id?.range.lowerBound ?? bytes.count)
            }
            result.append(current)
        }
        return result
    }

    // MARK: - Lines

    private func comment(_ message: inout Message, line: Range<Int>) throws(FormatError) {
        let marker = line.lowerBound + 1 < line.upperBound ? bytes[line.lowerBound + 1] : 0x20
        if marker == UInt8(ascii: "~") {
            // An obsolete message: drop it together with the comments gathered for it.
            message = Message()
            return
        }
        if message.start == nil { message.start = line.lowerBound }
        let text = trimmed(line.lowerBound + (marker == 0x20 || marker == 0x09 ? 1 : 2)..<line.upperBound)
        switch marker {
        case UInt8(ascii: ","):
            message.flags += text.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        case UInt8(ascii: "."): message.extractedComments.append(text)
        case UInt8(ascii: ":"): message.references.append(text)
        case UInt8(ascii: "|"): break
        default:
            message.translatorComments.append(
                marker == 0x20 || marker == 0x09 ? text : trimmed(line.lowerBound + 1..<line.upperBound))
        }
    }

    /// Reads a `msgctxt`/`msgid`/`msgid_plural`/`msgstr`/`msgstr[n]` line; returns its field.
    private func keyword(_ message: inout Message, line: Range<Int>, buffer: inout [UInt8]) throws(FormatError) -> Field {
        var cursor = line.lowerBound
        while cursor < line.upperBound, bytes[cursor] != 0x20, bytes[cursor] != 0x09, bytes[cursor] != UInt8(ascii: "\"") {
            cursor += 1
        }
        let word = document.string(line.lowerBound..<cursor)
        while cursor < line.upperBound, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        let rest = cursor..<line.upperBound
        let field: Field
        switch word {
        case "msgctxt":
            guard message.id == nil else { throw document.error("msgctxt must come before msgid", at: line.lowerBound) }
            field = .context
        case "msgid":
            guard message.id == nil else { throw document.error("a second msgid before any msgstr", at: line.lowerBound) }
            field = .id
        case "msgid_plural":
            guard message.id != nil, message.idPlural == nil, message.strings.isEmpty else {
                throw document.error("msgid_plural must follow a msgid", at: line.lowerBound)
            }
            field = .idPlural
        case "msgstr":
            guard message.id != nil else { throw document.error("msgstr without a preceding msgid", at: line.lowerBound) }
            guard message.idPlural == nil else {
                throw document.error("a plural message needs msgstr[n], not msgstr", at: line.lowerBound)
            }
            guard message.strings.isEmpty else { throw document.error("a second msgstr for the same msgid", at: line.lowerBound) }
            field = .string(-1)
        default:
            guard word.hasPrefix("msgstr["), word.hasSuffix("]"), let index = Int(word.dropFirst(7).dropLast()), index >= 0 else {
                throw document.error(
                    "unknown keyword '\(word)' (expected msgctxt, msgid, msgid_plural or msgstr)", at: line.lowerBound)
            }
            guard message.idPlural != nil else {
                throw document.error("msgstr[\(index)] needs a msgid_plural", at: line.lowerBound)
            }
            field = .string(index)
        }
        guard rest.lowerBound < rest.upperBound, bytes[rest.lowerBound] == UInt8(ascii: "\"") else {
            throw document.error("expected a quoted string after \(word)", at: rest.lowerBound)
        }
        if message.start == nil { message.start = line.lowerBound }
        let piece = try quoted(rest, buffer: &buffer)
        let text = Text(value: String(decoding: buffer, as: UTF8.self), range: piece)
        switch field {
        case .context: message.context = text
        case .id: message.id = text
        case .idPlural: message.idPlural = text
        case .string(let index): message.strings.append((index < 0 ? nil : index, text))
        }
        return field
    }

    /// Appends a continuation line's string to the open field, in place: a value of many lines
    /// grows by each line's text, in time proportional to the line, not to the value so far.
    private func extend(_ message: inout Message, _ field: Field, line: Range<Int>, buffer: inout [UInt8]) throws(FormatError) {
        let piece = try quoted(line, buffer: &buffer)
        let added = String(decoding: buffer, as: UTF8.self)
        switch field {
        case .context: message.context?.append(added, endingAt: piece.upperBound)
        case .id: message.id?.append(added, endingAt: piece.upperBound)
        case .idPlural: message.idPlural?.append(added, endingAt: piece.upperBound)
        case .string:
            guard !message.strings.isEmpty else { return }
            message.strings[message.strings.count - 1].text.append(added, endingAt: piece.upperBound)
        }
    }

    /// Reads the `"…"` that `line` starts with into `buffer`; returns its raw content range.
    private func quoted(_ line: Range<Int>, buffer: inout [UInt8]) throws(FormatError) -> Range<Int> {
        let open = line.lowerBound
        var cursor = open + 1
        while cursor < line.upperBound, bytes[cursor] != UInt8(ascii: "\"") {
            cursor += bytes[cursor] == 0x5C ? 2 : 1
        }
        guard cursor < line.upperBound else {
            throw document.error("unterminated string: no closing quote on this line", at: open)
        }
        var after = cursor + 1
        while after < line.upperBound, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        guard after == line.upperBound else {
            throw document.error("unexpected text after the closing quote", at: after)
        }
        buffer.removeAll(keepingCapacity: true)
        try POEscaping.unescape(document, (open + 1)..<cursor, into: &buffer)
        return (open + 1)..<cursor
    }

    private func startsWord(_ word: StaticString, at offset: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return word.withUTF8Buffer { bytes[offset..<(offset + count)].elementsEqual($0) }
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = max(range.lowerBound, range.upperBound)
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
        return document.string(lower..<upper)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        var text = self[...]
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
