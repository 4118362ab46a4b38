/// A declared positional argument of a command.
struct ArgumentSpec: Sendable, Hashable {
    /// The name shown in help and errors (`title` shows as `<title>`); also its key.
    var name: String
    /// True when the argument may be left out.
    var isOptional: Bool
    /// True when it takes every remaining value (`<title> ...`).
    var isRepeating: Bool
    /// One line of help.
    var help: String

    /// Creates a positional argument; required and single unless said otherwise.
    init(_ name: String, optional: Bool = false, repeating: Bool = false, help: String) {
        self.name = name
        self.isOptional = optional
        self.isRepeating = repeating
        self.help = help
    }

    /// How it is shown in usage lines: `<title> ...`, with brackets when optional.
    var synopsis: String {
        let base = isRepeating ? "<\(name)> ..." : "<\(name)>"
        return isOptional ? "[\(base)]" : base
    }
}
