import Foundation
import LabelCopyText

/// A format placeholder of a value, reduced to what must agree between a source and its
/// translation: which argument it reads and as what type.
struct FormatPlaceholder: Sendable, Hashable {
    /// Which argument a placeholder fills.
    enum Slot: Sendable, Hashable, Comparable {
        /// A printf argument by 1-based position (explicit `%2$@` or counted `%@`).
        case position(Int)
        /// A named value (`{name}`, `%(name)s`, `%#@files@`, Qt `%1`).
        case name(String)
    }

    /// The placeholder as written.
    var text: String
    /// The argument it fills.
    var slot: Slot
    /// The argument's type class for printf conversions ("object", "int", "int64", "double", …);
    /// nil for named placeholders, whose type the format does not state.
    var type: String?
    /// True when written with an explicit position (`%1$@`).
    var isPositional: Bool

    /// True for a `.stringsdict` or String Catalog substitution, `%#@name@`.
    var isSubstitution: Bool { substitutionName != nil }

    /// "name" for `%#@name@` or `%1$#@name@`; nil for other placeholders.
    var substitutionName: String? {
        guard let start = text.range(of: "#@") else { return nil }
        let rest = text[start.upperBound...]
        return String(rest.prefix(while: { $0 != "@" }))
    }

    /// The format placeholders of `text` in order; markup, links and `%%` are not placeholders.
    static func all(in text: String) -> [FormatPlaceholder] {
        guard mayContain(text) else { return [] }
        var result: [FormatPlaceholder] = []
        var next = 1
        // String Catalog substitutions write their argument as `%arg`, which printf would read as
        // `%a` (a hexadecimal double) followed by "rg"; it stands for whichever argument the
        // substitution takes, so it is left out of the comparison.
        var text = text.contains("%arg") ? text.replacingOccurrences(of: "%arg", with: "") : text
        if text.contains("% ") { text = withoutSpaceFlags(text) }
        collect(Tokenizer.tokenize(text), next: &next, into: &result)
        return result
    }

    /// `text` with printf's space flag dropped where a length modifier and an integer conversion
    /// follow it ("% lu" → "%lu", valid in C99 7.19.6.1); "% of" and "50 % de" stay literal text.
    static func withoutSpaceFlags(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "% ") {
            result += rest[..<range.lowerBound]
            let after = rest[range.upperBound...]
            // Only `l`, `ll`, `h`, `q` before d, i or u: "% to" and "% lo" are words after a percent sign.
            let length = String(after.prefix(while: { "lhq".contains($0) }))
            let conversion = after.dropFirst(length.count).first
            let next = after.dropFirst(length.count + 1).first
            let isSpec =
                ["l", "ll", "h", "q"].contains(length) && conversion.map { "diu".contains($0) } == true
                && !(next?.isLetter ?? false)
            result += isSpec ? "%" : "% "
            rest = after
        }
        return result + rest
    }

    /// False when `text` has none of the bytes a format placeholder starts with (`%`, `{`, `^`).
    static func mayContain(_ text: String) -> Bool {
        text.utf8.contains(where: { $0 == 0x25 || $0 == 0x7B || $0 == 0x5E })
    }

    private static func collect(_ tokenization: Tokenization, next: inout Int, into result: inout [FormatPlaceholder]) {
        for token in tokenization.tokens where token.kind == .placeholder {
            let written = tokenization.string(token)
            let kind = tokenization.placeholderKind(of: token)
            switch kind {
            case .format:
                if written == "%%" { continue }
                result.append(parse(written, next: &next))
            case .inflection, .link, .code, .protectedElement:
                // What such markup shows holds the placeholders it carries: `^[%lld Photo](inflect:
                // true)`, `[%@](url)`, `` `%s` ``, `<xliff:g id="count">%d</xliff:g>`.
                guard let kind, let inner = tokenization.shownRange(of: token, kind: kind) else { continue }
                collect(Tokenizer.tokenize(String(decoding: tokenization.utf8[inner], as: UTF8.self)), next: &next, into: &result)
            default:
                continue
            }
        }
    }

    /// Reads one format placeholder; `next` counts the arguments of non-positional printf ones.
    static func parse(_ written: String, next: inout Int) -> FormatPlaceholder {
        let bytes = Array(written.utf8)
        guard bytes.first == UInt8(ascii: "%"), bytes.count >= 2 else {
            return FormatPlaceholder(text: written, slot: .name(name(ofBraced: written)), type: nil, isPositional: false)
        }
        var index = 1
        var position: Int?
        var digits = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
            // An argument number past any real count ("%9223372036854775808$@") stays at the
            // largest Int instead of overflowing: it names no argument either way.
            let (times, overflowed) = digits.multipliedReportingOverflow(by: 10)
            let (sum, carried) = times.addingReportingOverflow(Int(bytes[index] - 0x30))
            digits = overflowed || carried ? Int.max : sum
            index += 1
        }
        if index > 1, index < bytes.count, bytes[index] == UInt8(ascii: "$") {
            position = digits
            index += 1
        } else {
            index = 1
        }
        let rest = String(decoding: bytes[index...], as: UTF8.self)
        if rest.hasPrefix("#@") {
            // A `.stringsdict` variable reads the next argument (the count) under a name the
            // table defines, so it matches any argument in its place.
            let slot: Slot = .position(position ?? next)
            if position == nil { next += 1 }
            return FormatPlaceholder(text: written, slot: slot, type: nil, isPositional: position != nil)
        }
        if rest.hasPrefix("(") {
            return FormatPlaceholder(text: written, slot: .name(rest), type: nil, isPositional: position != nil)
        }
        if rest.isEmpty || rest.allSatisfy(\.isNumber) {
            return FormatPlaceholder(text: written, slot: .name(written), type: nil, isPositional: false)
        }
        let slot: Slot
        if let position {
            slot = .position(position)
        } else {
            slot = .position(next)
            next += 1
        }
        return FormatPlaceholder(text: written, slot: slot, type: typeClass(of: rest), isPositional: position != nil)
    }

    /// `{name}`, `{{name}}`, `${name}`, `{count:L}` and `{count, plural, …}` → "name" / "count".
    private static func name(ofBraced written: String) -> String {
        let trimmed = written.drop(while: { $0 == "$" || $0 == "{" || $0 == " " })
        let end = trimmed.firstIndex(where: { $0 == "}" || $0 == "," || $0 == " " || $0 == ":" }) ?? trimmed.endIndex
        return String(trimmed[..<end])
    }

    /// The type class of a conversion spec after `%` and any position: what size and kind of
    /// argument it reads on a 64-bit platform, where `l`, `ll`, `q`, `z`, `t` and `j` are alike.
    static func typeClass(of spec: String) -> String {
        guard let conversion = spec.last else { return "?" }
        let body = spec.drop(while: { "-+ #0'".contains($0) }).drop(while: { $0.isNumber || $0 == "*" || $0 == "." })
        let length = String(body.dropLast())
        switch conversion {
        case "@": return "object"
        case "d", "i", "u", "x", "X", "o":
            switch length {
            case "": return "int"
            case "h": return "short"
            case "hh": return "char"
            default: return "int64"
            }
        case "f", "F", "e", "E", "g", "G", "a", "A": return length == "L" ? "long double" : "double"
        case "c": return "char"
        case "C": return "unichar"
        case "s": return "string"
        case "S": return "unichar string"
        case "p": return "pointer"
        default: return String(conversion)
        }
    }
}
