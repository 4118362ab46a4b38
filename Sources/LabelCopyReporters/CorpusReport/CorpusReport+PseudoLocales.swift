import LabelCopyCore
import LabelCopyFormats

extension CorpusReport {
    /// `files` without pseudo-locale text, which lint passes over: files in a pseudo-locale
    /// (`en-XA.lproj`, `values-en-rXA`, `App.qps-ploc.xliff`) and String Catalogs holding one,
    /// which are `labelcopy pseudo`'s copies of a source catalog. The report lints and counts
    /// what is left, so its locale rows, totals and findings agree with lint's.
    public static func withoutPseudoLocaleText(_ files: [LocalizationFile]) -> [LocalizationFile] {
        files.filter { !PseudoPlanner.isPseudoOutput($0) }
    }
}
