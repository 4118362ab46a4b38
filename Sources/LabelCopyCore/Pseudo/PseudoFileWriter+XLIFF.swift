import LabelCopyFormats

/// XLIFF and String Catalogs: not written yet.
extension PseudoFileWriter {
    /// The XLIFF copy.
    static func xliffBytes(of file: LocalizationFile, options: PseudoOptions) throws(FormatError) -> [UInt8] {
        throw FormatError("pseudo-localizing XLIFF files is not supported yet", path: file.path)
    }

    /// The String Catalog copy.
    static func catalogBytes(of file: LocalizationFile, options: PseudoOptions) throws(FormatError) -> [UInt8] {
        throw FormatError("pseudo-localizing String Catalogs is not supported yet", path: file.path)
    }
}
