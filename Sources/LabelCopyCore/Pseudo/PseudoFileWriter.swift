import LabelCopyFormats

/// Makes the bytes of a pseudo-localized copy of a parsed source file: each translatable value
/// replaced by its pseudo value with the format's own escaping, every other byte kept.
public enum PseudoFileWriter {
    /// The pseudo copy of `file`. Throws for binary files, which are never rewritten. `existing`
    /// is the copy already at the target, if any: a String Catalog keeps the other pseudo-locales
    /// written into it before (en-XA stays when ar-XB is added); other formats hold one locale
    /// per file and ignore it.
    public static func pseudoBytes(
        of file: LocalizationFile, options: PseudoOptions, existing: [UInt8]? = nil
    ) throws(FormatError) -> [UInt8] {
        switch file.format {
        case .strings, .stringsdict, .androidXML:
            return try file.rewriting(changes(in: file, options: options))
        case .gettext:
            return try gettextBytes(of: file, options: options)
        case .xliff:
            return try xliffBytes(of: file, options: options)
        case .xcstrings:
            return try catalogBytes(of: file, options: options, existing: existing)
        }
    }

    /// Each translatable entry with its pseudo value. An entry whose text has no editable place
    /// (a value split by markup the reader cannot rewrite) stays as it is rather than failing the file.
    static func changes(in file: LocalizationFile, options: PseudoOptions) -> [(entry: LocalizationEntry, newValue: String)] {
        file.entries.compactMap { entry in
            guard entry.valueRange != nil, let value = pseudoValue(of: entry, options: options) else { return nil }
            return (entry, value)
        }
    }

    /// The pseudo value of an entry, or nil when it is copied unchanged: marked untranslatable,
    /// or an Android resource reference (`@string/name`, `?attr/name`), which is not text.
    static func pseudoValue(of entry: LocalizationEntry, options: PseudoOptions) -> String? {
        guard entry.translatable else { return nil }
        if entry.format == .androidXML, entry.value.hasPrefix("@") || entry.value.hasPrefix("?") { return nil }
        let value = PseudoLocalizer.pseudo(entry.value, options: options)
        return value == entry.value ? nil : value
    }

    /// The first occurrence of `needle` in `bytes` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, before end: Int? = nil) -> Int? {
        let limit = min(end ?? bytes.count, bytes.count) - needle.count
        guard !needle.isEmpty, start <= limit else { return nil }
        var index = start
        while index <= limit {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
