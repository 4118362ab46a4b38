/// A glob pattern over file paths or entry keys: `*`, `**`, `?`, `[abc]`, `[a-z]`, `[!a]`
/// (or `[^a]`) and `\` to escape the next character.
///
/// Path patterns follow `.gitignore` habits: `*` and `?` stay inside one path segment, a
/// `**` segment spans any number of segments, a pattern without `/` matches at any depth
/// (`*.strings` is `**/*.strings`), a leading `/` anchors it to the configuration's folder,
/// and a pattern that matches a folder matches everything inside it. Key patterns have no
/// segments: `*` matches any run of characters, dots and slashes included.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    /// What a pattern is matched against.
    public enum Kind: Sendable, Hashable {
        /// `/`-separated paths relative to the configuration file's folder.
        case path
        /// Entry keys, matched whole.
        case key
    }

    /// The pattern as written.
    public let source: String
    /// What the pattern is matched against.
    public let kind: Kind
    /// Path segments (one for key patterns); nil marks a `**` segment.
    let segments: [[GlobToken]?]

    /// Compiles `source`; nil when it is malformed (see `syntaxProblem(in:)`).
    public init?(_ source: String, kind: Kind) {
        guard Self.syntaxProblem(in: source) == nil else { return nil }
        self.source = source
        self.kind = kind
        switch kind {
        case .key:
            self.segments = [Self.tokens(of: Substring(source))]
        case .path:
            var text = Substring(source)
            let anchored = text.hasPrefix("/")
            while text.hasPrefix("/") { text = text.dropFirst() }
            while text.hasSuffix("/") { text = text.dropLast() }
            var parts: [[GlobToken]?] = text.split(separator: "/", omittingEmptySubsequences: true)
                .filter { $0 != "." }
                .map { $0 == "**" ? nil : Self.tokens(of: $0) }
            if !anchored, !text.contains("/") { parts.insert(nil, at: 0) }
            self.segments = parts
        }
    }

    /// The pattern as written.
    public var description: String { source }

    /// Why `source` is not a valid pattern, or nil when it is.
    public static func syntaxProblem(in source: String) -> String? {
        if source.isEmpty { return "empty pattern" }
        let characters = Array(source)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == "\\" {
                if index == characters.count { return "pattern '\(source)' ends with a lone '\\'" }
                index += 1
            } else if character == "[" {
                // Same reading as `characterClass`: an optional `!`/`^`, then at least one member.
                if index < characters.count, characters[index] == "!" || characters[index] == "^" { index += 1 }
                var count = 0
                var closed = false
                while index < characters.count {
                    let inner = characters[index]
                    index += 1
                    if inner == "]", count > 0 {
                        closed = true
                        break
                    }
                    count += 1
                }
                if !closed { return "pattern '\(source)' has a '[' without its closing ']'" }
            }
        }
        return nil
    }

    /// True when `text` (a path relative to the configuration's folder, or a key) matches.
    public func matches(_ text: String) -> Bool {
        switch kind {
        case .key:
            return Self.match(segments[0] ?? [.star], Array(text))
        case .path:
            let parts = PathText.components(of: text).map { Array($0) }
            guard !parts.isEmpty else { return false }
            // A pattern naming a folder covers what is inside it.
            return (1...parts.count).contains { matchSegments(Array(parts[0..<$0])) }
        }
    }

    /// Segment-wise match with `**` spanning segments, memoized so that several `**` stay linear-ish.
    private func matchSegments(_ parts: [[Character]]) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ p: Int, _ s: Int) -> Bool {
            let memoKey = p * (parts.count + 1) + s
            if let known = memo[memoKey] { return known }
            let result: Bool
            if p == segments.count {
                result = s == parts.count
            } else if let tokens = segments[p] {
                result = s < parts.count && Self.match(tokens, parts[s]) && go(p + 1, s + 1)
            } else {
                result = (s...parts.count).contains { go(p + 1, $0) }
            }
            memo[memoKey] = result
            return result
        }
        return go(0, 0)
    }

    /// Matches one segment: the usual two-pointer wildcard match, backtracking to the last `*`.
    static func match(_ tokens: [GlobToken], _ text: [Character]) -> Bool {
        var t = 0
        var c = 0
        var lastStar: (token: Int, character: Int)?
        while c < text.count {
            if t < tokens.count, tokens[t] == .star {
                lastStar = (t, c)
                t += 1
            } else if t < tokens.count, tokens[t].accepts(text[c]) {
                t += 1
                c += 1
            } else if let star = lastStar {
                lastStar = (star.token, star.character + 1)
                t = star.token + 1
                c = star.character + 1
            } else {
                return false
            }
        }
        while t < tokens.count, tokens[t] == .star { t += 1 }
        return t == tokens.count
    }

    /// Tokens of one segment of a pattern already checked by `syntaxProblem(in:)`.
    static func tokens(of text: Substring) -> [GlobToken] {
        var tokens: [GlobToken] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch character {
            case "*":
                if tokens.last != .star { tokens.append(.star) }
            case "?":
                tokens.append(.anyCharacter)
            case "\\" where index < text.endIndex:
                tokens.append(.literal(text[index]))
                index = text.index(after: index)
            case "[":
                tokens.append(characterClass(in: text, from: &index))
            default:
                tokens.append(.literal(character))
            }
        }
        return tokens
    }

    /// Reads `[…]` after its `[`, leaving `index` after the `]`.
    static func characterClass(in text: Substring, from index: inout Substring.Index) -> GlobToken {
        var negated = false
        if index < text.endIndex, text[index] == "!" || text[index] == "^" {
            negated = true
            index = text.index(after: index)
        }
        var members: [Character] = []
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == "]", !members.isEmpty { break }
            members.append(character)
        }
        var ranges: [ClosedRange<Character>] = []
        var i = 0
        while i < members.count {
            if i + 2 < members.count, members[i + 1] == "-", members[i] <= members[i + 2] {
                ranges.append(members[i]...members[i + 2])
                i += 3
            } else {
                ranges.append(members[i]...members[i])
                i += 1
            }
        }
        return .characterClass(ranges: ranges, negated: negated)
    }
}
