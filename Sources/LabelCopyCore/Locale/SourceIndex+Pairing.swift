import LabelCopyFormats

extension SourceIndex {
    /// Every translation entry of the project with its source entry; translations whose source
    /// cannot be found (a key the source file lacks) are left out.
    func pairs() -> [TranslationPair] {
        var result: [TranslationPair] = []
        var carried: [VariantKey: [String]] = [:]
        for (index, file) in files.enumerated() {
            guard file.entries.contains(where: { !$0.isSource }) else { continue }
            // Looked up once per file: hashing a path for every entry would cost more than the pairing.
            let table = Self.tableID(of: file.path)
            let fileScope = SourceScope(
                fileIndex: index, table: table, tableSources: table.flatMap { tables[$0] }, fileSources: inFile[index],
                language: file.sourceLanguage ?? sourceLanguage)
            for entry in file.entries where !entry.isSource {
                guard let locale = LocalizationProject.locale(of: entry, in: file), locale != "Base",
                    let (source, scope) = source(of: entry, in: fileScope)
                else { continue }
                var pair = TranslationPair(entry: entry, locale: locale, source: source, fileIndex: index)
                if entry.pluralCategory != nil {
                    let key = VariantKey(scope: scope, message: EntryIdentity(entry, category: nil))
                    if scope.hasPrefix("@") {
                        carried[key, default: []].append(source.value)
                    }
                    pair.sourceVariants = variants[key] ?? []
                }
                result.append(pair)
            }
        }
        // Variants carried by the translations themselves (po msgid and msgid_plural) are known
        // only once the whole file is read.
        for index in result.indices where result[index].entry.pluralCategory != nil && result[index].sourceVariants.isEmpty {
            let key = VariantKey(scope: "@\(result[index].fileIndex)", message: EntryIdentity(result[index].entry, category: nil))
            result[index].sourceVariants = Array(Set(carried[key] ?? []))
        }
        return result
    }

    /// The source of `entry` and the scope it was found in (a table id, `#file` for catalogs,
    /// `@file` for text the entry carries), or nil.
    func source(of entry: LocalizationEntry, in scope: SourceScope) -> (LocalizationEntry, String)? {
        let exact = EntryIdentity(entry, category: entry.pluralCategory)
        let other = entry.pluralCategory == nil ? nil : EntryIdentity(entry, category: "other")
        if let table = scope.table, let sources = scope.tableSources {
            if let found = sources[exact] ?? other.flatMap({ sources[$0] }) { return (found, table) }
        }
        if let sources = scope.fileSources {
            if let found = sources[exact] ?? other.flatMap({ sources[$0] }) { return (found, "#\(scope.fileIndex)") }
            // A catalog's plural translation of a source without plural variations.
            if entry.pluralCategory != nil, let found = sources[EntryIdentity(entry, category: nil)] {
                return (found, "#\(scope.fileIndex)")
            }
            // A substitution the translation names differently ("count_posts" for "arg1") has no
            // source variant to compare with; the catalog's fallback, the whole source format, is not one.
            if entry.pluralVariable != nil { return nil }
        }
        guard let text = entry.sourceText else { return nil }
        var carried = entry
        carried.value = text
        carried.locale = scope.language
        carried.isSource = true
        carried.sourceText = nil
        carried.valueRange = nil
        return (carried, "@\(scope.fileIndex)")
    }
}
