import LabelCopyFormats

/// The findings a project has accepted for now (`--write-baseline`), so that `--baseline`
/// reports only new ones. Findings are matched by file, locale, key, rule and value, not by
/// line, so entries that move stay matched; a finding recorded twice is known twice.
public struct Baseline: Sendable, Hashable, Codable {
    /// The baseline format version this labelcopy writes and reads.
    public static let currentVersion = 1

    /// The format version.
    public var version: Int
    /// The known findings, sorted.
    public var findings: [BaselineEntry]

    /// Creates a baseline of `entries`, sorted.
    public init(entries: [BaselineEntry]) {
        self.version = Self.currentVersion
        self.findings = entries.sorted()
    }

    /// Records `findings`, each path as `storedPath` writes it: relative to the baseline file's
    /// folder. The core does no path arithmetic of its own: whether two spellings name one file
    /// (`.`, an absolute path, a symbolic link) is only known on disk, which the caller reads.
    public init(findings: [LintFinding], storedPath: (String) -> String) {
        self.init(entries: findings.map { BaselineEntry($0, path: storedPath($0.location.path)) })
    }

    /// The findings among `findings` that the baseline does not know, in their given order;
    /// `storedPath` gives a finding's path as `init(findings:storedPath:)` recorded it.
    public func filter(_ findings: [LintFinding], storedPath: (String) -> String) -> [LintFinding] {
        var remaining: [BaselineEntry: Int] = [:]
        for entry in self.findings { remaining[entry, default: 0] += 1 }
        return findings.filter { finding in
            let entry = BaselineEntry(finding, path: storedPath(finding.location.path))
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    /// The baseline with every entry's path passed through `transform` (to read an older
    /// baseline's paths in today's form), sorted again.
    public func mappingPaths(_ transform: (String) -> String) -> Baseline {
        Baseline(
            entries: findings.map { entry in
                var entry = entry
                entry.path = transform(entry.path)
                return entry
            })
    }

    /// The baseline as JSON, one finding a line, keys in a fixed order: the same findings
    /// always give the same bytes, so baselines diff cleanly in version control.
    public func encoded() -> String {
        var lines = ["{", "  \"version\": \(version),"]
        if findings.isEmpty {
            lines.append("  \"findings\": []")
        } else {
            lines.append("  \"findings\": [")
            for (offset, entry) in findings.enumerated() {
                var fields = ["\"path\": \(JSONEscaping.quoted(entry.path))"]
                if let locale = entry.locale { fields.append("\"locale\": \(JSONEscaping.quoted(locale))") }
                fields.append("\"key\": \(JSONEscaping.quoted(entry.key))")
                fields.append("\"rule\": \(JSONEscaping.quoted(entry.rule))")
                fields.append("\"value\": \(JSONEscaping.quoted(entry.value))")
                let comma = offset + 1 < findings.count ? "," : ""
                lines.append("    { \(fields.joined(separator: ", ")) }\(comma)")
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
