import LabelCopyFormats

/// Drops the findings that `labelcopy:` comments turn off.
public enum Suppressions {
    /// `findings` without those the comments in `entries` suppress. `entries` may span several
    /// files; each file's entries must be in file order (as its reader returns them).
    public static func apply(to findings: [LintFinding], entries: [LocalizationEntry]) -> [LintFinding] {
        let indexes = indexByPath(entries)
        return findings.filter { finding in
            !(indexes[finding.location.path]?.isSuppressed(finding) ?? false)
        }
    }

    /// The warnings the comments in `entries` raise (malformed directives, unknown rules).
    public static func warnings(in entries: [LocalizationEntry]) -> [ConfigurationWarning] {
        indexByPath(entries).values.flatMap(\.warnings).sorted { $0.location < $1.location }
    }

    /// One index per file, the entries kept in the order given.
    static func indexByPath(_ entries: [LocalizationEntry]) -> [String: SuppressionIndex] {
        var byPath: [String: [LocalizationEntry]] = [:]
        for entry in entries { byPath[entry.location.path, default: []].append(entry) }
        return byPath.mapValues { SuppressionIndex(entries: $0) }
    }
}
