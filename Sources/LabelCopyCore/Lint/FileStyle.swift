import LabelCopyFormats

/// What a whole file says about the style of its titles, which one entry cannot show:
/// whether its menu items belong to a menu, and which groups of options are lowercase on purpose.
struct FileStyle {
    /// True when the file exports a menu (`NSMenu`), so its `NSMenuItem`s are menu commands;
    /// without one they are the choices of pop-up buttons.
    let hasMenu: Bool
    /// Key prefixes ("Scene.ServerPicker.Button.Category") of groups of three or more entries
    /// whose values are all single lowercase words: a deliberate style (tags, chips), not a slip.
    /// Commands ("save", "open", "close") are no such words: a group of them is a slip.
    let lowercaseGroups: Set<Substring>
    /// The lexicon that tells commands from the names of tags and chips.
    let lexicon: Lexicon

    init(_ file: LocalizationFile, lexicon: Lexicon) {
        self.lexicon = lexicon
        hasMenu = file.entries.contains { $0.interfaceBuilderClass == "NSMenu" }
        var sizes: [Substring: (all: Int, lowercase: Int)] = [:]
        for entry in file.entries where entry.isSource {
            guard let prefix = Self.prefix(of: entry.key) else { continue }
            let lowercase = Self.isSingleLowercaseWord(entry.value) && !Self.isCommand(entry.value, lexicon) ? 1 : 0
            sizes[prefix, default: (0, 0)].all += 1
            sizes[prefix, default: (0, 0)].lowercase += lowercase
        }
        // Three or more lowercase words making up at least three quarters of the group.
        lowercaseGroups = Set(sizes.filter { $0.value.lowercase >= 3 && $0.value.lowercase * 4 >= $0.value.all * 3 }.keys)
    }

    /// True for a lowercase entry of a deliberately lowercase group.
    func isDeliberatelyLowercase(_ entry: LocalizationEntry) -> Bool {
        guard !lowercaseGroups.isEmpty, let prefix = Self.prefix(of: entry.key) else { return false }
        return lowercaseGroups.contains(prefix) && Self.isSingleLowercaseWord(entry.value) && !Self.isCommand(entry.value, lexicon)
    }

    /// True for a word the lexicon lists as a verb and not also as a noun ("save", "open").
    private static func isCommand(_ word: String, _ lexicon: Lexicon) -> Bool {
        let classes = lexicon.info(word).classes
        return classes.contains(.verb) && !classes.contains(.verbNoun)
    }

    /// Refines a judgement with what the file shows: a menu item in a file with no menu is a
    /// pop-up button's choice, which completes a sentence-style label ("Resize to: [fit the screen]").
    /// A menu item that starts in lowercase is such a choice too: Apple's menu commands never do.
    func refine(_ judgement: TitleJudgement, for entry: LocalizationEntry) -> TitleJudgement {
        guard judgement.isTitle, judgement.context == .menuItem, entry.interfaceBuilderClass == "NSMenuItem" else {
            return judgement
        }
        let startsLowercase = entry.value.unicodeScalars.first?.properties.isLowercase ?? false
        guard !hasMenu || startsLowercase else { return judgement }
        var refined = judgement
        refined.context = .checkbox
        refined.reason += hasMenu ? " written as a sentence fragment (a pop-up choice)" : " in a pop-up button (the file has no menu)"
        return refined
    }

    private static func prefix(of key: String) -> Substring? {
        guard let dot = key.lastIndex(where: { $0 == "." || $0 == "_" }), dot > key.startIndex else { return nil }
        return key[..<dot]
    }

    private static func isSingleLowercaseWord(_ value: String) -> Bool {
        !value.isEmpty && value.unicodeScalars.allSatisfy { $0.properties.isLowercase || $0 == "-" }
    }
}
