import CICU

/// Bridges Swift strings to the UTF-16 buffers and C strings the ICU shim takes.
enum ICUText {
    /// Calls `body` with the UTF-16 code units of `text`; the buffer lives until `body` returns,
    /// which is as long as the shim's iterators look at it.
    static func withUTF16<Result>(_ text: String, _ body: (UnsafePointer<UInt16>, Int32) -> Result) -> Result {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { buffer in
            // An empty array may have no base address; the shim never reads past `length`.
            withUnsafePointer(to: UInt16(0)) { empty in
                body(buffer.baseAddress ?? empty, Int32(clamping: buffer.count))
            }
        }
    }

    /// Calls `body` with an ICU locale id for `locale` ("" for the root locale; "-" becomes "_").
    static func withLocale<Result>(_ locale: String?, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        return icuLocaleID(locale ?? "").withCString(body)
    }

    /// BCP 47 "pt-BR" as ICU's "pt_BR".
    static func icuLocaleID(_ locale: String) -> String {
        guard locale.utf8.contains(UInt8(ascii: "-")) else { return locale }
        return String(decoding: locale.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }

    /// Reads a NUL-terminated C string the shim wrote into `capacity` bytes.
    static func string(capacity: Int, _ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: capacity)
        let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
            guard let base = pointer.baseAddress else { return -1 }
            return fill(base, Int32(capacity))
        }
        guard length >= 0, Int(length) < capacity else { return nil }
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Maps UTF-16 offsets of `text` (ascending) to UTF-8 byte offsets, so results line up with `Token` ranges.
    static func utf8Offsets(_ text: String, utf16Offsets: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(utf16Offsets.count)
        var utf16 = 0
        var utf8 = 0
        var next = 0
        for scalar in text.unicodeScalars {
            while next < utf16Offsets.count, utf16Offsets[next] <= utf16 {
                result.append(utf8)
                next += 1
            }
            utf16 += UTF16.width(scalar)
            utf8 += UTF8.width(scalar)
        }
        while next < utf16Offsets.count {
            result.append(utf8)
            next += 1
        }
        return result
    }
}
