/// One bar of a horizontal bar chart: a label, a length, and an optional tick further along
/// (the 90th percentile behind a median).
struct ChartBar: Sendable {
    var label: String
    var value: Double
    var text: String
    var tick: Double? = nil
    /// The CSS class that colours the bar (`bar`, `bar-error`, `bar-note`).
    var style: String = "bar"
}
