import LabelCopyTestSupport

/// Random titles around progress labels: -ing words that are verbs, nouns or both, followed by
/// particles, objects, compound heads, status words, placeholders and numbers, with the white
/// space, periods, ellipses and closing marks the fixes before progress-label change; half plain.
enum ProgressFuzzTitles {
    static let gerunds = [
        "Saving", "saving", "SAVING", "Checking", "checking", "Uploading", "Stopping", "Dying", "Panicking", "Building",
        "Meeting", "Sharing", "Onboarding", "Following", "Loading", "Moving", "Sending", "Exporting", "Syncing", "Running",
        "Seeding", "Connecting", "Signing", "Logging", "Setting", "Downloading", "Thing", "Ring", "Sing", "Opening",
    ]
    static let words = [
        "Out", "out", "In", "Up", "up", "Photos", "photos", "to", "Trash", "the", "The", "a", "your", "it", "File", "Files",
        "Options", "Screen", "Complete", "failed", "Done", "for", "Updates", "Server", "Notes", "Now", "Back", "Down", "on",
        "2", "42", "v3", "my", "all", "Mail", "Account", "Settings", "Wi", "Fi", "Items", "of", "with", "Minutes", "hrs",
        // Text that takes the general path: placeholders, marks, non-ASCII, compounds.
        "%@", "%d", "{name}", "café", "Résumé", "Wi-Fi", "e.g.", "vs.", "iCloud", "👍", "Sign-In",
    ]
    static let separators = [" ", " ", " ", " ", "  ", "\t", " \t", ", ", ": ", "-", "/", " … ", "\u{00A0}"]
    static let starts = ["", "", "", " ", "  ", "\t"]
    static let endings = [
        "", "", "", ".", "...", " ...", "…", "!", "?", " .", "  ", ". ", "!.", " . . .", "!!", "..", ":", " !", "\t", ". . .",
        "....",
    ]

    /// A title of one gerund (most of the time) and up to four more words.
    static func title(_ generator: inout SeededGenerator) -> String {
        let plain = Bool.random(using: &generator)
        let pool = plain ? plainWords : words
        let separators = plain ? [" ", " ", " ", "  ", "\t", " \t"] : separators
        var title = starts.randomElement(using: &generator) ?? ""
        let opensWithGerund = Int.random(in: 0..<8, using: &generator) != 0
        title += (opensWithGerund ? gerunds : pool).randomElement(using: &generator) ?? "Saving"
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            title += separators.randomElement(using: &generator) ?? " "
            title += pool.randomElement(using: &generator) ?? "x"
        }
        return title + (endings.randomElement(using: &generator) ?? "")
    }

    static let plainWords = words.filter { word in
        word.utf8.allSatisfy { ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 }
    }
}
