/// New and fixed findings under one label (a rule or a locale) since an earlier report.
public struct ChangeCount: Sendable, Hashable {
    /// The rule id or locale.
    public var name: String
    /// Findings now that the earlier report did not have.
    public var new: Int
    /// Findings the earlier report had that are gone now.
    public var fixed: Int

    /// Creates a count.
    public init(name: String, new: Int, fixed: Int) {
        self.name = name
        self.new = new
        self.fixed = fixed
    }
}
