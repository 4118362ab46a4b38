extension EngineConfiguration {
    /// `rule` with this configuration's options applied to it.
    func configure(_ rule: any TitleRule) -> any TitleRule {
        rule
    }
}
