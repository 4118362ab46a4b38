import LabelCopyCore

/// A place on screen the user can pick with `:context`: the title rules' context (which rules
/// apply) together with the truncation context (which width budget applies).
struct ContextChoice: Sendable, Hashable {
    /// The short name typed after `:context`.
    var name: String
    /// Which title rules apply.
    var titleContext: TitleContext
    /// Which budget, text size and weight the width table uses.
    var uiContext: UIContext

    /// Every choice, in the order `:help` lists them. Bar buttons, toolbar items, alert and
    /// action sheet buttons are buttons (verb first); segments follow tab bar items, as the
    /// lint entry classifier treats them.
    static let all: [ContextChoice] = [
        ContextChoice(name: "button", titleContext: .button, uiContext: .unknown),
        ContextChoice(name: "nav-bar", titleContext: .button, uiContext: .navigationBarButton),
        ContextChoice(name: "nav-title", titleContext: .navigationTitle, uiContext: .navigationTitle),
        ContextChoice(name: "toolbar", titleContext: .button, uiContext: .toolbarItem),
        ContextChoice(name: "tab-bar", titleContext: .tabBarItem, uiContext: .tabBarItem),
        ContextChoice(name: "alert", titleContext: .button, uiContext: .alertButtonSideBySide),
        ContextChoice(name: "alert-stacked", titleContext: .button, uiContext: .alertButtonStacked),
        ContextChoice(name: "action-sheet", titleContext: .button, uiContext: .actionSheetRow),
        ContextChoice(name: "full-width", titleContext: .button, uiContext: .fullWidthButton),
        ContextChoice(name: "menu", titleContext: .menuItem, uiContext: .menuItem),
        ContextChoice(name: "segment", titleContext: .tabBarItem, uiContext: .segment),
        ContextChoice(name: "switch", titleContext: .checkbox, uiContext: .switchLabel),
    ]

    /// The choice for a name: a short name, a truncation context's id (`tab-bar-item`,
    /// `alert-button`) or a title context's id (`menu-item`, `checkbox`).
    static func named(_ name: String) -> ContextChoice? {
        let key = name.lowercased()
        if let choice = all.first(where: { $0.name == key }) { return choice }
        if let context = UIContext(rawValue: key), let choice = all.first(where: { $0.uiContext == context }) {
            return choice
        }
        if let context = TitleContext(rawValue: key) { return ContextChoice(context) }
        return nil
    }

    /// Every name `named(_:)` accepts, for "did you mean".
    static var acceptedNames: [String] {
        all.map(\.name) + UIContext.allCases.map(\.rawValue) + TitleContext.allCases.map(\.rawValue)
    }

    /// The choice a `--context` option starts the session with.
    init(_ context: TitleContext) {
        let screen = UIContext(context)
        self =
            Self.all.first { $0.titleContext == context && $0.uiContext == screen }
            ?? ContextChoice(name: context.rawValue, titleContext: context, uiContext: screen)
    }

    /// Creates a choice.
    init(name: String, titleContext: TitleContext, uiContext: UIContext) {
        self.name = name
        self.titleContext = titleContext
        self.uiContext = uiContext
    }
}
