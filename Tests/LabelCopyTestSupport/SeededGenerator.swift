/// A small deterministic random generator (SplitMix64) for the tests' generated inputs, so a
/// failure reproduces from its seed.
public struct SeededGenerator: RandomNumberGenerator {
    /// The generator's state; the next value is derived from it.
    public var state: UInt64

    /// Starts at `state`.
    public init(state: UInt64) { self.state = state }

    /// Starts at `seed`.
    public init(seed: UInt64) { self.init(state: seed) }

    /// The next value.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
