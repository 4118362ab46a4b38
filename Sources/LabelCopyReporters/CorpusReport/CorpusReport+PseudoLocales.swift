import LabelCopyCore
import LabelCopyFormats

extension CorpusReport {
    /// `files` without pseudo-locale text, which lint passes over (`Linter.withoutPseudoLocales`):
    /// files in a pseudo-locale (`en-XA.lproj`, `values-en-rXA`, `App.qps-ploc.xliff`), String
    /// Catalogs that are `labelcopy pseudo`'s copies, and pseudo-locale strings elsewhere. The
    /// report lints and counts what is left, so its locale rows, totals and findings agree with lint's.
    public static func withoutPseudoLocaleText(_ files: [LocalizationFile]) -> [LocalizationFile] {
        files.compactMap(Linter.withoutPseudoLocales)
    }
}
