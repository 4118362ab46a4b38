extension Configuration {
    /// The `truncation.contexts` that can apply to the file at `path` (absolute, or relative to
    /// the working directory as configurations see it), with its `paths` rules resolved: those
    /// matching the file apply to every entry in it, the others are dropped.
    public func truncationContexts(forPath path: String) -> [TruncationContextRule] {
        truncation.contexts.compactMap { rule in
            rule.resolved { patterns in anyMatches(patterns, path: path) }
        }
    }
}
