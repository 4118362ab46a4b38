/// The class and original text an Interface Builder comment names (`Class = "NSMenuItem";
/// title = "Print…"; ObjectID = "aTl-1u-JFS";`), for storyboard catalogs whose source-language
/// units are left out: there the key is an object id and the comment holds the English text.
struct StoryboardComment: Sendable, Hashable {
    /// The Interface Builder class ("NSMenuItem").
    var className: String
    /// The text the storyboard shows in the development language.
    var originalText: String

    /// Reads a comment, or nil when it is not an Interface Builder comment with a text.
    init?(_ comment: String) {
        guard comment.hasPrefix("Class = \"") else { return nil }
        var fields: [String: String] = [:]
        var rest = Substring(comment)
        while let equals = rest.range(of: " = \"") {
            let name = rest[..<equals.lowerBound].drop(while: { $0 == " " })
            var value = ""
            var index = equals.upperBound
            var escaped = false
            while index < rest.endIndex {
                let character = rest[index]
                index = rest.index(after: index)
                if escaped {
                    value.append(character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    break
                } else {
                    value.append(character)
                }
            }
            fields[String(name)] = value
            rest = rest[index...].drop(while: { $0 == ";" || $0 == " " })
        }
        guard let className = fields["Class"] else { return nil }
        // One text property a comment, as a rule; `title` first and then by name, should there be more.
        let names = fields.keys.filter { $0 != "Class" && $0 != "ObjectID" }.sorted {
            ($0 == "title" ? 0 : 1, $0) < ($1 == "title" ? 0 : 1, $1)
        }
        let text = names.first.flatMap { fields[$0] }
        guard let text else { return nil }
        self.className = className
        self.originalText = text
    }
}
