/// What changed between an earlier report and this one, matching findings by file, locale,
/// key, rule and value (not by line, which moves as files are edited).
public struct ReportComparison: Sendable, Hashable {
    /// Findings in the earlier report.
    public var earlierFindings: Int
    /// Findings now that were not there before, in report order.
    public var new: [ReportFinding]
    /// Findings that were there before and are gone, sorted by file, locale, key, rule.
    public var fixed: [FindingIdentity]
    /// New and fixed findings per rule, sorted by rule.
    public var byRule: [ChangeCount]
    /// New and fixed findings per locale ("" when unknown), sorted by locale.
    public var byLocale: [ChangeCount]

    /// Compares `current` findings with the identities of an earlier report's. A finding
    /// that occurs twice (the same text twice in one file) must occur twice before to match both.
    /// `comparablePath` spells both runs' file paths alike (the command line may have named the
    /// corpus relatively in one run and absolutely in the other); fixed findings keep it.
    public init(
        current: [ReportFinding], earlier: [FindingIdentity], comparablePath: (String) -> String = { $0 }
    ) {
        var remaining: [FindingIdentity: Int] = [:]
        for var identity in earlier {
            identity.file = comparablePath(identity.file)
            remaining[identity, default: 0] += 1
        }
        var new: [ReportFinding] = []
        for finding in current {
            var identity = finding.identity
            identity.file = comparablePath(identity.file)
            if let left = remaining[identity], left > 0 {
                remaining[identity] = left - 1
            } else {
                new.append(finding)
            }
        }
        var fixed: [FindingIdentity] = []
        for (identity, left) in remaining where left > 0 {
            fixed += Array(repeating: identity, count: left)
        }
        fixed.sort { ($0.file, $0.locale, $0.key, $0.rule, $0.value) < ($1.file, $1.locale, $1.key, $1.rule, $1.value) }
        self.earlierFindings = earlier.count
        self.new = new
        self.fixed = fixed
        self.byRule = Self.changes(new: new.map(\.rule), fixed: fixed.map(\.rule))
        self.byLocale = Self.changes(new: new.map { $0.locale ?? "" }, fixed: fixed.map(\.locale))
    }

    /// Per-name counts of new and fixed findings, sorted by name.
    static func changes(new: [String], fixed: [String]) -> [ChangeCount] {
        var counts: [String: ChangeCount] = [:]
        for name in new { counts[name, default: ChangeCount(name: name, new: 0, fixed: 0)].new += 1 }
        for name in fixed { counts[name, default: ChangeCount(name: name, new: 0, fixed: 0)].fixed += 1 }
        return counts.values.sorted { $0.name < $1.name }
    }
}
