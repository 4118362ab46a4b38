/// The title rules and the project rules together: every rule id a user can name.
extension RuleCatalog {
    /// Descriptions of every built-in rule, title rules first, then project (cross-locale) rules.
    public static var allDescriptions: [RuleDescription] {
        descriptions + ProjectRuleCatalog.descriptions
    }
}
