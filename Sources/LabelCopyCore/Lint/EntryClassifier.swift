import LabelCopyFormats

/// Decides which entries of a localization file are UI titles, from the signs a file gives:
/// the Interface Builder class, words in the key, words in the comment, and the value's shape.
///
/// A sign is required: a short value alone does not make a title (labels, headings and
/// settings names are short too), so the rules stay silent on entries nothing marks.
public struct EntryClassifier: Sendable {
    /// Judge every entry a title (`--all-entries`), still in its context.
    public var allEntries: Bool
    /// Treat `NSButtonCell` (often a checkbox) as a push button with title style.
    public var buttonCellsAreButtons: Bool
    /// More words than this and the value reads as a sentence, not a title.
    public var maxWords: Int

    /// Creates a classifier.
    public init(allEntries: Bool = false, buttonCellsAreButtons: Bool = false, maxWords: Int = 10) {
        self.allEntries = allEntries
        self.buttonCellsAreButtons = buttonCellsAreButtons
        self.maxWords = maxWords
    }

    /// Interface Builder classes whose text is a title, with the context they show it in.
    static let titleClasses: [String: TitleContext] = [
        "UIButton": .button, "UIBarButtonItem": .button, "NSButton": .button,
        "UIMenu": .menuItem, "UICommand": .menuItem, "UIAction": .menuItem, "NSMenuItem": .menuItem, "NSMenu": .menuItem,
        "UITabBarItem": .tabBarItem, "NSTabViewItem": .tabBarItem, "NSToolbarItem": .tabBarItem,
        "UISegmentedControl": .tabBarItem, "NSSegmentedCell": .tabBarItem, "NSSegmentedControl": .tabBarItem,
        "UINavigationItem": .navigationTitle,
    ]

    /// Words that show a comment is about text other than the button's own title.
    static let commentDisclaimers: Set<String> = [
        "not", "no", "never", "heading", "header", "headline", "message", "description", "explanation", "hint",
        "footer", "subtitle", "placeholder", "tooltip", "accessibility", "voiceover", "sentence", "paragraph",
        "below", "above", "next", "beside", "such", "followed", "between", "after", "before", "when", "if",
        "tap", "taps", "tapping", "press", "pressing", "click", "clicking", "toast", "alert", "error", "info",
        "information", "hover", "help",
    ]

    /// Disclaimers that name where a control is ("alert", "error", "help") rather than what the
    /// text is: beside a word naming a button they say which button ("Alert button", "help.button",
    /// "error.retry.button"), and only without one that the text is not a title. "info" stays a
    /// disclaimer: "button info" is the text a button shows on hover.
    static let placeDisclaimers: Set<String> = [
        "alert", "error", "help", "detail", "details", "confirmation", "warning", "notice",
    ]

    /// Comment words that say the text is not a control's title, whatever the key says.
    static let strongCommentDisclaimers: Set<String> = [
        "toast", "snackbar", "tooltip", "hover", "hint", "accessibility", "voiceover", "explanation", "description",
    ]

    /// Key words that show the entry is text around an action (its message, hint, summary),
    /// not the action's title, even when the key also names a button or an action.
    static let keyDisclaimers: Set<String> = [
        "message", "messages", "msg", "summary", "description", "desc", "toast", "snackbar", "banner", "hint",
        "hints", "subtitle", "subheadline", "body", "detail", "details", "explanation", "tooltip", "placeholder",
        "accessibility", "a11y", "footer", "header", "heading", "headline", "caption", "prompt", "question",
        "notice", "error", "confirmation", "info", "help", "text", "sentence", "shadowed", "tip", "not", "could",
        "cannot", "failed", "failure", "unable", "success", "successful", "warning", "tap", "swipe", "hold",
    ]

    /// Key or comment words that show a choice among values (a filter, a category, a picker
    /// option): title style applies, but such labels name things rather than actions.
    static let choiceWords: Set<String> = [
        "filter", "filters", "category", "categories", "option", "options", "segment", "segments", "status",
        "state", "states", "sort", "picker", "mode", "modes", "type", "types", "kind", "scope", "tab", "tabs",
        "enum",
    ]

    /// Interface Builder properties that hold an element's visible title.
    static let titleProperties: Set<String> = [
        "title", "normalTitle", "selectedTitle", "highlightedTitle", "disabledTitle", "alternateTitle", "label",
        "paletteLabel", "segmentTitles",
    ]

    /// Judges one entry.
    public func judge(_ entry: LocalizationEntry) -> TitleJudgement {
        if !entry.translatable {
            return .notTitle("marked not translatable")
        }
        if entry.isResourceReference {
            return .notTitle("is a resource reference (\(entry.value)), not text")
        }
        if let shape = shapeProblem(entry.value) {
            return .notTitle(shape)
        }
        if let className = entry.interfaceBuilderClass {
            if let judgement = judgeInterfaceBuilder(className, property: Self.interfaceBuilderProperty(of: entry)) {
                return judgement
            }
        } else if let judgement = judgeByWords(key: entry.key, value: entry.value, comment: entry.comment) {
            return judgement
        }
        if allEntries {
            return TitleJudgement(isTitle: true, context: .button, reason: "all entries are checked (--all-entries)")
        }
        return .notTitle("nothing marks it as a title")
    }

    /// Judges an element exported from a storyboard or XIB; nil leaves it to `--all-entries`.
    func judgeInterfaceBuilder(_ className: String, property: String?) -> TitleJudgement? {
        if let property, !Self.titleProperties.contains(property) {
            return allEntries ? nil : .notTitle("Interface Builder property \(property) is not a title")
        }
        if className == "NSButtonCell" {
            let context: TitleContext = buttonCellsAreButtons ? .button : .checkbox
            return TitleJudgement(isTitle: true, context: context, reason: "Interface Builder class NSButtonCell (may be a checkbox)")
        }
        if let context = Self.titleClasses[className] {
            return TitleJudgement(isTitle: true, context: context, reason: "Interface Builder class \(className)")
        }
        return allEntries ? nil : .notTitle("Interface Builder class \(className) is not a title")
    }

    /// The localized property of an Interface Builder string (`normalTitle`, `segmentTitles`),
    /// from the reader's facts or the key's last part (`abc-12-xyz.normalTitle`), without an index.
    static func interfaceBuilderProperty(of entry: LocalizationEntry) -> String? {
        let full = entry.properties["property"] ?? entry.key.split(separator: ".").dropFirst().joined(separator: ".")
        guard let last = full.split(separator: ".").last else { return nil }
        return String(last.prefix { $0 != "[" })
    }

    /// Judges from words in the key and the comment; nil when neither names a title.
    func judgeByWords(key: String, value: String, comment: String?) -> TitleJudgement? {
        // A key that is the text itself ("Add to Cart", a gettext msgid) says nothing about the UI.
        // Only a key's and a comment's start is read (`wordsLimit`).
        let start = Self.bounded(key)
        let keyIsText = key == value || key.utf8.contains(0x20) || Self.isSpelledOutText(start)
        let key = start
        let keyWords = keyIsText ? [] : Self.words(of: key)
        let commentWords = Self.words(of: comment.map(Self.bounded) ?? "")
        // A comment that names the kind of text outranks the key ("Toast displayed after …").
        if commentWords.contains(where: { Self.strongCommentDisclaimers.contains($0) }) {
            return nil
        }
        let buttonWords = Self.buttonWords
        let keyNamesButton = keyWords.contains(where: { buttonWords.contains($0) })
        if keyWords.contains(where: { Self.keyDisclaimers.contains($0) && !(keyNamesButton && Self.placeDisclaimers.contains($0)) })
            || (!keyIsText && Self.namesAccessibility(key))
        {
            return nil
        }
        let isChoice = keyWords.contains(where: { Self.choiceWords.contains($0) })
            || commentWords.contains(where: { Self.choiceWords.contains($0) })
        if let word = keyWords.first(where: { buttonWords.contains($0) }) {
            return isChoice
                ? TitleJudgement(isTitle: true, context: .menuItem, reason: "key '\(key)' names a choice among options ('\(word)')")
                : TitleJudgement(isTitle: true, context: .button, reason: "key '\(key)' names a button ('\(word)')")
        }
        // "Actions" are commands in menus, context menus, swipe actions and app bars, which name
        // what they act on as often as what they do: title style, but no verb is required.
        // An "action" key under settings or a section names a setting or a heading about actions.
        if keyWords.contains("action") || keyWords.contains("actions"), !keyWords.contains(where: { Self.notCommandWords.contains($0) }) {
            return TitleJudgement(isTitle: true, context: .menuItem, reason: "key '\(key)' names an action (a command)")
        }
        if keyWords.contains("menu") || keyWords.contains("menuitem") {
            return TitleJudgement(isTitle: true, context: .menuItem, reason: "key '\(key)' names a menu item")
        }
        // A comment is a sign only when it says what the entry is, briefly: a long one, or one
        // that describes other text beside a button, is not.
        guard commentWords.count <= 12, !Self.hasCommentDisclaimer(commentWords) else {
            return nil
        }
        if commentWords.contains("button") {
            return isChoice
                ? TitleJudgement(isTitle: true, context: .menuItem, reason: "the comment says it is a button choosing an option")
                : TitleJudgement(isTitle: true, context: .button, reason: "the comment says it is a button")
        }
        if commentWords.contains("menu") && (commentWords.contains("item") || commentWords.contains("command")) {
            return TitleJudgement(isTitle: true, context: .menuItem, reason: "the comment says it is a menu item")
        }
        return nil
    }

    /// Key words that name a button.
    static let buttonWords: Set<String> = ["button", "btn", "cta"]

    /// Key words beside "action" that name a setting or a heading about actions, not a command.
    static let notCommandWords: Set<String> = ["label", "settings", "preferences", "section", "sections"]

    /// Whether a key mentions accessibility ("a11y", "accessibility") anywhere, in any case.
    static func namesAccessibility(_ key: String) -> Bool {
        if let answer = asciiContainsIgnoringCase(key, "a11y") {
            return answer || asciiContainsIgnoringCase(key, "accessibility") == true
        }
        let lowerKey = key.lowercased()
        return lowerKey.contains("a11y") || lowerKey.contains("accessibility")
    }

    /// True when a comment's words say it is about text other than a control's title. "next"
    /// and "no" say so only as "next to" and away from "button" ("Next button", "Yes/No button"
    /// name buttons); the place words (`placeDisclaimers`) only in a comment without "button".
    static func hasCommentDisclaimer(_ words: [String]) -> Bool {
        let namesButton = words.contains("button") || words.contains("buttons")
        for (index, word) in words.enumerated() where commentDisclaimers.contains(word) {
            let following = index + 1 < words.count ? words[index + 1] : nil
            switch word {
            case "next": if following == "to" { return true }
            case "no": if following != "button" { return true }
            default: if !(namesButton && placeDisclaimers.contains(word)) { return true }
            }
        }
        return false
    }

    /// True for a key whose last part spells out a sentence in camelCase
    /// ("Scene.Report.WhileWeReviewThisYouCanTakeAction"): its words are the text's, not the UI's.
    static func isSpelledOutText(_ key: String) -> Bool {
        guard let last = asciiLastKeyPart(key) ?? lastKeyPart(key) else { return false }
        return words(of: String(last)).count >= 6
    }

    /// The last part of a key between "." and "/" that is not empty, read character by character.
    static func lastKeyPart(_ key: String) -> Substring? {
        key.split(whereSeparator: { $0 == "." || $0 == "/" }).last
    }

    /// Why the value cannot be a title (a sentence, several lines, empty), or nil.
    func shapeProblem(_ value: String) -> String? {
        asciiShapeProblem(value) ?? unicodeShapeProblem(value)
    }

    /// `shapeProblem(_:)` read character by character, for values of any script.
    func unicodeShapeProblem(_ value: String) -> String? {
        var words = 0
        var inWord = false
        var previous: Character = " "
        for character in value {
            // "\r\n" is one character, neither "\r" nor "\n".
            if character == "\n" || character == "\r" || character == "\r\n" {
                return "spans several lines"
            }
            if character.isWhitespace {
                if inWord, previous == "." || previous == "?" || previous == "!" {
                    return "has more than one sentence"
                }
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
            }
            previous = character
        }
        if words == 0 {
            return "is empty"
        }
        if words > maxWords {
            return "reads as a sentence (\(words) words)"
        }
        if value.hasSuffix(".") && !value.hasSuffix("..") && words > 3 {
            return "ends like a sentence"
        }
        return nil
    }

    /// How many characters of a key or comment `words(of:)` reads.
    static let wordsLimit = 4096

    /// `text`, or its first `wordsLimit` characters when it has more bytes than that.
    static func bounded(_ text: String) -> String {
        text.utf8.count > wordsLimit ? String(text.prefix(wordsLimit)) : text
    }

    /// Lowercased words of a key or comment: split at punctuation, spaces and camelCase humps
    /// ("openURLButton" → open, url, button; "button2" → button, 2). Only the first
    /// `wordsLimit` characters are read: what says an entry is a title comes first, and a key
    /// or comment of megabytes would otherwise cost seconds and a gigabyte.
    static func words(of text: String) -> [String] {
        asciiWords(of: text) ?? unicodeWords(of: text)
    }

    /// `words(of:)` read character by character, for text of any script.
    static func unicodeWords(of text: String) -> [String] {
        let characters = Array(text.prefix(wordsLimit))
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            if !current.isEmpty, index > 0, characters[index - 1].isNumber != character.isNumber {
                words.append(current.lowercased())
                current = ""
            } else if character.isUppercase, !current.isEmpty, index > 0 {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || (previous.isUppercase && nextIsLower) {
                    words.append(current.lowercased())
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
