import LabelCopyFormats

extension Linter {
    /// `findings` in `file` without those its `labelcopy:` comments turn off. Most files have no
    /// such comment; for them the findings are returned as they are, without indexing the
    /// file's entries.
    static func unsuppressed(_ findings: [LintFinding], in file: LocalizationFile) -> [LintFinding] {
        guard file.entries.contains(where: { $0.comment.map(mayHoldDirective) ?? false }) else { return findings }
        return Suppressions.apply(to: findings, entries: file.entries)
    }

    /// False only when `comment` cannot hold a directive: its bytes do not contain
    /// `labelcopy:`. (`SuppressionIndex` decides the rest; no other text is canonically
    /// equivalent to those ASCII letters and colon, so nothing it would read is missed.)
    static func mayHoldDirective(_ comment: String) -> Bool {
        let marker: [UInt8] = Array("labelcopy:".utf8)
        var comment = comment
        return comment.withUTF8 { bytes in
            guard bytes.count >= marker.count else { return false }
            var start = 0
            while start <= bytes.count - marker.count {
                if bytes[start] == marker[0] {
                    var matched = 1
                    while matched < marker.count && bytes[start + matched] == marker[matched] { matched += 1 }
                    if matched == marker.count { return true }
                }
                start += 1
            }
            return false
        }
    }
}
