/// A plural message within a scope (a table id, `#file` for catalogs, `@file` for carried text).
struct VariantKey: Sendable, Hashable {
    var scope: String
    var message: EntryIdentity
}
