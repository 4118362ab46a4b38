import LabelCopyFormats

/// String Catalogs: not written yet.
extension PseudoFileWriter {
    /// The String Catalog copy.
    static func catalogBytes(of file: LocalizationFile, options: PseudoOptions) throws(FormatError) -> [UInt8] {
        throw FormatError("pseudo-localizing String Catalogs is not supported yet", path: file.path)
    }
}
