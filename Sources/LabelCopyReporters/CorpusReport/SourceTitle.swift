import LabelCopyCore
import LabelCopyFormats

/// A source entry judged to be a title, with its locale and why.
struct SourceTitle: Sendable {
    /// The entry.
    var entry: LocalizationEntry
    /// Its locale ("en", "Base").
    var locale: String
    /// The judgement that made it a title.
    var judgement: TitleJudgement
}
