import LabelCopyFormats

extension Configuration {
    /// Judges `entry` as `classifier` does, then applies `keys` and `contexts`: an excluded
    /// key is never a title, an included key is one whatever the classifier says (unless the
    /// file marks it untranslatable, it is empty or it is a resource reference), and a matching `contexts` pattern sets
    /// the context. The reason says which setting decided, so findings explain themselves.
    public func judge(_ entry: LocalizationEntry, with classifier: EntryClassifier) -> TitleJudgement {
        let decision = keyDecision(for: entry.key)
        if decision == false {
            return .notTitle("key '\(entry.key)' matches keys.exclude in \(fileName)")
        }
        var judgement = classifier.judge(entry)
        if decision == true, !judgement.isTitle, entry.translatable, !entry.isResourceReference,
            !entry.value.allSatisfy(\.isWhitespace)
        {
            judgement = TitleJudgement(
                isTitle: true, context: .button, reason: "key '\(entry.key)' matches keys.include in \(fileName)")
        }
        if judgement.isTitle, let pattern = contexts.first(where: { $0.pattern.matches(entry.key) }) {
            judgement.context = pattern.context
            judgement.reason += "; context \(pattern.context.rawValue) from contexts \"\(pattern.pattern.source)\""
        }
        return judgement
    }

    /// The configuration file's name as messages show it.
    private var fileName: String { path.map { PathText.components(of: $0).last ?? $0 } ?? Configuration.fileName }
}
