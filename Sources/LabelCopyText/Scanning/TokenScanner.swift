/// The tokenizer's working state: one pass over a title's UTF-8 bytes, appending tokens.
///
/// Works on raw bytes with ASCII fast paths; Unicode properties are consulted only when a
/// non-ASCII byte shows up, so a plain English title never leaves the byte tests.
struct TokenScanner {
    /// The title's bytes and the pattern matchers over them.
    let source: TitleBytes
    /// The title's UTF-8 bytes; only valid while `Tokenizer.tokenize` holds the array.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The tokens found so far, in order.
    var tokens: TokenWriter
    /// Parts of each compound, keyed by the compound's index in `tokens`, in storage made at the
    /// first compound: most titles have none, and a scanner holding no reference costs nothing
    /// to destroy (an empty or `nil` dictionary held here cost a release per title).
    /// `scanning` frees it if `body` leaves it.
    private var partsStore: UnsafeMutablePointer<[Int: [Token]]>?

    /// Parts of each compound, keyed by the compound's index in `tokens`.
    var compoundParts: [Int: [Token]] {
        partsStore?.pointee ?? Dictionary()
    }

    /// Takes the compounds' parts out of the scanner; `nil` when the text has no compound.
    mutating func takeCompoundParts() -> [Int: [Token]]? {
        guard let store = partsStore else { return nil }
        partsStore = nil
        defer { store.deallocate() }
        return store.move()
    }

    /// Records the parts of the compound about to be appended as the token at `index`.
    mutating func recordParts(_ parts: [Token], ofCompoundAt index: Int) {
        if let store = partsStore {
            store.pointee[index] = parts
        } else {
            let store = UnsafeMutablePointer<[Int: [Token]]>.allocate(capacity: 1)
            store.initialize(to: [index: parts])
            partsStore = store
        }
    }

    /// How many searches for a closing bracket, backtick or tag have found none. Each looks
    /// ahead a bounded stretch; past `searchFailureBudget` failures, a title of many unclosed
    /// openers ("{{{{…", "<kbd><kbd>…") is searched no more, so it costs linear time.
    private var failedSearches = 0
    static let searchFailureBudget = 64

    /// The end `find` finds in the title, or nil when it finds none or the budget is spent.
    @inline(__always)
    private mutating func search(_ find: (TitleBytes) -> Int?) -> Int? {
        guard failedSearches < Self.searchFailureBudget else { return nil }
        if let end = find(source) { return end }
        failedSearches += 1
        return nil
    }

    /// Prepares to scan `bytes`, writing tokens into `room`, which has a place for every byte and one more.
    private init(bytes: UnsafeBufferPointer<UInt8>, room: UnsafeMutableBufferPointer<Token>) {
        self.bytes = bytes
        self.source = TitleBytes(bytes: bytes)
        self.tokens = TokenWriter(room: room)
    }

    /// Runs `body` with a scanner over `bytes` and room for its tokens, which `body` must copy
    /// out before it returns. (Room for a short title is on the stack.)
    static func scanning<Result>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (inout TokenScanner) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Token.self, capacity: bytes.count + 1) { room in
            var scanner = TokenScanner(bytes: bytes, room: room)
            let result = body(&scanner)
            // Parts `body` did not take are freed here (`body` cannot throw past this).
            _ = scanner.takeCompoundParts()
            return result
        }
    }

    /// The last token appended, if any.
    @inline(__always) var lastToken: Token? {
        tokens.last
    }

    /// Tokenizes the whole input: plain runs in the fast loop, each token between them by the general scan.
    mutating func run() {
        let count = bytes.count
        var index = scanPlain(from: 0)
        while index < count {
            let end = scanToken(at: index)
            // Every branch consumes at least one byte; the guard keeps a future mistake from looping.
            index = scanPlain(from: end > index ? end : index + 1)
        }
    }

    /// Tokenizes from `start` with every rule of the scanner and no fast loop (what `run` must equal).
    mutating func runGeneral(from start: Int) {
        var index = start
        while index < bytes.count {
            let end = scanToken(at: index)
            // Every branch consumes at least one byte; the guard keeps a future mistake from looping.
            index = end > index ? end : index + 1
        }
    }

    /// Appends a token of `kind` over `start..<end` and returns `end`.
    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) -> Int {
        tokens.append(Token(kind: kind, range: start..<end))
        return end
    }

    /// Scans the token starting at `index`, appends it, and returns where it ends.
    mutating func scanToken(at index: Int) -> Int {
        let first = bytes[index]
        if first >= 0x80 { return scanNonASCII(at: index) }
        if ASCII.isLetter(first) { return scanWordOrCompound(at: index) }
        if ASCII.isDigit(first) {
            if let end = source.keycapEnd(after: index) { return emit(.symbol, index, end) }
            return scanWordOrCompound(at: index)
        }
        if ASCII.isSpace(first) { return scanSpaces(at: index) }
        return scanASCIIMark(first, at: index)
    }

    /// Scans a token starting with ASCII punctuation or a symbol: the placeholder and markup forms
    /// all start here, and each falls back to plain punctuation when its form does not match.
    mutating func scanASCIIMark(_ first: UInt8, at index: Int) -> Int {
        switch first {
        case UInt8(ascii: "%"):
            if let end = source.percentPlaceholderEnd(at: index) { return emit(.placeholder, index, end) }
            return emit(.symbol, index, index + 1)
        case UInt8(ascii: "{"):
            if let end = search({ $0.balancedEnd(at: index, open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) }) {
                return emit(.placeholder, index, end)
            }
        case UInt8(ascii: "$"):
            if source.byte(index + 1) == UInt8(ascii: "{"),
                let end = search({ $0.balancedEnd(at: index + 1, open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) })
            {
                return emit(.placeholder, index, end)
            }
        case UInt8(ascii: "^"):
            if source.byte(index + 1) == UInt8(ascii: "["), let end = search({ $0.linkEnd(at: index + 1) }) {
                return emit(.placeholder, index, end)
            }
        case UInt8(ascii: "["):
            if let end = search({ $0.linkEnd(at: index) }) { return emit(.placeholder, index, end) }
        case UInt8(ascii: "<"):
            if let end = source.tagEnd(at: index) {
                // An element whose text is kept as written is one placeholder, tags and text.
                var elementEnd: Int?
                if let name = source.protectedElementName(openedBy: index..<end) {
                    elementEnd = search { $0.elementEnd(of: name, from: end) }
                }
                return emit(.placeholder, index, elementEnd ?? end)
            }
        case UInt8(ascii: "`"):
            if let end = search({ $0.codeSpanEnd(at: index) }) { return emit(.placeholder, index, end) }
        case UInt8(ascii: "&"):
            return scanAmpersand(at: index)
        case UInt8(ascii: "_"), UInt8(ascii: "*"):
            if first == UInt8(ascii: "*"), let end = source.keycapEnd(after: index) { return emit(.symbol, index, end) }
            return scanEmphasisOrMnemonic(first, at: index)
        case UInt8(ascii: "#"):
            if let end = source.keycapEnd(after: index) { return emit(.symbol, index, end) }
        case UInt8(ascii: "."):
            return scanDots(at: index)
        case UInt8(ascii: ":"):
            return emit(.colon, index, index + 1)
        case UInt8(ascii: "'"):
            if followsPlaceholder(index), source.startsWord(at: index + 1) { return scanWordOrCompound(at: index) }
        default:
            break
        }
        return emit(ASCII.isSymbol(first) ? .symbol : .punctuation, index, index + 1)
    }

    /// Scans a token that starts with a non-ASCII scalar.
    mutating func scanNonASCII(at index: Int) -> Int {
        let (value, length) = source.decodeScalar(at: index)
        switch value {
        case 0x2026:
            return emit(.ellipsis, index, index + length)
        case 0xFF1A, 0xFE55:
            return emit(.colon, index, index + length)
        case 0x2019, 0x02BC:
            if followsPlaceholder(index), source.startsWord(at: index + length) { return scanWordOrCompound(at: index) }
        default:
            break
        }
        switch ScalarClass.of(value) {
        case .space:
            return scanSpaces(at: index)
        case .letter, .digit:
            return scanWordOrCompound(at: index)
        case .punctuation:
            return emit(.punctuation, index, index + length)
        case .mark, .joiner, .symbol:
            return emit(.symbol, index, source.symbolClusterEnd(at: index))
        }
    }

    /// Scans a run of white space (ASCII and Unicode spaces alike) as one token.
    mutating func scanSpaces(at start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let current = bytes[index]
            if current < 0x80 {
                guard ASCII.isSpace(current) else { break }
                index += 1
            } else {
                let (value, length) = source.decodeScalar(at: index)
                guard ScalarClass.of(value) == .space else { break }
                index += length
            }
        }
        return emit(.space, start, index)
    }

    /// Scans dots: three or more (or ". . .") are an ellipsis, fewer are punctuation.
    mutating func scanDots(at start: Int) -> Int {
        var end = start
        while source.byte(end) == UInt8(ascii: ".") { end += 1 }
        if end - start >= 3 { return emit(.ellipsis, start, end) }
        if end - start == 1 {
            // Spaced dots: ". . ." with single spaces between.
            var probe = start
            var dots = 1
            while source.byte(probe + 1) == 0x20, source.byte(probe + 2) == UInt8(ascii: ".") {
                probe += 2
                dots += 1
            }
            if dots >= 3 { return emit(.ellipsis, start, probe + 1) }
        }
        return emit(.punctuation, start, end)
    }

    /// True when the previous token is a placeholder ending exactly at `index` (as in `{name}'s`).
    func followsPlaceholder(_ index: Int) -> Bool {
        guard let last = lastToken else { return false }
        return last.kind == .placeholder && last.range.upperBound == index
    }

    /// True when the previous token is a word, number or compound ending exactly at `index`.
    func followsWord(_ index: Int) -> Bool {
        guard let last = lastToken else { return false }
        return last.range.upperBound == index && (last.kind == .word || last.kind == .number || last.kind == .compound)
    }
}
