import LabelCopyFormats

/// The source entries of a project by table and identity, and the pairing built from them.
struct SourceIndex: Sendable {
    /// The files, sorted by path.
    let files: [LocalizationFile]
    /// The development language when no file states one.
    let sourceLanguage: String
    /// Table id → entry identity → source entry (files in `*.lproj` or `values*` folders).
    private(set) var tables: [String: [EntryIdentity: PairLink.Source]] = [:]
    /// File index → entry identity → source entry (catalogs carry every locale in one file).
    private(set) var inFile: [Int: [EntryIdentity: PairLink.Source]] = [:]
    /// Table id or file index, then plural message identity → texts of its source variants.
    private(set) var variants: [VariantKey: [String]] = [:]
    /// Catalog sources whose storyboard text was resolved (`PairLink.Source.resolved`).
    private(set) var resolved: [LocalizationEntry] = []

    init(files: [LocalizationFile], sourceLanguage: String) {
        self.files = files
        self.sourceLanguage = sourceLanguage
        indexSources()
    }

    /// Fills `tables` and `inFile`; where a table has several source files (`en.lproj` and
    /// `Base.lproj`), the development language's own file wins, then `Base`, then the rest.
    private mutating func indexSources() {
        var ranked: [(rank: Int, index: Int)] = []
        for (index, file) in files.enumerated() {
            if file.format == .xcstrings {
                for (entryIndex, original) in file.entries.enumerated() where original.isSource {
                    var source = PairLink.Source.entry(file: index, index: entryIndex)
                    let entry = Self.resolvingStoryboardText(original)
                    if entry.value != original.value || entry.interfaceBuilderClass != original.interfaceBuilderClass {
                        source = .resolved(resolved.count)
                        resolved.append(entry)
                    }
                    inFile[index, default: [:]][EntryIdentity(entry, category: entry.pluralCategory)] = source
                    addVariant(entry, scope: "#\(index)")
                }
            } else if let rank = sourceRank(of: file) {
                ranked.append((rank, index))
            }
        }
        for (_, index) in ranked.sorted(by: { ($0.rank, $0.index) < ($1.rank, $1.index) }) {
            guard let table = Self.tableID(of: files[index].path) else { continue }
            // A resource reference (`@string/name`) is no source text: its translations are left unpaired.
            for (entryIndex, entry) in files[index].entries.enumerated() where entry.isSource && !entry.isResourceReference {
                let identity = EntryIdentity(entry, category: entry.pluralCategory)
                if tables[table, default: [:]][identity] == nil {
                    tables[table, default: [:]][identity] = .entry(file: index, index: entryIndex)
                    addVariant(entry, scope: table)
                }
            }
        }
    }

    private mutating func addVariant(_ entry: LocalizationEntry, scope: String) {
        guard entry.pluralCategory != nil else { return }
        variants[VariantKey(scope: scope, message: EntryIdentity(entry, category: nil)), default: []].append(entry.value)
    }

    /// How good a source file is for its table (lower is better), or nil for a translation.
    private func sourceRank(of file: LocalizationFile) -> Int? {
        guard file.format == .strings || file.format == .stringsdict || file.format == .androidXML else { return nil }
        let language = file.sourceLanguage ?? sourceLanguage
        guard let locale = file.locale else { return 2 }
        if locale == language { return 0 }
        if locale == "Base" { return 1 }
        return LocaleTag.isVariant(locale, of: language) ? 3 : nil
    }

    /// A path with its locale folder replaced, so that every locale of one table gives the same
    /// id: `de.lproj/Main.strings` and `en.lproj/Main.strings`, `values-de/strings.xml` and
    /// `values/strings.xml`; nil when the path has no locale folder.
    static func tableID(of path: String) -> String? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for index in components.indices.reversed() {
            let component = components[index]
            if component.hasSuffix(".lproj") {
                components[index] = "*.lproj"
                return components.joined(separator: "/")
            }
            if component == "values" || component.hasPrefix("values-") {
                components[index] = "values*"
                return components.joined(separator: "/")
            }
        }
        return nil
    }

    /// A catalog's key-as-source entry of a storyboard (the key an object id, the English text in
    /// the Interface Builder comment) with the comment's text and class; other entries as they are.
    static func resolvingStoryboardText(_ entry: LocalizationEntry) -> LocalizationEntry {
        guard entry.value == entry.key, entry.interfaceBuilderClass == nil, let comment = entry.comment,
            let storyboard = InterfaceBuilderComment.parse(comment), let text = storyboard.originalText
        else { return entry }
        var resolved = entry
        resolved.value = text
        resolved.interfaceBuilderClass = storyboard.className
        return resolved
    }
}
