import LabelCopyFormats

/// Decides which files a pseudo-localization reads and where each pseudo copy goes, by path
/// alone. Paths are relative (to the folder given on the command line); the copy's path is
/// relative to the output folder, so the output mirrors the input's layout.
public enum PseudoPlanner {
    /// Where the pseudo copy of the source file at `relativePath` goes, or nil when the file is
    /// not one a pseudo locale is made from:
    /// - `.strings`/`.stringsdict` in `en.lproj` (the source language) or `Base.lproj`: the same
    ///   name in `en-XA.lproj` beside it;
    /// - Android `values/strings.xml`: `values-en-rXA/strings.xml`;
    /// - a gettext template `NAME.pot`: `en_XA.po` beside it;
    /// - XLIFF: `NAME.en-XA.xliff` beside it, the same file with the pseudo `target-language`
    ///   and targets (`xliffSources` picks which XLIFFs of a project to copy);
    /// - a String Catalog: the same path (the catalog with the pseudo localization added).
    public static func outputPath(
        forRelative relativePath: String, format: LocalizationFormat, locale: String, sourceLanguage: String = "en"
    ) -> String? {
        var components = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = components.popLast(), !name.isEmpty else { return nil }
        let folder = components.last
        switch format {
        case .strings, .stringsdict:
            guard let folder, folder == "\(sourceLanguage).lproj" || folder == "Base.lproj" else { return nil }
            components[components.count - 1] = "\(locale).lproj"
        case .androidXML:
            guard folder == "values", name == "strings.xml" else { return nil }
            components[components.count - 1] = "values-" + androidQualifier(locale)
        case .gettext:
            guard name.hasSuffix(".pot") else { return nil }
            return join(components, locale.replacingOccurrences(of: "-", with: "_") + ".po")
        case .xliff:
            guard let dot = name.lastIndex(of: ".") else { return nil }
            return join(components, "\(name[..<dot]).\(locale)\(name[dot...])")
        case .xcstrings:
            break
        }
        return join(components, name)
    }

    /// Android's resource qualifier for a BCP 47 tag: `en-XA` → `en-rXA`, `qps` → `qps`.
    public static func androidQualifier(_ locale: String) -> String {
        let parts = locale.split(separator: "-")
        guard parts.count == 2, let region = parts.last, region.count == 2 || region.count == 3 else {
            return parts.count == 1 ? locale : "b+" + parts.joined(separator: "+")
        }
        return "\(parts[0])-r\(region)"
    }

    /// Which of the XLIFF files to copy: those whose target language is the source language
    /// (`en-US/app.xliff` of an `en` project) or absent, since every locale's XLIFF carries the
    /// same sources; when there is none such, all of them. An XLIFF whose target is a
    /// pseudo-locale (`App.en-XA.xliff`) is an earlier copy, never a source.
    public static func xliffSources(_ files: [LocalizationFile], sourceLanguage: String = "en") -> Set<String> {
        let xliffs = files.filter { $0.format == .xliff && !isPseudoOutput($0) }
        let own = xliffs.filter { file in
            guard let target = file.locale else { return true }
            return target.split(separator: "-").first.map(String.init) == sourceLanguage
        }
        return Set((own.isEmpty ? xliffs : own).map(\.path))
    }

    /// True for what `labelcopy pseudo` writes, which is never a source nor a translation: a
    /// file in a pseudo-locale (`en-XA.lproj`, `values-en-rXA`, `en_XA.po`, `App.en-XA.xliff`),
    /// and a String Catalog in which a pseudo-locale holds every key the source language has (a
    /// copy with `en-XA` added). A catalog with a few pseudo-locale strings beside its real ones
    /// is the project's own: only those strings are pseudo text (`withoutPseudoText`).
    public static func isPseudoOutput(_ file: LocalizationFile) -> Bool {
        if let locale = file.locale, LocaleTag.isPseudo(locale) { return true }
        return isCatalogCopy(file, pseudoLocales: entryPseudoLocales(file))
    }

    /// `file` without its pseudo-locale text, or nil when it is pseudo output as a whole
    /// (`isPseudoOutput`): what lint and the report read of it.
    public static func withoutPseudoText(_ file: LocalizationFile) -> LocalizationFile? {
        if let locale = file.locale, LocaleTag.isPseudo(locale) { return nil }
        let pseudo = entryPseudoLocales(file)
        guard !pseudo.isEmpty else { return file }
        if isCatalogCopy(file, pseudoLocales: pseudo) { return nil }
        var own = file
        own.entries.removeAll { $0.locale.map(pseudo.contains) ?? false }
        return own
    }

    /// The pseudo-locales `file`'s entries are in. A file's entries come in few locales, in
    /// runs: each locale is asked once, and most files, with none, build nothing more.
    private static func entryPseudoLocales(_ file: LocalizationFile) -> Set<String> {
        var asked: Set<String> = []
        var pseudo: Set<String> = []
        var previous: String?
        for entry in file.entries {
            guard let locale = entry.locale, locale != previous else { continue }
            previous = locale
            if asked.insert(locale).inserted, LocaleTag.isPseudo(locale) { pseudo.insert(locale) }
        }
        return pseudo
    }

    /// True when one of `pseudoLocales` (however cased) holds every key the file's source
    /// language has: a copy `labelcopy pseudo` wrote.
    private static func isCatalogCopy(_ file: LocalizationFile, pseudoLocales: Set<String>) -> Bool {
        guard !pseudoLocales.isEmpty else { return false }
        let source = file.sourceLanguage ?? "en"
        var sourceKeys: Set<String> = []
        var pseudoKeys: [String: Set<String>] = [:]
        for entry in file.entries {
            guard let locale = entry.locale else { continue }
            if pseudoLocales.contains(locale) {
                pseudoKeys[locale.lowercased(), default: []].insert(entry.key)
            } else if locale == source {
                sourceKeys.insert(entry.key)
            }
        }
        guard !sourceKeys.isEmpty else { return true }
        return pseudoKeys.values.contains { sourceKeys.isSubset(of: $0) }
    }

    private static func join(_ folders: [String], _ name: String) -> String {
        (folders + [name]).joined(separator: "/")
    }
}
