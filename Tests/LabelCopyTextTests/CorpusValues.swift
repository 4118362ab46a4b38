import Foundation

/// Pulls string values out of corpus files with a deliberately crude byte-level line reader, so
/// the tokenizer tests need no format reader: a value on one line of a UTF-8 `.strings` file
/// (`"key" = "value";`) or a one-line `msgid`/`msgstr` of a `.po` catalog.
enum CorpusValues {
    /// `<package root>/../shared/corpora`, if present.
    static func corporaDirectory(file: String = #filePath) -> URL? {
        let packageRoot = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let corpora = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
        return FileManager.default.fileExists(atPath: corpora.path) ? corpora : nil
    }

    /// Locales sampled: a mix of scripts, enough for the invariants without reading everything.
    static let sampledLocales: Set<String> = ["Base", "en", "de", "fi", "ja", "ru", "ar", "fa", "th", "zh-Hans", "zh_CN"]

    /// Every one-line value of files with extension `pathExtension` under `folder` whose locale
    /// (the `.lproj` folder, or the `.po` file name) is sampled.
    static func values(in folder: URL, pathExtension: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator where url.pathExtension == pathExtension {
            let localeSource = pathExtension == "po" ? url : url.deletingLastPathComponent()
            guard sampledLocales.contains(localeSource.deletingPathExtension().lastPathComponent) else { continue }
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let bytes = [UInt8](data)
            // UTF-16 files start with a byte-order mark or a NUL; this reader takes UTF-8 only.
            guard bytes.first != 0xFF, bytes.first != 0xFE, !bytes.prefix(2).contains(0) else { continue }
            for line in bytes.split(separator: 0x0A) {
                let trimmed = line.last == 0x0D ? line.dropLast() : line
                if let value = pathExtension == "po" ? poValue(trimmed) : stringsValue(trimmed) { result.append(value) }
            }
        }
        return result
    }

    /// The value of `"key" = "value";`.
    static func stringsValue(_ line: ArraySlice<UInt8>) -> String? {
        let separator = Array("\" = \"".utf8)
        guard line.count > 6, line.suffix(2).elementsEqual("\";".utf8),
            let start = firstIndex(of: separator, in: line)
        else { return nil }
        let valueStart = start + separator.count
        let valueEnd = line.endIndex - 2
        guard valueStart <= valueEnd else { return nil }
        return unescape(line[valueStart..<valueEnd])
    }

    /// The string of `msgid "…"` or `msgstr "…"` (also `msgstr[n] "…"`).
    static func poValue(_ line: ArraySlice<UInt8>) -> String? {
        guard line.starts(with: "msgid \"".utf8) || line.starts(with: "msgstr".utf8), line.last == UInt8(ascii: "\""),
            let open = line.firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        let end = line.endIndex - 1
        guard open + 1 < end else { return nil }
        return unescape(line[(open + 1)..<end])
    }

    /// Where `needle` first occurs in `line`.
    static func firstIndex(of needle: [UInt8], in line: ArraySlice<UInt8>) -> Int? {
        guard line.count >= needle.count else { return nil }
        for index in line.startIndex...(line.endIndex - needle.count) where line[index] == needle[0] {
            if line[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }

    /// Undoes the backslash escapes both formats share.
    static func unescape(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var escaped = false
        for byte in raw {
            if escaped {
                output.append(byte == UInt8(ascii: "n") ? 0x0A : byte == UInt8(ascii: "t") ? 0x09 : byte)
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
