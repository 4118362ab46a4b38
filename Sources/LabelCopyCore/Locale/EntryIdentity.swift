import LabelCopyFormats

/// What makes a translation and its source the same message: key, context, plural variable and
/// category, device, and the rarer variation properties (`.stringsdict` width, Android product).
struct EntryIdentity: Sendable, Hashable {
    var key: String
    var context: String?
    var variable: String?
    var category: String?
    var device: String?
    var variation: String?

    /// The identity of `entry` with `category` in place of its own (nil: the whole plural message).
    init(_ entry: LocalizationEntry, category: String?) {
        key = entry.key
        context = entry.context
        variable = entry.pluralVariable
        self.category = category
        device = entry.device
        variation = Self.variation(entry.properties)
    }

    /// The identity of the entry at `entry`, read field by field where it lies: passing the
    /// entry itself to a function copied all of it first, a fifth of the pairing's time.
    init(at entry: UnsafePointer<LocalizationEntry>) {
        key = entry.pointee.key
        context = entry.pointee.context
        variable = entry.pointee.pluralVariable
        category = entry.pointee.pluralCategory
        device = entry.pointee.device
        variation = entry.pointee.properties.isEmpty ? nil : Self.variation(entry.pointee.properties)
    }

    /// The `.stringsdict` width and Android product an entry varies by, if any.
    private static func variation(_ properties: [String: String]) -> String? {
        guard !properties.isEmpty, properties["width"] != nil || properties["product"] != nil else { return nil }
        return (properties["width"] ?? "") + "\u{1F}" + (properties["product"] ?? "")
    }
}
