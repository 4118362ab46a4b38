/// One entry of `profiles`: files matching any of `paths` are judged by `profile`.
public struct ProfileAssignment: Sendable, Hashable {
    /// Path patterns, relative to the configuration file's folder.
    public var paths: [GlobPattern]
    /// The profile those files get.
    public var profile: StyleProfile

    /// Creates an assignment.
    public init(paths: [GlobPattern], profile: StyleProfile) {
        self.paths = paths
        self.profile = profile
    }
}
