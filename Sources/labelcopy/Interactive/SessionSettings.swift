import LabelCopyCore
import LabelCopyText

/// What the interactive session's commands have chosen so far.
struct SessionSettings: Sendable {
    /// The locales the width table predicts for, in the order typed.
    var locales: [String]
    /// Where the title is shown.
    var context: ContextChoice
    /// The screen width the context's budget is taken for.
    var widthClass: WidthClass = .compact
    /// A budget in points set with `:width N`, replacing the context's.
    var budgetOverride: Double?
    /// The font set with `:font PATH`; nil measures with the embedded width model.
    var font: FontMeasurer?

    /// Locales shown until `:locale` picks others: the languages of the expansion table that
    /// most often run long (German, French, Spanish, Russian) and the CJK ones that run short.
    static let defaultLocales = ["de", "fr", "es", "ru", "ja", "zh-Hans"]

    /// Settings starting with `context` and the default locales.
    init(context: ContextChoice, locales: [String] = defaultLocales) {
        self.context = context
        self.locales = locales
    }

    /// The points a title may take: the `:width` figure, else the context's budget.
    var budget: Double {
        budgetOverride ?? context.uiContext.budget(widthClass)
    }

    /// Where the budget comes from, for the table's heading.
    var budgetSource: String {
        if budgetOverride != nil { return "set with :width" }
        return "\(context.uiContext.displayName), \(widthClass.rawValue) \(Int(widthClass.screenWidth)) pt screen"
    }
}
