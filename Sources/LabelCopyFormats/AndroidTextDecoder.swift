/// Turns the raw content of an Android `<string>` or `<item>` into the text the app shows,
/// the way Android's resource compiler does: XML references resolved first, then `\'`, `\"`,
/// `\\`, `\n`, `\t`, `\@`, `\?`, `\uXXXX` unescaped, unescaped `"` toggling a quoted run in
/// which white space is kept, and white space elsewhere collapsed to one space and trimmed at
/// both ends. Markup elements (`<b>`, `<xliff:g …>`) are copied as written.
struct AndroidTextDecoder {
    let document: TextDocument
    private var output: [UInt8] = []
    private var inQuotes = false
    private var lastWasCollapsedSpace = false
    private var pendingBackslash: Int?
    /// When recording: for each output byte, the raw bytes it was read from and their context.
    private var sources: [(raw: Range<Int>, context: ValueUnitContext)]?
    /// The raw bytes being read, which the next output byte comes from.
    private var current = 0..<0
    private var currentContext = ValueUnitContext.text
    /// When set, decoding stops at the first output byte recorded (`firstTextOffset` needs no
    /// more, and a value of many megabytes would cost a record for each of its bytes).
    private var stopsAtFirstOutput = false
    /// True once decoding has stopped early.
    private var stopped: Bool { stopsAtFirstOutput && sources?.isEmpty == false }

    init(document: TextDocument) {
        self.document = document
    }

    /// The value of the element at `index` of `tree` as a map of its characters onto the raw
    /// content, offsets made relative to `shift` (the content's start).
    static func map(of index: Int, in tree: XMLTree, shift: Int) throws(FormatError) -> ValueUnitMap {
        var decoder = AndroidTextDecoder(document: tree.document)
        decoder.sources = []
        try decoder.appendContent(of: index, in: tree)
        _ = decoder.finish()
        let content = tree.elements[index].contentRange
        var map = ValueUnitMap(raw: Array(tree.document.bytes[content]), units: [])
        let output = decoder.output
        let sources = decoder.sources ?? []
        var start = 0
        while start < output.count {
            let lead = output[start]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            let end = min(start + length, output.count)
            let lower = sources[start..<end].map(\.raw.lowerBound).min() ?? 0
            let upper = sources[start..<end].map(\.raw.upperBound).max() ?? 0
            let scalar = String(decoding: output[start..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
            map.units.append(ValueUnit(scalar: scalar, raw: (lower - shift)..<(upper - shift), context: sources[start].context))
            start = end
        }
        return map
    }

    /// Where the first character of the value of the element at `index` was read from (after
    /// leading white space, an opening quote, a comment or `<![CDATA[`); nil for an empty value.
    static func firstTextOffset(of index: Int, in tree: XMLTree) -> Int? {
        var decoder = AndroidTextDecoder(document: tree.document)
        decoder.sources = []
        decoder.stopsAtFirstOutput = true
        guard (try? decoder.appendContent(of: index, in: tree)) != nil else { return nil }
        return decoder.sources?.first?.raw.lowerBound
    }

    /// The decoded value of the element at `index` of `tree`.
    static func value(of index: Int, in tree: XMLTree) throws(FormatError) -> String {
        var decoder = AndroidTextDecoder(document: tree.document)
        decoder.output.reserveCapacity(tree.elements[index].contentRange.count)
        try decoder.appendContent(of: index, in: tree)
        return decoder.finish()
    }

    /// Recursion is bounded by the tree's depth limit.
    private mutating func appendContent(of index: Int, in tree: XMLTree) throws(FormatError) {
        for child in tree.elements[index].children where !stopped {
            switch child {
            case .text(let range, _): try append(range, resolvingReferences: true)
            case .cdata(let range): try append(range, resolvingReferences: false)
            case .element(let nested):
                let element = tree.elements[nested]
                appendMarkup(element.startTag)
                try appendContent(of: nested, in: tree)
                if let end = element.endTag { appendMarkup(end) }
            case .comment, .processingInstruction: continue
            }
        }
    }

    /// A markup tag, copied as written.
    private mutating func appendMarkup(_ range: Range<Int>) {
        guard !stopped else { return }
        output.append(contentsOf: document.bytes[range])
        if sources != nil {
            for offset in range {
                sources?.append((offset..<(offset + 1), .markup))
                if stopsAtFirstOutput { return }
            }
        }
    }

    private mutating func append(_ range: Range<Int>, resolvingReferences: Bool) throws(FormatError) {
        let bytes = document.bytes
        var index = range.lowerBound
        while index < range.upperBound, !stopped {
            var byte = bytes[index]
            var length = 1
            if sources != nil {
                currentContext = !resolvingReferences ? .cdata : inQuotes ? .quoted : .text
                current = index..<(index + 1)
            }
            if byte == 0x26 && resolvingReferences {
                let reference = XMLEscaping.reference(bytes, at: index, end: range.upperBound, maximumLength: 64)
                if let scalar = reference.scalar {
                    length = reference.length
                    current = index..<(index + length)
                    if !scalar.isASCII {
                        pendingBackslash = nil
                        appendLiteral(Array(String(scalar).utf8))
                        index += length
                        continue
                    }
                    byte = UInt8(scalar.value)
                }
            }
            if let backslash = pendingBackslash {
                pendingBackslash = nil
                current = backslash..<(index + length)
                length += try escape(byte, at: index, backslash: backslash, end: range.upperBound)
            } else {
                plain(byte, at: index, end: range.upperBound)
            }
            index += length
        }
    }

    /// Handles the byte after a backslash; returns how many extra bytes `\uXXXX` consumed.
    private mutating func escape(_ byte: UInt8, at index: Int, backslash: Int, end: Int) throws(FormatError) -> Int {
        switch byte {
        case 0x6E: appendLiteral(0x0A)
        case 0x74: appendLiteral(0x09)
        case 0x75:
            let bytes = document.bytes
            var value: UInt32 = 0
            for offset in 1...4 {
                guard index + offset < end, let digit = UInt32(String(UnicodeScalar(bytes[index + offset])), radix: 16) else {
                    throw document.error(
                        "invalid Android escape: '\\u' must be followed by four hexadecimal digits", at: backslash)
                }
                value = value * 16 + digit
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw document.error("invalid Android escape: '\\u' names a surrogate, not a character", at: backslash)
            }
            current = backslash..<(index + 5)
            appendLiteral(Array(String(scalar).utf8))
            return 4
        default: appendLiteral(byte)
        }
        return 0
    }

    private mutating func plain(_ byte: UInt8, at index: Int, end: Int) {
        switch byte {
        case 0x5C: pendingBackslash = index
        case 0x22: inQuotes.toggle()
        case 0x20, 0x09, 0x0A, 0x0D:
            if inQuotes {
                if byte == 0x0D {
                    if index + 1 < end, document.bytes[index + 1] == 0x0A { return }
                    appendLiteral(0x0A)
                } else {
                    appendLiteral(byte)
                }
            } else if !output.isEmpty && !lastWasCollapsedSpace {
                output.append(0x20)
                sources?.append((current, currentContext))
                lastWasCollapsedSpace = true
            } else if lastWasCollapsedSpace, let last = sources?.last, last.raw.upperBound == index, let count = sources?.count {
                // A run of white space reads as one space: all of it is that space's raw text.
                sources?[count - 1].raw = last.raw.lowerBound..<(index + 1)
            }
        default: appendLiteral(byte)
        }
    }

    private mutating func appendLiteral(_ bytes: [UInt8]) {
        output.append(contentsOf: bytes)
        if sources != nil {
            for _ in bytes { sources?.append((current, currentContext)) }
        }
        lastWasCollapsedSpace = false
    }

    private mutating func appendLiteral(_ byte: UInt8) {
        output.append(byte)
        sources?.append((current, currentContext))
        lastWasCollapsedSpace = false
    }

    /// The value, with a trailing collapsed space removed.
    mutating func finish() -> String {
        if lastWasCollapsedSpace, output.last == 0x20 {
            output.removeLast()
            sources?.removeLast()
        }
        return String(decoding: output, as: UTF8.self)
    }
}
