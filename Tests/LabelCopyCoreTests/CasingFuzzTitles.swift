import LabelCopyTestSupport

/// Random titles built around what title case reads beside its words (slashes, percent signs,
/// rate units, versions, phrases, terms, markup, non-ASCII) and the white space, periods,
/// ellipses and closing marks that the fixes before title case change; half of them plain.
enum CasingFuzzTitles {
    static let words = [
        "save", "Save", "SAVE", "sign", "in", "with", "apple", "Sign In With Apple", "face", "id", "iphone", "airdrop",
        "to", "as", "a", "A", "the", "via", "of", "for", "on", "off", "up", "Up", "out", "pay", "contact", "us", "US",
        "it", "IT", "pin", "PIN", "send", "email", "so", "yet", "simple", "powerful", "past", "orders", "my", "plus",
        "MB/s", "km/h", "On/off", "on/off", "and/or", "A/B", "N/A", "$4.99/month", "%@/year", "20%/year", "x/s", "PDF/A",
        "v2", "arm64", "h264", "H.264", "MP3", "4K", "built-in", "Built-In", "Add-Ons", "up-to-date", "plug-in",
        "café", "CAFÉ", "Übersicht", "straße", "日本語", "👍", "e.g.", "vs.", "Inc.", "5", "2,000", "%", "/", "/path/to",
        "%@", "%1$@", "%d", "{name}", "{name}'s", "<b>", "</b>", "_Save", "&Open", "#tag", "@user", "a@b.com",
        "Loading", "saving", "Exporting", "photos", "file", "export", "pdfs", "settings",
        // Plain words weigh more: the transfer answers only for plain titles.
        "open", "Open", "OPEN", "share", "photo", "album", "mail", "in", "to", "with", "the", "as", "off", "2024", "v3",
        "wifi", "ok", "OK", "add", "on", "by", "sort", "name", "and", "or", "but", "Yet", "a", "an", "from", "into",
    ]
    static let separators = [
        " ", " ", " ", " ", "  ", "\t", " \t ", "   ", "/", " /", "/ ", ": ", "-", "…", " …", "...", " ... ", ", ", "%", "",
        " (", ") ", "\u{00A0}", ". ", "!",
    ]
    static let starts = ["", "", "", " ", "  ", "\t", "/", "%", "/ ", "% ", "a/", "x ", "  /", "5/", "...", "…"]
    static let endings = [
        "", "", "", ".", "!", "...", " ...", "…", " .", "  ", " !", ". ", "/", "/ .", "!!", "..", ":", "?", " /", "%",
        " . . .", "\t", "!.", " %@",
    ]

    /// Half the titles plain (ASCII words, white space, one closing mark), the others from every list.
    static func title(_ generator: inout SeededGenerator) -> String {
        let plain = Bool.random(using: &generator)
        let words = plain ? plainWords : words
        let separators = plain ? [" ", " ", " ", "  ", "\t", " \t"] : separators
        let starts = plain ? ["", "", " ", "  ", "\t"] : starts
        let endings = plain ? ["", "", ".", "!", "?", "...", " ...", "…", " .", "  ", " !", ". ", "\t", "!!", ".."] : endings
        var title = starts.randomElement(using: &generator) ?? ""
        let count = Int.random(in: 1...6, using: &generator)
        for index in 0..<count {
            if index > 0 { title += separators.randomElement(using: &generator) ?? " " }
            title += words.randomElement(using: &generator) ?? "x"
        }
        return title + (endings.randomElement(using: &generator) ?? "")
    }

    static let plainWords = words.filter { word in
        word.utf8.allSatisfy { $0 == 0x20 || ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 }
    }
}
