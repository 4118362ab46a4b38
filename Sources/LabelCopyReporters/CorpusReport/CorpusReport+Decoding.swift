import Foundation

extension CorpusReport {
    /// The finding identities of an earlier JSON report, for `--compare`. Where the report
    /// names the folder it was made in, relative file paths are made absolute from it, unless
    /// `readingFolder` is false (a report made in another copy of the project).
    public static func findingIdentities(
        fromJSON bytes: [UInt8], path: String, readingFolder: Bool = true
    ) throws(ReportDecodingError) -> [FindingIdentity] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw ReportDecodingError(path: path, message: "not JSON: \(error.localizedDescription)")
        }
        guard let root = object as? [String: Any], root["report"] as? String == "labelcopy-corpus",
            let version = root["version"] as? Int
        else {
            throw ReportDecodingError(
                path: path, message: "not a labelcopy corpus report (written by `labelcopy report --format json`)")
        }
        guard version <= schemaVersion else {
            throw ReportDecodingError(
                path: path, message: "report version \(version) is newer than this labelcopy reads (\(schemaVersion))")
        }
        // Reports older than the "directory" key have paths as given, read from the current folder.
        var directory: String?
        if let value = root["directory"] {
            guard let text = value as? String, text.hasPrefix("/") else {
                throw ReportDecodingError(path: path, message: "the report's directory is not an absolute path")
            }
            directory = text.hasSuffix("/") ? String(text.dropLast()) : text
        }
        guard let findings = root["findings"] as? [[String: Any]] else {
            throw ReportDecodingError(path: path, message: "the report has no findings array")
        }
        var identities: [FindingIdentity] = []
        identities.reserveCapacity(findings.count)
        for (index, finding) in findings.enumerated() {
            guard let file = finding["file"] as? String, let key = finding["key"] as? String,
                let rule = finding["rule"] as? String, let value = finding["value"] as? String
            else {
                throw ReportDecodingError(path: path, message: "finding \(index + 1) lacks file, key, rule or value")
            }
            let located = file.hasPrefix("/") || !readingFolder ? file : directory.map { $0 + "/" + file } ?? file
            identities.append(
                FindingIdentity(file: located, locale: finding["locale"] as? String ?? "", key: key, rule: rule, value: value))
        }
        return identities
    }
}
