/// English counts for report text ("1 file", "3 files").
enum Plural {
    /// `count` followed by the singular or plural noun.
    static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
