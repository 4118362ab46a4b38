/// One character of a decoded value and the raw bytes it was read from, so that an edit to the
/// value can be made to those bytes alone.
struct ValueUnit: Sendable, Hashable {
    /// What the raw bytes read as.
    var scalar: Unicode.Scalar
    /// The raw bytes, in the coordinates of the content being mapped.
    var raw: Range<Int>
    /// How text written next to it must be escaped.
    var context: ValueUnitContext
}
