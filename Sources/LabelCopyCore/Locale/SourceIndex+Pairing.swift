import LabelCopyFormats

extension SourceIndex {
    /// Every translation entry of the project with its source entry; translations whose source
    /// cannot be found (a key the source file lacks, a source that is a resource reference) and
    /// translations that are resource references (`@string/name`, `?attr/name`: no text) are left
    /// out, so no cross-locale rule compares or rewrites them.
    func pairs() -> TranslationPairs {
        var links: [PairLink] = []
        var locales: [String] = []
        // At most one pair per entry: reserving once spares copying a growing array again and again.
        let capacity = files.reduce(0) { $0 + $1.entries.count }
        links.reserveCapacity(capacity)
        locales.reserveCapacity(capacity)
        var lists = VariantLists()
        var carried: [VariantKey: [String]] = [:]
        var pending: [(link: Int, key: VariantKey)] = []
        for (index, file) in files.enumerated() {
            guard file.entries.contains(where: { !$0.isSource }) else { continue }
            // Looked up once per file: hashing a path for every entry would cost more than the pairing.
            let table = Self.tableID(of: file.path)
            let fileScope = SourceScope(
                fileIndex: index, table: table, tableSources: table.flatMap { tables[$0] }, fileSources: inFile[index],
                language: file.sourceLanguage ?? sourceLanguage)
            // Entries are read in place, field by field: copying each one out of the array cost a
            // fifth of the pairing.
            file.entries.withUnsafeBufferPointer { buffer in
                guard let entries = buffer.baseAddress else { return }
                for entryIndex in buffer.indices where !entries[entryIndex].isSource {
                    let entry = entries + entryIndex
                    guard !entry.pointee.isResourceReference else { continue }
                    guard let locale = entry.pointee.locale ?? file.locale, locale != "Base" else { continue }
                    let identity = EntryIdentity(at: entry)
                    guard let (source, table) = source(of: identity, carriesText: entry.pointee.sourceText != nil, in: fileScope)
                    else { continue }
                    var link = PairLink(file: index, entry: entryIndex, source: source)
                    if identity.category != nil {
                        var message = identity
                        message.category = nil
                        let scope = table ?? (source == .carried ? "@\(index)" : "#\(index)")
                        let key = VariantKey(scope: scope, message: message)
                        if source == .carried {
                            carried[key, default: []].append(entry.pointee.sourceText ?? "")
                        }
                        if let texts = variants[key] {
                            link.variants = lists.index(of: key, texts: texts)
                        } else {
                            pending.append((links.count, VariantKey(scope: "@\(index)", message: message)))
                        }
                    }
                    links.append(link)
                    locales.append(locale)
                }
            }
        }
        // Variants carried by the translations themselves (po msgid and msgid_plural) are known
        // only once the whole file is read.
        for (link, key) in pending {
            guard let texts = carried[key] else { continue }
            links[link].variants = lists.index(of: key, texts: texts, distinct: true)
        }
        return TranslationPairs(
            files: files, sourceLanguage: sourceLanguage, links: links, locales: locales, resolved: resolved,
            variantLists: lists.lists)
    }

    /// Where the source of the entry with `exact` identity is, and the table it was found in (nil
    /// for a catalog's own sources and for text the entry carries), or nil when it has none;
    /// `carriesText` tells whether the entry carries its source text (po msgid, XLIFF `<source>`).
    func source(of exact: EntryIdentity, carriesText: Bool, in scope: SourceScope) -> (PairLink.Source, table: String?)? {
        var other: EntryIdentity?
        if exact.category != nil {
            other = exact
            other?.category = "other"
        }
        if let table = scope.table, let sources = scope.tableSources {
            if let found = sources[exact] ?? other.flatMap({ sources[$0] }) { return (found, table) }
        }
        if let sources = scope.fileSources {
            // A catalog's translation without plural variations (a language with one form) of a
            // source that has them: its "other" form is the text to compare with, not the
            // catalog's fallback (the key).
            if exact.category == nil {
                var otherForm = exact
                otherForm.category = "other"
                if let found = sources[otherForm] { return (found, nil) }
            }
            if let found = sources[exact] ?? other.flatMap({ sources[$0] }) { return (found, nil) }
            // A catalog's plural translation of a source without plural variations.
            if exact.category != nil {
                var whole = exact
                whole.category = nil
                if let found = sources[whole] { return (found, nil) }
            }
            // A substitution the translation names differently ("count_posts" for "arg1") has no
            // source variant to compare with; the catalog's fallback, the whole source format, is not one.
            if exact.variable != nil { return nil }
        }
        guard carriesText else { return nil }
        return (.carried, nil)
    }

    /// The source entry built from the text `entry` carries (po msgid, XLIFF `<source>`).
    static func carriedSource(of entry: LocalizationEntry, language: String) -> LocalizationEntry {
        var carried = entry
        carried.value = entry.sourceText ?? ""
        carried.locale = language
        carried.isSource = true
        carried.sourceText = nil
        carried.valueRange = nil
        return carried
    }
}
