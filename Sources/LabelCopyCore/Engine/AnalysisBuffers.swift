import LabelCopyText

/// The storage of one analyzed title's bytes, tokens and slots, kept to be filled by the next.
struct AnalysisBuffers {
    /// UTF-8 bytes.
    var bytes: [UInt8] = []
    /// Tokens.
    var tokens: [Token] = []
    /// Word slots.
    var slots: [TitleSlot] = []

    /// Room kept between titles at most, in bytes of title: a thread keeps its scratch until it
    /// ends, and an occasional very long text is not worth holding on to.
    static let keptBytes = 512

    /// Whether this storage is small enough to keep for the next title.
    var isWorthKeeping: Bool {
        bytes.capacity <= Self.keptBytes
    }
}
