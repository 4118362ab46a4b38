import LabelCopyCore
import LabelCopyFormats

/// Which locale row of a report each entry and finding is counted in, so that the rows add up
/// to the report's totals. The development language is the source: the configured one and any
/// a file states (a String Catalog's `sourceLanguage`, XLIFF's `source-language`); `Base.lproj`,
/// Android's unqualified `values/` and gettext templates hold it. Its regional variants (en-GB,
/// en-AU) are translations of it unless the project names one as its source.
struct LocaleRows {
    /// The configured development language, for files that state none.
    let defaultSource: String
    /// Every development language, as `LocaleRows.key` spells it.
    let sourceLanguages: Set<String>
    /// Each file's row for findings without a locale, by path.
    let fileRows: [String: String]

    init(files: [LocalizationFile], sourceLanguage: String) {
        defaultSource = sourceLanguage
        var languages: Set<String> = [Self.key(sourceLanguage)]
        var rows: [String: String] = [:]
        for file in files {
            if let stated = file.sourceLanguage { languages.insert(Self.key(stated)) }
            rows[file.path] = Self.row(file.locale, file: file, defaultSource: sourceLanguage)
        }
        sourceLanguages = languages
        fileRows = rows
    }

    /// The row of an entry of `file`: its locale, or the file's development language for
    /// `Base` and for files with no locale (templates, Android `values/`).
    func row(of entry: LocalizationEntry, in file: LocalizationFile) -> String {
        Self.row(LocalizationProject.locale(of: entry, in: file), file: file, defaultSource: defaultSource)
    }

    /// The row of a finding: its locale as an entry's is placed, else its file's row.
    func row(of finding: LintFinding) -> String {
        if let locale = finding.locale, locale != "Base" { return locale }
        return fileRows[finding.location.path] ?? defaultSource
    }

    /// True for a development language's row (and `mul`, a catalog's language-neutral strings).
    func isSource(_ row: String) -> Bool {
        row == "mul" || sourceLanguages.contains(Self.key(row))
    }

    /// True for a regional variant of a development language that is not itself one (en-GB
    /// beside en): its readers mark its files as source text, but it translates the source.
    func isVariant(_ row: String) -> Bool {
        !isSource(row) && sourceLanguages.contains { LocaleTag.isVariant(row, of: $0) }
    }

    private static func row(_ locale: String?, file: LocalizationFile, defaultSource: String) -> String {
        guard let locale, locale != "Base" else { return file.sourceLanguage ?? defaultSource }
        return locale
    }

    /// A tag compared without case and with `_` as `-` ("en_GB" is "en-gb").
    static func key(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
