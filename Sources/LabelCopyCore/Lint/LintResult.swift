import LabelCopyFormats

/// Everything one lint run found: the reporters' input.
public struct LintResult: Sendable {
    /// How many files were read (malformed ones included; paths that do not exist are not files).
    public var fileCount: Int
    /// How many entries the readable files held.
    public var entryCount: Int
    /// Of `fileCount`, the files passed over as pseudo-locale text (`labelcopy pseudo`'s copies),
    /// which no rule checked.
    public var pseudoLocaleFileCount: Int
    /// Of `entryCount`, the entries those files held.
    public var pseudoLocaleEntryCount: Int
    /// The findings, sorted by location, then rule.
    public var findings: [LintFinding]
    /// Files that could not be read, with where and why, and the paths named that do not exist
    /// (the initializer's `missingPaths`), sorted by location.
    public var errors: [FormatError]
    /// Of `errors`, how many are paths named that do not exist (no file was there to be malformed).
    public private(set) var missingPathCount: Int
    /// Where the errors that are paths named that do not exist stand.
    private var missingPathLocations: Set<SourceLocation>
    /// Of `errors`, how many are folders that could not be searched (no file was read there).
    public private(set) var unreadableFolderCount: Int
    /// Where the errors that are folders that could not be searched stand.
    private var unreadableFolderLocations: Set<SourceLocation>

    /// Creates a result; findings and errors are sorted so output is deterministic.
    public init(
        fileCount: Int, entryCount: Int, findings: [LintFinding], errors: [FormatError], pseudoLocaleFileCount: Int = 0,
        pseudoLocaleEntryCount: Int = 0, missingPaths: [FormatError] = [], unreadableFolders: [FormatError] = []
    ) {
        self.missingPathCount = missingPaths.count
        self.missingPathLocations = Set(missingPaths.map(\.location))
        self.unreadableFolderCount = unreadableFolders.count
        self.unreadableFolderLocations = Set(unreadableFolders.map(\.location))
        self.fileCount = fileCount
        self.entryCount = entryCount
        self.pseudoLocaleFileCount = pseudoLocaleFileCount
        self.pseudoLocaleEntryCount = pseudoLocaleEntryCount
        self.findings = findings.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
        self.errors = (missingPaths + unreadableFolders + errors).sorted { $0.location < $1.location }
    }

    /// The id the reporters give `error`, one of `errors`: `pathNotFoundID` for a path named that
    /// does not exist, `malformedFileID` for a file that could not be read.
    public func errorID(of error: FormatError) -> String {
        if missingPathLocations.contains(error.location) { return Self.pathNotFoundID }
        return unreadableFolderLocations.contains(error.location) ? Self.folderUnreadableID : Self.malformedFileID
    }

    /// The id of an error for a path named that does not exist.
    public static let pathNotFoundID = "path-not-found"
    /// The id of an error for a file that could not be read.
    public static let malformedFileID = "malformed-file"
    /// The id of an error for a folder that could not be searched.
    public static let folderUnreadableID = "folder-unreadable"

    /// How many files could not be read: `errors` without the paths that do not exist.
    public var malformedFileCount: Int { max(0, errors.count - missingPathCount - unreadableFolderCount) }

    /// The highest severity among the findings, if any.
    public var highestSeverity: Severity? { findings.map(\.severity).max() }
}
