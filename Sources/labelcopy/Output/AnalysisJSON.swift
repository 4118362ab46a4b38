import LabelCopyCore

/// The one-line JSON object `suggest --json` and `check --json` write for each title.
///
/// Keys come in a fixed order (input, suggestion, findings; in each finding rule, severity,
/// message, replacement) so scripts and golden files can compare lines as text.
enum AnalysisJSON {
    /// Appends `analysis` as one JSON object, without a newline, to `bytes`.
    static func append(_ analysis: TitleAnalysis, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: Array(#"{"input":"#.utf8))
        JSONString.append(analysis.input, to: &bytes)
        bytes.append(contentsOf: Array(#","suggestion":"#.utf8))
        JSONString.append(analysis.suggestion, to: &bytes)
        bytes.append(contentsOf: Array(#","findings":["#.utf8))
        for (index, finding) in analysis.findings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(finding, to: &bytes)
        }
        bytes.append(contentsOf: Array("]}".utf8))
    }

    /// `analysis` as one line of JSON, without a newline.
    static func line(_ analysis: TitleAnalysis) -> String {
        var bytes: [UInt8] = []
        append(analysis, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func append(_ finding: Finding, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: Array(#"{"rule":"#.utf8))
        JSONString.append(finding.ruleID, to: &bytes)
        bytes.append(contentsOf: Array(#","severity":"#.utf8))
        JSONString.append(finding.severity.rawValue, to: &bytes)
        bytes.append(contentsOf: Array(#","message":"#.utf8))
        JSONString.append(finding.message, to: &bytes)
        bytes.append(contentsOf: Array(#","replacement":"#.utf8))
        if let replacement = finding.replacement {
            JSONString.append(replacement, to: &bytes)
        } else {
            bytes.append(contentsOf: Array("null".utf8))
        }
        bytes.append(UInt8(ascii: "}"))
    }
}
