extension String {
    /// The string followed by spaces up to `width` characters; unchanged when already wider.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
