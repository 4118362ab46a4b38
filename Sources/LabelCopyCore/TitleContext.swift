/// Where a title is shown, which decides which rules apply to it.
public enum TitleContext: String, Sendable, Hashable, Codable, CaseIterable {
    /// A button (the default): title style, verb first.
    case button
    /// A menu item: title style, exempt from verb-first (HIG menus: "New Window", "Bold").
    case menuItem = "menu-item"
    /// A tab bar item: title style, exempt from verb-first.
    case tabBarItem = "tab-bar-item"
    /// A navigation or window title: title style, exempt from verb-first.
    case navigationTitle = "navigation-title"
    /// A checkbox or switch label: sentence style, exempt from title-case and verb-first.
    case checkbox

    /// True when verb-first applies.
    public var wantsVerb: Bool { self == .button }
    /// True when title-style capitalization applies.
    public var wantsTitleStyle: Bool { self != .checkbox }
}
