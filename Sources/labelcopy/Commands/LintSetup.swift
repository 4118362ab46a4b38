import Foundation
import LabelCopyCore
import LabelCopyFormats

/// What `lint`, `fix` and `report` share: finding the files, reading the configurations, and parsing.
struct LintSetup {
    /// The parsed files.
    var files: [LocalizationFile]
    /// Files that could not be read, and paths that do not exist.
    var errors: [FormatError]
    /// The linter, with each file's settings from its configuration.
    var linter: Linter
    /// Warnings from the configuration files.
    var warnings: [ConfigurationWarning]
    /// Paths named that do not exist, when kept apart from `errors` (as `report` keeps them).
    var missing: [FormatError] = []
    /// Folders that could not be searched, when kept apart from `errors` with `missing`.
    var unreadableFolders: [FormatError] = []
    /// The configuration files read, absolute.
    var configurationFiles: [String] = []

    /// Discovers and parses the files under `paths`, applying configuration excludes;
    /// `timings`, when given, times each phase and each of the linter's jobs. With
    /// `showingProgress`, parsed files are counted on a progress bar on standard error (a
    /// corpus of many apps takes long enough to want one); with `keepingMissingApart`, paths
    /// that do not exist go to `missing` instead of `errors` (as `report` counts them).
    static func load(
        paths: [String], configPath: String?, allEntries: Bool, buttonCells: Bool, keepDocuments: Bool,
        timings: LintTimings? = nil, showingProgress: Bool = false, keepingMissingApart: Bool = false
    ) throws -> LintSetup {
        let resolver = try ConfigurationResolver(explicitPath: configPath)
        var discovery = FileDiscovery()
        let excluded = ExclusionCheck(resolver: resolver)
        discovery.isExcluded = { path in excluded.isExcluded(path) }
        discovery.isExcludedFolder = { path in excluded.isExcluded(folder: path) }
        let (paths, missing, unsearchable) = timings.measure("discovery") { discovery.files(in: paths) }
        if let error = excluded.error { throw error }
        var loader = ProjectLoader(keepDocuments: keepDocuments)
        let (sourceLanguages, projectConfiguration) = try sourceLanguages(of: paths, resolver: resolver)
        loader.sourceLanguages = sourceLanguages
        let progress: ProgressBar? = showingProgress ? ProgressBar.standardError(total: paths.count, label: "files parsed") : nil
        var advance: (@Sendable () -> Void)?
        if let progress { advance = { progress.advance() } }
        let loaded = timings.measure("reading and parsing") { loader.load(paths, advance: advance) }
        progress?.finish()
        let settings = try timings.measure("settings") {
            try fileSettings(loaded.files, resolver: resolver, allEntries: allEntries, buttonCells: buttonCells)
        }
        var defaults = LintSettings(classifier: EntryClassifier(allEntries: allEntries, buttonCellsAreButtons: buttonCells))
        defaults.configuration = projectConfiguration
        let notFound = missing.map { FormatError("no such file or folder", path: $0) }
        // A folder whose files the configuration excludes is not missed (asked of a table in it);
        // one reached by several paths is named once.
        var searched: Set<String> = []
        let unsearched = unsearchable.filter { folder in
            !excluded.isExcluded(folder.path + "/Localizable.strings")
                && searched.insert(SymbolicLinks.resolved(folder.path)).inserted
        }.map { FormatError("cannot search the folder: \($0.reason)", path: $0.path) }
        return LintSetup(
            files: loaded.files, errors: keepingMissingApart ? loaded.errors : notFound + unsearched + loaded.errors,
            linter: Linter(defaultSettings: defaults, settingsByPath: settings, runJobs: concurrently(timings)),
            warnings: resolver.warnings, missing: keepingMissingApart ? notFound : [],
            unreadableFolders: keepingMissingApart ? unsearched : [], configurationFiles: resolver.files)
    }

    /// The development language of each file whose configuration names one other than English
    /// (it decides which locale folder holds source text), and the first file's configuration,
    /// whose language the project's translations are compared with.
    static func sourceLanguages(
        of paths: [String], resolver: ConfigurationResolver
    ) throws -> (languages: [String: String], project: Configuration?) {
        var languages: [String: String] = [:]
        var project: Configuration?
        for path in paths {
            guard let configuration = try resolver.configuration(forFile: path) else { continue }
            if project == nil { project = configuration }
            if configuration.sourceLanguage != "en" { languages[path] = configuration.sourceLanguage }
        }
        return (languages, project)
    }

    /// Each file's settings, from the configuration nearest it.
    static func fileSettings(
        _ files: [LocalizationFile], resolver: ConfigurationResolver, allEntries: Bool, buttonCells: Bool
    ) throws -> [String: LintSettings] {
        var settings: [String: LintSettings] = [:]
        // Files of one folder share a configuration, so settings differ only by style profile:
        // an engine is made once per folder and profile, not once per file.
        var made: [String: LintSettings] = [:]
        for file in files {
            // Without a file, the defaults still pick each format's style profile (Material for Android).
            let configuration = try resolver.configuration(forFile: file.path) ?? Configuration()
            let path = resolver.absolutePath(ofFile: file.path)
            let profile = configuration.profile(forPath: path, format: file.format)
            let key = path[..<(path.lastIndex(of: "/") ?? path.endIndex)] + "\u{1F}" + profile.rawValue
            if let known = made[key] {
                settings[file.path] = known
                continue
            }
            var fileSettings = LintSettings(configuration: configuration, path: path, format: file.format, allEntries: allEntries)
            if buttonCells { fileSettings.classifier.buttonCellsAreButtons = true }
            made[key] = fileSettings
            settings[file.path] = fileSettings
        }
        return settings
    }
}

extension LintSetup {
    /// Runs a lint's independent jobs on all cores (the core runs them one by one), timing each
    /// one when `timings` is given; each job fills its own slot, so the results keep the jobs' order.
    static func concurrently(_ timings: LintTimings? = nil) -> Linter.JobRunner {
        { jobs in
            let results = ResultSlots<[LintFinding]>(count: jobs.count)
            // Each set of jobs is also a phase: its wall time against its CPU time shows how
            // well the jobs kept the cores busy.
            let names = Set(jobs.map(\.name)).sorted().joined(separator: ", ")
            timings.measure("jobs: " + names) {
                DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
                    let job = jobs[index]
                    results.set(index, timings.map { $0.job(job.name, job.run) } ?? job.run())
                }
            }
            return results.values().map { $0 ?? [] }
        }
    }
}

/// Decides configuration excludes while files are discovered, remembering the first error.
final class ExclusionCheck: @unchecked Sendable {
    private let resolver: ConfigurationResolver
    private let lock = NSLock()
    private(set) var error: Error?

    init(resolver: ConfigurationResolver) {
        self.resolver = resolver
    }

    /// Whether the folder at `path`, met while walking, is left out whole: an `exclude` pattern of
    /// the configuration nearest the folder that holds it matches the folder (and so everything
    /// inside), as git's ignore rules above a folder decide whether it is entered; a configuration
    /// inside it is not read. A configuration that cannot be read is no reason to leave a folder
    /// out: it is reported only where a file it governs needs it, as before the walk asked.
    func isExcluded(folder path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        // The folder is asked about as a file of the folder that holds it.
        guard let configuration = try? resolver.configuration(forFolder: path) else { return false }
        return configuration.excludes(folder: resolver.absolutePath(ofFile: path))
    }

    func isExcluded(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        do {
            guard let configuration = try resolver.configuration(forFile: path) else { return false }
            return configuration.isExcluded(path: resolver.absolutePath(ofFile: path))
        } catch {
            if self.error == nil { self.error = error }
            return false
        }
    }
}

extension CLICommand {
    /// A configuration warning as compilers print them: `path:line:col: warning: key: message`.
    static func describe(_ warning: ConfigurationWarning) -> String {
        let key = warning.keyPath.isEmpty ? "" : "\(warning.keyPath): "
        return "\(warning.location): warning: \(key)\(warning.message)\n"
    }
}
