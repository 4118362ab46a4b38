import Foundation
import LabelCopyCore

// Times the full analysis of many distinct titles on one core and prints the figures.

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if error.wantsHelp {
        print(BenchOptions.usage)
        exit(0)
    }
    FileHandle.standardError.write(Data("error: \(error.message)\n\n\(BenchOptions.usage)\n".utf8))
    exit(64)
}

let pinning = CorePinning.pinToCurrentCore()
let generationStart = MonotonicClock.nanoseconds()
let titles: [String]
if let path = options.titlesFile {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("error: cannot read titles file \(path)\n".utf8))
        exit(66)
    }
    titles = String(decoding: data, as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        .filter { !$0.isEmpty }
} else {
    let generator = TitleGenerator(lexicon: .standard, count: options.count)
    var random = SplitMix64(seed: options.seed)
    titles = (0..<options.count).map { generator.title($0, random: &random) }
}
let generationSeconds = Double(MonotonicClock.nanoseconds() - generationStart) / 1e9

if options.checkDistinct, Set(titles).count != titles.count {
    FileHandle.standardError.write(Data("error: \(titles.count - Set(titles).count) titles are duplicates\n".utf8))
    exit(70)
}
if let path = options.writeTitles {
    let text = titles.joined(separator: "\n") + "\n"
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        FileHandle.standardError.write(Data("error: cannot write \(path)\n".utf8))
        exit(73)
    }
}

var rules = RuleCatalog.all
if let ids = options.ruleIDs {
    if let unknown = ids.first(where: { RuleCatalog.rule(withID: $0) == nil }) {
        FileHandle.standardError.write(Data("error: unknown rule '\(unknown)'\n".utf8))
        exit(64)
    }
    rules = ids.compactMap { RuleCatalog.rule(withID: $0) }
}
let engine = TitleEngine(rules: rules)
if let path = options.golden {
    let text = GoldenOutput.render(titles, engine: engine)
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        FileHandle.standardError.write(Data("error: cannot write \(path)\n".utf8))
        exit(73)
    }
}
var checksum = SuggestionChecksum()
var findings = 0
var changed = 0
let start = MonotonicClock.nanoseconds()
let cpuStart = MonotonicClock.threadCPUNanoseconds()
for title in titles {
    let analysis = engine.analyze(title)
    findings += analysis.findings.count
    checksum.add(analysis.suggestion, count: analysis.findings.count)
    if analysis.suggestion != title { changed += 1 }
}
let elapsed = MonotonicClock.nanoseconds() - start
let cpuElapsed = MonotonicClock.threadCPUNanoseconds() - cpuStart
let seconds = Double(elapsed) / 1e9
let cpuSeconds = Double(cpuElapsed) / 1e9
let count = titles.count

func line(_ label: String, _ value: String) {
    print(label.padding(toLength: 20, withPad: " ", startingAt: 0) + value)
}
line("titles:", "\(count)")
line("source:", options.titlesFile ?? "generated (seed \(options.seed)) in \(String(format: "%.3f", generationSeconds)) s")
line("rules:", engine.rules.map { type(of: $0).description.id }.joined(separator: ",") + " (\(engine.rules.count))")
line("core:", pinning)
line("seconds:", String(format: "%.3f wall, %.3f CPU", seconds, cpuSeconds))
line(
    "titles per second:",
    String(
        format: "%.0f wall, %.0f CPU", seconds > 0 ? Double(count) / seconds : 0, cpuSeconds > 0 ? Double(count) / cpuSeconds : 0)
)
line(
    "ns per title:",
    String(
        format: "%.1f wall, %.1f CPU", count > 0 ? Double(elapsed) / Double(count) : 0,
        count > 0 ? Double(cpuElapsed) / Double(count) : 0))
line("findings:", "\(findings)")
line("changed titles:", "\(changed)")
line("peak memory:", "\(PeakMemory.kibibytes()) KiB (ru_maxrss)")
line("checksum:", "0x" + String(checksum.value, radix: 16))
if options.perRule > 0 {
    print("per rule (each alone, titles tokenized beforehand, first \(min(options.perRule, count)) titles):")
    for report in RuleTimer.report(titles: Array(titles.prefix(options.perRule)), rules: rules) {
        print("  " + report)
    }
}
