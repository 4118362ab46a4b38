import LabelCopyCore

/// Times each rule's `check` alone over titles tokenized beforehand, to show what each costs.
enum RuleTimer {
    /// One line per rule: id, CPU nanoseconds per check and how many titles it reported.
    static func report(titles: [String], rules: [any TitleRule], lexicon: Lexicon = .standard) -> [String] {
        let analyzed = titles.map { AnalyzedTitle($0, context: .button, lexicon: lexicon) }
        var lines: [String] = []
        for rule in [BaselineRule()] + rules {
            var reported = 0
            var replacementBytes = 0
            let start = MonotonicClock.threadCPUNanoseconds()
            // Borrow each title in place: copying one would retain every list of its lexicon.
            analyzed.withUnsafeBufferPointer { buffer in
                for index in buffer.indices {
                    if let violation = rule.check(buffer[index]) {
                        reported += 1
                        replacementBytes &+= violation.replacement?.utf8.count ?? 0
                    }
                }
            }
            let elapsed = MonotonicClock.threadCPUNanoseconds() - start
            let perCheck = Double(elapsed) / Double(max(analyzed.count, 1))
            let id = type(of: rule).description.id
            lines.append(
                id.padding(toLength: 22, withPad: " ", startingAt: 0)
                    + "\(Int(perCheck.rounded())) ns/check, reported \(reported) (replacement bytes \(replacementBytes))")
        }
        return lines
    }
}
