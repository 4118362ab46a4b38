/// Progress-label's judgement of an analysis, found with it: where the "…" of a progress label
/// that lacks it goes, that the title is no such label, or not found (asked of the title then).
///
/// Both progress-label and verb-first ask it of the same title as given; found once, it is read
/// by both. It is a fact of the analysis it is stored in, set only where that analysis is filled
/// and reset wherever its text changes otherwise, so it never answers for other content.
enum ProgressLabelEnd: Sendable, Equatable {
    /// Not found with the analysis.
    case unknown
    /// Found: the end of the label's words, or nil when the title is no unfinished progress label.
    case found(Int?)
}
