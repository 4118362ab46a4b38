/// The plural source variants the pairs of a project name, each list stored once and shared by
/// every pair of its message.
struct VariantLists: Sendable {
    /// The lists, in the order they were first asked for.
    private(set) var lists: [[String]] = []
    private var positions: [VariantKey: Int] = [:]

    /// The position of the list for `key`, adding `texts` (without repeats when `distinct`) the
    /// first time.
    mutating func index(of key: VariantKey, texts: [String], distinct: Bool = false) -> Int {
        if let known = positions[key] { return known }
        positions[key] = lists.count
        lists.append(distinct ? Array(Set(texts)) : texts)
        return lists.count - 1
    }
}
