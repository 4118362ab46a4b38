import Foundation
import LabelCopyFormats
import XCTest

/// Every corpus file of the formats read here, through the registry, with the time parsing takes.
/// Run with `-c release` for meaningful figures; the time is the process's CPU time, which a
/// busy machine disturbs less than wall-clock time.
final class FormatRegistryCorpusTests: XCTestCase {
    private func cpuNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    func testCorpusParsesThroughTheRegistryAndReportsThroughput() throws {
        let paths = try ReaderFixtures.corpusFiles(endingWith: [".strings", ".xcstrings", ".po", ".pot"])
        let files = try paths.map { ($0, try ReaderFixtures.read($0)) }
        let totalBytes = files.reduce(0) { $0 + $1.1.count }
        var best = UInt64.max
        var entries = 0
        for _ in 0..<3 {
            entries = 0
            let start = cpuNanoseconds()
            for (path, bytes) in files {
                entries += try FormatRegistry.parse(bytes, path: path).entries.count
            }
            best = min(best, cpuNanoseconds() - start)
        }
        let seconds = Double(best) / 1e9
        let mebibytes = Double(totalBytes) / 1_048_576
        print(
            String(
                format: "registry corpus: %d files, %.1f MiB, %d entries parsed in %.3f s of CPU time on one core (%.1f MiB/s)",
                files.count, mebibytes, entries, seconds, mebibytes / seconds))
        XCTAssertGreaterThan(entries, 0)
    }
}
