/// An Android resource reference written as a string's whole value (`@string/export_label`,
/// `@android:string/ok`, `?attr/exportLabel`, `?android:attr/textAppearance`, `?android:foo`):
/// the resource compiler replaces it with the resource it names, so the value is no text the
/// app shows, and no rule may judge or rewrite it. `\@` and `\?` (or quotes) make it text again.
public enum AndroidResourceReference {
    /// The name of the entry property the Android reader sets on a value that is a reference.
    public static let property = "resourceReference"

    /// True when `raw`, the element's content as written, makes `value`, its decoded text, a
    /// reference: the value has a reference's shape and its first character is not escaped or quoted.
    static func isReference(value: String, raw: ArraySlice<UInt8>) -> Bool {
        guard let lead = raw.first(where: { !xmlSpace.contains($0) }), lead != 0x5C, lead != 0x22 else { return false }
        return hasReferenceShape(value)
    }

    /// Bytes XML counts as white space, which Android trims around a value.
    private static let xmlSpace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

    /// True for `@[+][*][package:]type/name`, `@null`, `@empty` and `?[package:][attr/]name`, the
    /// forms aapt2 resolves (`ResourceUtils::ParseReference`, `ParseAttributeReference`).
    public static func hasReferenceShape(_ value: String) -> Bool {
        var rest = Substring(value)
        switch rest.first {
        case "@":
            rest = rest.dropFirst()
            if rest == "null" || rest == "empty" { return true }
            if rest.first == "+" { rest = rest.dropFirst() }
            if rest.first == "*" { rest = rest.dropFirst() }
            let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let type = typeName(parts[0]) else { return false }
            return !type.isEmpty && isName(parts[1])
        case "?":
            rest = rest.dropFirst()
            let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 {
                guard let type = typeName(parts[0]), type == "attr" else { return false }
                return isName(parts[1])
            }
            guard let name = typeName(rest) else { return false }
            return isName(name)
        default:
            return false
        }
    }

    /// The part after an optional `package:` prefix, or nil when the package is malformed.
    private static func typeName(_ text: Substring) -> Substring? {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return text }
        return isName(parts[0]) ? parts[1] : nil
    }

    /// True for a resource, type or package name: ASCII letters, digits, `_` and `.`, not empty.
    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == 0x5F || byte == 0x2E
            }
    }
}
