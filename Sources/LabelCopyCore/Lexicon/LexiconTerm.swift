import Foundation

/// One line of a lexicon list: the term as written and its bracketed tags.
public struct LexiconTerm: Sendable, Hashable {
    /// The term, spelled as the list spells it ("AirDrop", "sign in").
    public var text: String
    /// Tags from `[tag, tag]` after the term ("noun", "adj", "ordinary").
    public var tags: Set<String>

    /// Creates a term.
    public init(text: String, tags: Set<String> = []) {
        self.text = text
        self.tags = tags
    }

    /// Parses a list: one term a line, `#` comments, optional `[tags]`; blank lines skipped.
    public static func parse(_ text: String) -> [LexiconTerm] {
        var terms: [LexiconTerm] = []
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#"), hash == line.startIndex || line[line.index(before: hash)].isWhitespace {
                line = line[..<hash]
            }
            var tags: Set<String> = []
            if let open = line.lastIndex(of: "["), let close = line.lastIndex(of: "]"), open < close {
                tags = Set(line[line.index(after: open)..<close].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces).lowercased()
                })
                line = line[..<open]
            }
            let term = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            if !term.isEmpty {
                terms.append(LexiconTerm(text: term, tags: tags))
            }
        }
        return terms
    }
}
