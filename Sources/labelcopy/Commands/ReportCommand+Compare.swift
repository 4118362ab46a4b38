import Foundation
import LabelCopyCore
import LabelCopyFormats
import LabelCopyReporters

extension ReportCommand {
    /// The findings of `report` set against those of the earlier JSON report at `path`: new ones
    /// and fixed ones. Paths are matched through the earlier report's folder, or as written
    /// when nothing matches that way (a report made in another copy of the project).
    static func comparison(of report: CorpusReport, withReportAt path: String, directory: String) throws -> ReportComparison {
        // A folder, a pipe or a missing file is named plainly, and a report that is not JSON at
        // the line and column of its first fault, not in Foundation's words.
        if let problem = ReadableFile.problem(path, kind: "report") { throw FormatError(problem, path: path) }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw FormatError("cannot read the earlier report: \(ReadableFile.reason(error))", path: path)
        }
        try JSONSyntax.check(bytes, path: path)
        do {
            let comparablePath = { (path: String) in ComparablePath.of(path, in: directory) }
            let earlier = try CorpusReport.findingIdentities(fromJSON: bytes, path: path)
            var comparison = ReportComparison(current: report.findings, earlier: earlier, comparablePath: comparablePath)
            // A report made in another copy of the project (another clone, a CI workspace) names
            // files that are not these: when nothing matches through its folder, its paths are
            // read as written, from here, as reports without a folder are.
            if comparison.new.count == report.findings.count, !report.findings.isEmpty, !earlier.isEmpty {
                let asWritten = try CorpusReport.findingIdentities(fromJSON: bytes, path: path, readingFolder: false)
                let retry = ReportComparison(current: report.findings, earlier: asWritten, comparablePath: comparablePath)
                if retry.new.count < comparison.new.count { comparison = retry }
            }
            return comparison
        } catch {
            throw FormatError(error.message, path: path)
        }
    }
}
