import LabelCopyCore
import LabelCopyFormats

/// A source entry judged to be a title, with its locale and why.
struct SourceTitle: Sendable {
    /// The entry.
    var entry: LocalizationEntry
    /// Its locale row ("en"; `Base` is counted in the development language's).
    var locale: String
    /// The judgement that made it a title.
    var judgement: TitleJudgement
}
