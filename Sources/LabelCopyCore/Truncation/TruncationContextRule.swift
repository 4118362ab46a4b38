import Foundation
import LabelCopyFormats

/// One entry of a configuration's `truncation.contexts`: the entries it matches are measured in
/// a named UI context, or against an explicit width, instead of the context their class, key or
/// comment suggests. The list is read in file order and the first match wins.
public struct TruncationContextRule: Sendable, Hashable {
    /// What an entry must have for the rule to apply.
    public enum Match: Sendable, Hashable {
        /// A key matching one of the patterns.
        case keys([GlobPattern])
        /// A file whose path, relative to the configuration's folder, matches one of the patterns.
        case paths([GlobPattern])
        /// A comment one of the patterns matches (see `CommentPattern`).
        case comments([CommentPattern])
        /// Every entry: what a `paths` rule becomes for a file it matches.
        case everything
    }

    /// What a matching entry is measured against.
    public enum Target: Sendable, Hashable {
        /// The budget, text size and weight of a UI context.
        case context(UIContext)
        /// This many points, whatever the screen; size and weight stay those of the entry's own context.
        case width(Double)
    }

    /// A comment pattern: plain text is looked for anywhere in the comment, ignoring case; text
    /// with `*`, `?` or `[` is a glob matched against the whole comment.
    public struct CommentPattern: Sendable, Hashable {
        /// The pattern as written.
        public var text: String
        /// The compiled glob, for text with glob characters.
        public var glob: GlobPattern?

        /// Compiles `text`; nil when it has glob characters but is not a valid glob.
        public init?(_ text: String) {
            guard !text.isEmpty else { return nil }
            self.text = text
            if text.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) {
                guard let glob = GlobPattern(text, kind: .key) else { return nil }
                self.glob = glob
            } else {
                self.glob = nil
            }
        }

        /// True when the pattern matches `comment`.
        public func matches(_ comment: String) -> Bool {
            if let glob { return glob.matches(comment) }
            return comment.range(of: text, options: .caseInsensitive) != nil
        }
    }

    /// What an entry must have.
    public var match: Match
    /// What a matching entry is measured against.
    public var target: Target
    /// Where the rule is written, for messages that name a configured width.
    public var location: SourceLocation?

    /// Creates a rule.
    public init(match: Match, target: Target, location: SourceLocation? = nil) {
        self.match = match
        self.target = target
        self.location = location
    }

    /// True when the rule applies to `entry`. A `paths` rule never does: it is resolved per
    /// file first (`resolved(pathMatches:)`), since paths are relative to the configuration.
    public func matches(_ entry: LocalizationEntry) -> Bool {
        switch match {
        case .keys(let patterns): patterns.contains { $0.matches(entry.key) }
        case .paths: false
        case .comments(let patterns):
            entry.comment.map { comment in patterns.contains { $0.matches(comment) } } ?? false
        case .everything: true
        }
    }

    /// The rule for a file of which `pathMatches` tells whether its path patterns match: a
    /// `paths` rule becomes `everything` or goes away; other rules stay as they are.
    public func resolved(pathMatches: ([GlobPattern]) -> Bool) -> TruncationContextRule? {
        guard case .paths(let patterns) = match else { return self }
        guard pathMatches(patterns) else { return nil }
        var rule = self
        rule.match = .everything
        return rule
    }
}
