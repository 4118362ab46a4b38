/// One locale's translations in one file (a catalog holds many locales, a `.strings` file one).
struct FileLocale: Sendable, Hashable {
    /// The file's place in the project.
    var fileIndex: Int
    /// The locale.
    var locale: String
}
