/// One entry of `contexts`: entries whose key matches `pattern` are checked in `context`.
public struct KeyContext: Sendable, Hashable {
    /// The key pattern.
    public var pattern: GlobPattern
    /// The context those entries are checked in.
    public var context: TitleContext

    /// Creates an assignment.
    public init(pattern: GlobPattern, context: TitleContext) {
        self.pattern = pattern
        self.context = context
    }
}
