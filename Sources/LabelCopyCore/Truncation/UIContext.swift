import LabelCopyText

/// Where a title is shown on screen, which decides how wide it may be and how it is drawn.
///
/// Budgets are the points a title's text may take before UIKit truncates it, derived from the
/// screen width (`WidthClass`), the system layout margin of 16 pt on each side of an iPhone in
/// portrait (UIKit `directionalLayoutMargins` of a root view; Apple HIG "Layout": "respect the
/// key margins") and the control's own padding. Each case says how its figure was derived;
/// Documentation/Truncation.md explains the same in prose. They are estimates of typical layouts,
/// not measurements of a particular app: a project can override them with its own budgets.
public enum UIContext: String, Sendable, Hashable, CaseIterable {
    /// A text bar button in a navigation bar with a title between the two sides: each side gets
    /// about a third of the width inside the margins ((320 − 32) / 3 = 96 pt; (390 − 32) / 3 ≈ 119 pt),
    /// less 8 pt of the button's padding. 17 pt text that does not follow Dynamic Type (bars show
    /// the large content viewer instead; HIG "Navigation bars").
    case navigationBarButton = "navigation-bar-button"
    /// The title of a navigation bar between a back button and a bar button (about 64 pt each):
    /// 320 − 32 − 2 × 64 = 160 pt; 390 − 32 − 2 × 64 = 230 pt. 17 pt semibold, fixed.
    case navigationTitle = "navigation-title"
    /// A text item in a bottom toolbar shared by three items with flexible space: (width − 32) / 3
    /// less 8 pt padding: 88 pt and 111 pt. 17 pt, fixed.
    case toolbarItem = "toolbar-item"
    /// A tab bar item's label: a tab bar holds up to five tabs on iPhone (HIG "Tab bars"), so a
    /// tab is a fifth of the screen (64 pt, 78 pt) less 4 pt padding each side: 56 pt and 70 pt.
    /// Labels are 10 pt medium (drawn as semibold here) and do not follow Dynamic Type.
    case tabBarItem = "tab-bar-item"
    /// One of two alert buttons side by side: alerts are 270 pt wide on iPhone (UIAlertController),
    /// so a button is 135 pt, less 8 pt padding each side: 119 pt. UIKit stacks the buttons when a
    /// title does not fit, so this budget means "the alert changes layout". 17 pt, scales; the
    /// preferred action is semibold, so semibold is measured.
    case alertButtonSideBySide = "alert-button"
    /// An alert button on its own row (stacked or single): 270 − 2 × 16 = 238 pt. 17 pt, scales.
    case alertButtonStacked = "alert-button-stacked"
    /// An action sheet row: the sheet is inset 8 pt from each screen edge and its title padded
    /// 16 pt each side: 320 − 16 − 32 = 272 pt; 390 − 16 − 32 = 342 pt. 20 pt text, scales.
    case actionSheetRow = "action-sheet-row"
    /// A button across the width of the content: width − 2 × 16 margin − 2 × 20 content insets
    /// (UIButton.Configuration's default horizontal insets for large buttons): 248 pt and 318 pt.
    /// 17 pt semibold, scales.
    case fullWidthButton = "full-width-button"
    /// A context or pull-down menu item: menus are about 250 pt wide on iPhone, less 16 pt padding
    /// each side and about 32 pt for the item's symbol: 186 pt on any width. 17 pt, scales.
    case menuItem = "menu-item"
    /// A segment of a segmented control across the content width with three segments:
    /// (width − 32) / 3 less 6 pt padding each side: 84 pt and 107 pt. 13 pt, fixed.
    case segment = "segmented-control-segment"
    /// A switch row's label (a checkbox on iOS): width − 32 margins − 51 pt switch − 16 pt
    /// spacing: 221 pt and 291 pt. 17 pt, scales.
    case switchLabel = "switch-label"
    /// A control nothing identifies: the widest a button gets (a full-width button, 248 pt and
    /// 318 pt), shown by `suggest`; lint gives titles here no verdict, since their control may
    /// be narrower, wider, or wrap. 17 pt, scales.
    case unknown = "default"

    /// The points the title's text may take.
    public func budget(_ widthClass: WidthClass) -> Double {
        switch (self, widthClass) {
        case (.navigationBarButton, .compact): 88
        case (.navigationBarButton, .regular): 111
        case (.navigationTitle, .compact): 160
        case (.navigationTitle, .regular): 230
        case (.toolbarItem, .compact): 88
        case (.toolbarItem, .regular): 111
        case (.tabBarItem, .compact): 56
        case (.tabBarItem, .regular): 70
        case (.alertButtonSideBySide, _): 119
        case (.alertButtonStacked, _): 238
        case (.actionSheetRow, .compact): 272
        case (.actionSheetRow, .regular): 342
        case (.fullWidthButton, .compact): 248
        case (.fullWidthButton, .regular): 318
        case (.menuItem, _): 186
        case (.segment, .compact): 84
        case (.segment, .regular): 107
        case (.switchLabel, .compact): 221
        case (.switchLabel, .regular): 291
        case (.unknown, .compact): 248
        case (.unknown, .regular): 318
        }
    }

    /// The text size at Large, in points.
    public var baseSize: Double {
        switch self {
        case .tabBarItem: 10
        case .segment: 13
        case .actionSheetRow: 20
        default: 17
        }
    }

    /// True when the text grows with the user's Dynamic Type setting.
    public var followsDynamicType: Bool {
        switch self {
        case .navigationBarButton, .navigationTitle, .toolbarItem, .tabBarItem, .segment: false
        default: true
        }
    }

    /// The text size at a Dynamic Type setting.
    public func textSize(_ dynamicType: DynamicTypeSize) -> Double {
        followsDynamicType ? baseSize * dynamicType.scale : baseSize
    }

    /// The weight measured: the heavier of the weights the control draws its titles in.
    public var weight: FontWeight {
        switch self {
        case .navigationTitle, .tabBarItem, .alertButtonSideBySide, .alertButtonStacked, .fullWidthButton: .semibold
        default: .regular
        }
    }

    /// The name used in messages ("the tab bar item").
    public var displayName: String {
        switch self {
        case .navigationBarButton: "navigation bar button"
        case .navigationTitle: "navigation title"
        case .toolbarItem: "toolbar item"
        case .tabBarItem: "tab bar item"
        case .alertButtonSideBySide: "alert button (two side by side)"
        case .alertButtonStacked: "stacked alert button"
        case .actionSheetRow: "action sheet row"
        case .fullWidthButton: "full-width button"
        case .menuItem: "menu item"
        case .segment: "segmented control segment"
        case .switchLabel: "switch label"
        case .unknown: "button (default budget)"
        }
    }
}
