/// A title's UTF-8 bytes with the lookups and pattern matchers the tokenizer needs: scalar
/// decoding and classes, emoji clusters, printf and brace placeholders, tags and entities.
/// Each matcher answers where a form starting at an offset ends, or `nil`; none keeps state.
struct TitleBytes {
    /// The bytes; only valid while `Tokenizer.tokenize` holds the array they point into.
    let bytes: UnsafeBufferPointer<UInt8>

    /// How far a bracket search looks before giving up, so that a long run of unmatched
    /// openers costs linear time per opener at most this much (titles are far shorter).
    static let bracketSearchLimit = 4096

    /// The byte at `index`, or 0 past the end (0 never starts or continues anything).
    @inline(__always) func byte(_ index: Int) -> UInt8 {
        index >= 0 && index < bytes.count ? bytes[index] : 0
    }
}
