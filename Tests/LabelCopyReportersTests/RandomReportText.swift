import LabelCopyTestSupport

/// Random text for the reporters' byte-for-byte tests: what any of their escapers treats
/// specially (JSON, XML, workflow commands, `DisplayText`), next to ordinary and multi-byte text.
enum RandomReportText {
    /// Control characters, JSON, XML and workflow-command specials, the line and paragraph
    /// separators and their UTF-8 neighbours, bidirectional controls, U+FFFE and U+FFFF, and
    /// multi-byte text: accents, a combining mark after a letter, CJK, emoji with a joiner.
    static let pool: [String] =
        ["\u{0}", "\u{1}", "\u{8}", "\t", "\n", "\u{B}", "\u{C}", "\r", "\u{1B}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9F}"]
        + ["\"", "\\", "/", "&", "<", ">", "'", "%", ":", ",", "%0A", " ", "a", "Save", "sign in", "item 42", "..."]
        + ["\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "\u{202E}", "\u{200F}", "\u{2066}", "\u{61C}", "…", "€", "\u{FFFE}"]
        + ["\u{FFFF}", "\u{FFFD}", "é", "e\u{301}", "保存", "🙂", "👩‍👩‍👧", "Ünïcödé"]

    /// A string of up to `maxPieces` pieces of the pool.
    static func string(_ generator: inout SeededGenerator, maxPieces: Int = 8) -> String {
        let count = Int.random(in: 0...maxPieces, using: &generator)
        return (0..<count).map { _ in pool.randomElement(using: &generator)! }.joined()
    }
}
