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
        if !entry.properties.isEmpty, entry.properties["width"] != nil || entry.properties["product"] != nil {
            variation = (entry.properties["width"] ?? "") + "\u{1F}" + (entry.properties["product"] ?? "")
        }
    }
}
