import CICU

/// Word boundaries from ICU, with dictionary-based breaking for scripts written without spaces
/// (Thai, Lao, Khmer, Burmese, Chinese, Japanese).
public enum WordBreaks {
    /// The word boundaries of `text` as UTF-8 byte offsets, ascending, excluding 0 and including the end.
    public static func boundaries(_ text: String, locale: String? = nil) -> [Int] {
        segments(text, locale: locale).map(\.range.upperBound)
    }

    /// The pieces between word boundaries, each marked word or not (spaces, punctuation).
    public static func segments(_ text: String, locale: String? = nil) -> [WordSegment] {
        if text.isEmpty { return [] }
        let (utf16Offsets, statuses) = ICUText.withLocale(locale) { localeID in
            ICUText.withUTF16(text) { units, length -> ([Int], [Int32]) in
                // There are at most as many boundaries as UTF-16 units.
                let capacity = Int(length)
                var offsets = [Int32](repeating: 0, count: capacity)
                var statuses = [Int32](repeating: 0, count: capacity)
                let count = offsets.withUnsafeMutableBufferPointer { offsetBuffer in
                    statuses.withUnsafeMutableBufferPointer { statusBuffer in
                        lc_word_segments(localeID, units, length, offsetBuffer.baseAddress, statusBuffer.baseAddress, length)
                    }
                }
                guard count > 0 else { return ([Int(length)], [0]) }
                let kept = min(Int(count), capacity)
                return (offsets.prefix(kept).map(Int.init), Array(statuses.prefix(kept)))
            }
        }
        let ends = ICUText.utf8Offsets(text, utf16Offsets: utf16Offsets)
        var segments: [WordSegment] = []
        segments.reserveCapacity(ends.count)
        var start = 0
        for (end, status) in zip(ends, statuses) where end > start {
            segments.append(WordSegment(range: start..<end, kind: WordSegmentKind(ruleStatus: status)))
            start = end
        }
        return segments
    }
}
