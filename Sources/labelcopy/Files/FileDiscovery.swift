import Foundation
import LabelCopyFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the localization files under the paths given on the command line.
struct FileDiscovery: Sendable {
    /// Folders never descended into: build products, dependencies and version control.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm"]

    /// Paths to leave out, decided per discovered file (from configuration); explicit files are always read.
    var isExcluded: @Sendable (String) -> Bool = { _ in false }
    /// Folders met while walking that are not entered, everything in them being left out (from
    /// configuration). A folder given as a path is always searched.
    var isExcludedFolder: @Sendable (String) -> Bool = { _ in false }

    /// The supported files under `paths`, sorted; a file named explicitly is always included,
    /// whatever its name. Paths that do not exist are reported in `missing`. A file reached
    /// through several of the paths (`Corpus ./Corpus`, a folder and a file in it, a relative
    /// and an absolute spelling) is listed once, as the first path to reach it spells it.
    /// Folders that cannot be read (a name that is not valid UTF-8, spelled here with U+FFFD for
    /// its bad bytes; a path longer than the system allows; no permission) are listed in
    /// `unsearchable` with the reason, sorted by path.
    func files(in paths: [String]) -> (files: [String], missing: [String], unsearchable: [(path: String, reason: String)]) {
        var found: Set<String> = []
        var unsearchable: [(path: String, reason: String)] = []
        var linked: [String] = []
        var missing: [String] = []
        // The real paths of the files listed so far, once a second path is given: one path
        // alone cannot reach a file twice, so a single folder costs no `realpath` per file.
        var seen: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            var reached: Set<String> = []
            // A folder named on the command line is read even through a symbolic link (the user
            // chose it); links to folders met while walking are not followed, so no walk can loop.
            if isDirectory.boolValue {
                walk(path, into: &reached, linked: &linked, unsearchable: &unsearchable)
            } else {
                reached.insert(path)
            }
            guard paths.count > 1 else {
                found.formUnion(reached)
                continue
            }
            for file in reached.sorted() where seen.insert(SymbolicLinks.resolved(file)).inserted {
                found.insert(file)
            }
        }
        found.formUnion(Self.linkedFilesNotFound(linked, found: found, resolved: &seen))
        return (found.sorted(), missing, unsearchable.sorted { $0.path < $1.path })
    }

    /// Adds the supported regular files below `root` to `found`, named `root/relative/path`
    /// (just `relative/path` for "."). Symbolic links to files are read as the files; links to
    /// folders are not followed, and folders that cannot be read are listed in `unsearchable`.
    private func walk(
        _ root: String, into found: inout Set<String>, linked: inout [String],
        unsearchable: inout [(path: String, reason: String)]
    ) {
        let prefix = root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
        // Folders still to read, relative to the root ("" is the root itself), and read in a
        // fixed order so configuration warnings come out the same on every file system.
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : prefix + relative
            let (files, folders, links, undecodable, failure) = Self.list(folder)
            if let failure {
                unsearchable.append((folder.hasSuffix("/") ? String(folder.dropLast()) : folder, failure))
            }
            let badName = "its name is not valid UTF-8 (the bytes shown as \u{FFFD}); rename it to check the files in it"
            unsearchable += undecodable.filter { !Self.skippedFolders.contains($0) && !isExcludedFolder(prefix + relative + $0) }
                .map { (prefix + relative + $0, badName) }
            for name in files {
                let path = prefix + relative + name
                guard FormatRegistry.format(forPath: path) != nil, !isExcluded(path) else { continue }
                found.insert(path)
            }
            for name in links {
                let path = prefix + relative + name
                guard FormatRegistry.format(forPath: path) != nil, !isExcluded(path) else { continue }
                linked.append(path)
            }
            for name in folders.reversed()
            where !Self.skippedFolders.contains(name) && !isExcludedFolder(prefix + relative + name) {
                pending.append(relative + name + "/")
            }
        }
    }

    /// The names of the regular files and of the folders in `folder`, each sorted; empty, with
    /// the reason as `failure`, when the folder cannot be read. One `readdir` pass: the entry's type comes with its name, so
    /// no file is looked up on its own unless the file system does not say (`DT_UNKNOWN`).
    /// Folders whose names are not valid UTF-8 are `undecodable`, with U+FFFD for their bad
    /// bytes: the repaired name leads nowhere. (A file's repaired name reaches the reader, which
    /// says the same of it.)
    static func list(
        _ folder: String
    ) -> (files: [String], folders: [String], links: [String], undecodable: [String], failure: String?) {
        guard let handle = opendir(folder) else { return ([], [], [], [], reason(forError: errno)) }
        defer { closedir(handle) }
        var files: [String] = []
        var folders: [String] = []
        var links: [String] = []
        var undecodable: [String] = []
        while let item = readdir(handle) {
            let (name, isValid) = withUnsafePointer(to: &item.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) {
                    (String(cString: $0), String(validatingCString: $0) != nil)
                }
            }
            guard name != "." && name != ".." else { continue }
            switch kind(of: item.pointee.d_type, at: folder + "/" + name) {
            case .file: files.append(name)
            case .folder: if isValid { folders.append(name) } else { undecodable.append(name) }
            case .linkToFile: links.append(name)
            case .other: continue
            }
        }
        return (files.sorted(), folders.sorted(), links.sorted(), undecodable.sorted(), nil)
    }

    /// Why a folder cannot be listed, from `opendir`'s error: a path longer than the system
    /// allows, no permission, or the system's words.
    private static func reason(forError code: Int32) -> String {
        switch code {
        case ENAMETOOLONG:
            return "its path is longer than the system allows (\(PATH_MAX) bytes); check it from a folder nearer to it"
        case EACCES: return "permission denied"
        default: return String(cString: strerror(code))
        }
    }

    /// The linked files (symbolic links to regular files met while walking) whose file is not
    /// found already, by itself or through an earlier link: a table shared into a target from
    /// outside is read once, one linked beside its original is not read twice. `resolved` holds
    /// the real paths of `found` when several paths were given, and is empty otherwise.
    static func linkedFilesNotFound(_ linked: [String], found: Set<String>, resolved seen: inout Set<String>) -> [String] {
        guard !linked.isEmpty else { return [] }
        if seen.isEmpty { seen = Set(found.map(SymbolicLinks.resolved)) }
        return linked.sorted().filter { seen.insert(SymbolicLinks.resolved($0)).inserted }
    }

    /// What a folder entry is.
    private enum Kind {
        case file, folder, linkToFile, other
    }

    /// The entry's kind from its `d_type`, or from `lstat` when the file system gives none. A
    /// symbolic link to a regular file is told apart (a shared `Localizable.strings` linked into
    /// a target); one to anything else is `other`, so no folder link is followed and no walk
    /// loops.
    private static func kind(of type: UInt8, at path: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK): return isLinkToFile(path) ? .linkToFile : .other
        case Int32(DT_UNKNOWN):
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            case S_IFLNK: return isLinkToFile(path) ? .linkToFile : .other
            default: return .other
            }
        default: return .other
        }
    }

    /// True when the symbolic link at `path` leads to a regular file.
    private static func isLinkToFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
