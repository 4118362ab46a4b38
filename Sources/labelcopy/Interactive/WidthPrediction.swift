import LabelCopyCore
import LabelCopyText

/// A title's width in the source language and its predicted width per target locale,
/// judged against a budget.
struct WidthPrediction: Sendable {
    /// One locale's prediction.
    struct Row: Sendable, Hashable {
        /// The locale tag.
        var locale: String
        /// The expected width in points.
        var expected: Double
        /// A width few translations exceed.
        var high: Double
        /// The judgement against the budget.
        var verdict: Verdict
        /// Where the expansion figures come from.
        var basis: String
    }

    /// How a width compares with the budget.
    enum Verdict: String, Sendable, Hashable {
        /// Comfortably inside the budget, even at the high end.
        case fits
        /// Near the budget, or over it only at the high end.
        case atRisk = "at risk"
        /// The expected width is over the budget.
        case truncated
    }

    /// The source title's measured width in points.
    var sourceWidth: Double
    /// The text size measured at.
    var size: Double
    /// The budget in points.
    var budget: Double
    /// What measured the source ("width model, semibold" or the font's path).
    var measuredWith: String
    /// One row per locale, in the order asked for.
    var rows: [Row]

    /// Measures `title` as `settings` say and predicts each locale from the source's width
    /// times the locale's expansion (IBM's tier for the title's length times the language's
    /// factor, from Lexicons/expansion.txt).
    init(_ title: String, settings: SessionSettings, table: ExpansionTable = .standard) {
        let context = settings.context.uiContext
        size = context.textSize(.default)
        budget = settings.budget
        if let font = settings.font {
            sourceWidth = font.width(of: title, size: size)
            measuredWith = "HarfBuzz on \(font.path)"
        } else {
            sourceWidth = WidthModel.points(of: title, size: size, weight: context.weight)
            measuredWith = "width model, \(context.weight.rawValue)"
        }
        let characters = title.count
        rows = settings.locales.compactMap { [sourceWidth, budget] locale in
            guard
                let estimate = ExpansionEstimate.make(
                    locale: locale, sourceCharacters: characters, observed: nil, table: table, minimumSamples: 1)
            else { return nil }
            let expected = sourceWidth * estimate.expected
            let high = sourceWidth * estimate.high
            return Row(
                locale: locale, expected: expected, high: high,
                verdict: Self.verdict(expected: expected, high: high, budget: budget), basis: estimate.basis)
        }
    }

    /// The source's own verdict: its measured width against the budget.
    var sourceVerdict: Verdict {
        Self.verdict(expected: sourceWidth, high: sourceWidth, budget: budget)
    }

    /// Truncated when the expected width is over the budget; at risk when it is within the
    /// truncation rule's 10 % margin or when only the high end is over.
    static func verdict(expected: Double, high: Double, budget: Double) -> Verdict {
        switch TruncationVerdict(width: expected, budget: budget) {
        case .likelyTruncated: .truncated
        case .atRisk: .atRisk
        case .fits: high > budget ? .atRisk : .fits
        }
    }
}
