import Foundation
import LabelCopyCore
import LabelCopyFormats

/// Finds and reads the configuration for each file: the `.labelcopy.json` nearest the file
/// (walking up from its folder), or the one `--config` names for every file. Each
/// configuration file is read once.
final class ConfigurationResolver {
    /// The configuration given with `--config`, if any.
    private let explicit: Configuration?
    /// Configurations read so far, by path; nil where the file does not exist.
    private var cache: [String: Configuration?] = [:]
    /// Per folder of a file as given: the folder made absolute, and its configuration once
    /// found. Every file of a folder has the same configuration, and a project has far fewer
    /// folders than files, so paths are made absolute and walked up once per folder.
    private var folders: [String: (absolute: String, configuration: Configuration??)] = [:]
    /// The warnings of each configuration read (unknown keys and the like), in the order read.
    private var readWarnings: [(file: String, warnings: [ConfigurationWarning])] = []
    /// The configuration files some file to check takes its settings from.
    private var applied: Set<String> = []
    /// The configuration files read so far, absolute (outputs must not replace them).
    private(set) var files: [String] = []

    /// The warnings of the configurations that apply to a file to check; one read only to decide
    /// whether the walk enters a folder (`configuration(forFolder:)`) says nothing of itself.
    var warnings: [ConfigurationWarning] {
        readWarnings.filter { applied.contains($0.file) }.flatMap(\.warnings)
    }

    /// Reads `--config FILE` when given; throws `ConfigurationError` for a missing or invalid file.
    init(explicitPath: String?) throws {
        if let explicitPath {
            if let problem = ReadableFile.problem(explicitPath, kind: "configuration") {
                throw ConfigurationError(problem, at: SourceLocation(path: explicitPath, line: 1, column: 1))
            }
            files = [Self.absolute(explicitPath)]
            explicit = try Self.read(files[0], warnings: &readWarnings)
            applied = [files[0]]
        } else {
            explicit = nil
        }
    }

    /// The configuration for the file at `path`, or nil when none applies.
    func configuration(forFile path: String) throws -> Configuration? {
        let configuration = try configuration(nearest: path)
        if let file = configuration?.path, explicit == nil { applied.insert(file) }
        return configuration
    }

    /// The configuration for the folder at `path` as an entry of the folder that holds it: the
    /// one whose `exclude` decides whether the walk enters it. Its warnings are shown only once
    /// it applies to a file.
    func configuration(forFolder path: String) throws -> Configuration? {
        try configuration(nearest: path)
    }

    /// The configuration nearest the file at `path`, or nil when none applies.
    private func configuration(nearest path: String) throws -> Configuration? {
        if let explicit { return explicit }
        guard let (folder, _) = Self.split(path) else { return try search(forFile: Self.absolute(path)) }
        if let known = folders[folder]?.configuration { return known }
        let absolute = absolutePath(ofFile: path)
        let configuration = try search(forFile: absolute)
        folders[folder]?.configuration = .some(configuration)
        return configuration
    }

    /// `absolute(path)`, made from its folder's absolute path when the folder was seen before.
    func absolutePath(ofFile path: String) -> String {
        guard let (folder, name) = Self.split(path) else { return Self.absolute(path) }
        if let known = folders[folder] { return known.absolute + "/" + name }
        let absolute = Self.absolute(path)
        guard absolute.hasSuffix("/" + name) else { return absolute }
        folders[folder] = (String(absolute.dropLast(name.count + 1)), nil)
        return absolute
    }

    /// A file path's folder and name, or nil where the name is empty, `.` or `..` (made
    /// absolute on its own, as standardizing such a path changes more than its name).
    private static func split(_ path: String) -> (folder: String, name: String)? {
        let slash = path.lastIndex(of: "/")
        let name = String(slash.map { path[path.index(after: $0)...] } ?? path[...])
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        return (slash.map { String(path[..<$0]) } ?? "", name)
    }

    /// The nearest configuration walking up from the file at the absolute path `file`.
    private func search(forFile file: String) throws -> Configuration? {
        for candidate in ConfigurationLocator.candidatePaths(forFile: file) {
            if let known = cache[candidate] {
                if let known { return known }
                continue
            }
            // A link that leads nowhere, or a folder, is still there: it is read, and the error
            // names it, where passing over it would silently take another configuration.
            guard ReadableFile.isPresent(candidate) else {
                cache[candidate] = .some(nil)
                continue
            }
            files.append(candidate)
            let configuration = try Self.read(candidate, warnings: &readWarnings)
            cache[candidate] = configuration
            return configuration
        }
        return nil
    }

    private static func read(
        _ path: String, warnings: inout [(file: String, warnings: [ConfigurationWarning])]
    ) throws -> Configuration {
        let text = try ReadableFile.text(path, kind: "configuration")
        let (configuration, found) = try ConfigurationLoader.load(text: text, path: path)
        warnings.append((path, found))
        return configuration
    }

    /// `path` made absolute against the working directory, so configuration patterns match.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path).standardizedFileURL
            .path
    }
}
