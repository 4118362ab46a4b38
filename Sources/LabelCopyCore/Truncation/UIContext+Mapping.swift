import LabelCopyFormats

extension UIContext {
    /// The UI context for a title context of the title rules.
    public init(_ context: TitleContext) {
        switch context {
        case .button: self = .unknown
        case .menuItem: self = .menuItem
        case .tabBarItem: self = .tabBarItem
        case .navigationTitle: self = .navigationTitle
        case .checkbox: self = .switchLabel
        }
    }

    /// Interface Builder classes whose titles have a known place on screen.
    static let interfaceBuilderClasses: [String: UIContext] = [
        "UIBarButtonItem": .navigationBarButton, "UINavigationItem": .navigationTitle,
        "UITabBarItem": .tabBarItem, "NSTabViewItem": .tabBarItem,
        "UISegmentedControl": .segment, "NSSegmentedCell": .segment, "NSSegmentedControl": .segment,
        "NSMenuItem": .menuItem, "NSMenu": .menuItem, "UIMenu": .menuItem, "UICommand": .menuItem, "UIAction": .menuItem,
        "NSToolbarItem": .toolbarItem, "UISwitch": .switchLabel,
    ]

    /// Words of a key or comment that name a place on screen, checked in this order (the first
    /// found wins, so "alert" beats "button" in "alert.button.ok"). An alert's title is measured
    /// against a stacked button: UIKit stacks two buttons whose titles do not fit side by side,
    /// so only the stacked width truncates (the side-by-side budget is there for configuration).
    static let keyWords: [(word: String, context: UIContext)] = [
        ("alert", .alertButtonStacked), ("actionsheet", .actionSheetRow),
        ("toolbar", .toolbarItem), ("tabbar", .tabBarItem), ("tab", .tabBarItem), ("tabs", .tabBarItem),
        ("segment", .segment), ("segmented", .segment), ("navbar", .navigationBarButton), ("nav", .navigationBarButton),
        ("navigation", .navigationBarButton), ("menu", .menuItem), ("switch", .switchLabel), ("toggle", .switchLabel),
    ]

    /// The context of an entry: its Interface Builder class, else a word in its key or comment,
    /// else the title rules' context; `.unknown` when nothing says more.
    public init(entry: LocalizationEntry, titleContext: TitleContext? = nil) {
        var words = PlaceWords()
        words.read(entry.key)
        words.read(entry.comment ?? "")
        if let className = entry.interfaceBuilderClass, let context = Self.interfaceBuilderClasses[className] {
            // A bar button item sits in a navigation bar unless something says toolbar.
            self = context == .navigationBarButton && words.hasToolbar ? .toolbarItem : context
            return
        }
        if let index = words.firstKeyWord {
            self = Self.keyWords[index].context
            return
        }
        // "action sheet" in two words; a "sheet" alone is more often a modal sheet, whose
        // buttons sit in its navigation bar ("Button which indicates that the editing sheet is done").
        if words.hasActionSheet {
            self = .actionSheetRow
            return
        }
        self = titleContext.map(UIContext.init) ?? .unknown
    }

    /// Lowercased words of a key or comment, split at punctuation and at camel-case humps
    /// ("tabBar.title" gives "tab", "bar", "tabbar", "title").
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        for part in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            words.append(part.lowercased())
            var current = ""
            for character in part {
                if character.isUppercase, !current.isEmpty {
                    words.append(current.lowercased())
                    current = ""
                }
                current.append(character)
            }
            if !current.isEmpty, current.count != part.count { words.append(current.lowercased()) }
        }
        return words
    }
}
