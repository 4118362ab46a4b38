/// The word knowledge the title rules use. (Interim shape; filled from Lexicons/.)
public struct Lexicon: Sendable {
    /// The lexicon compiled into the binary from Lexicons/.
    public static let standard = Lexicon()

    /// Creates an empty lexicon.
    public init() {}
}
