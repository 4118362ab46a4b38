extension EngineConfiguration {
    /// `rule` with this configuration's options applied to it.
    func configure(_ rule: any TitleRule) -> any TitleRule {
        guard var length = rule as? TitleLengthRule else { return rule }
        if let maxWords { length.maxWords = maxWords }
        if let maxGraphemes { length.maxGraphemes = maxGraphemes }
        return length
    }
}
