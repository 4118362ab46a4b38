/// How a text file's bytes encode its characters, including whether it starts with a byte-order mark.
public enum TextEncoding: String, Sendable, Hashable, Codable {
    case utf8
    case utf8BOM = "utf8-bom"
    case utf16LE = "utf16le"
    case utf16LEBOM = "utf16le-bom"
    case utf16BE = "utf16be"
    case utf16BEBOM = "utf16be-bom"

    /// The byte-order mark this encoding writes first (empty when it has none).
    public var byteOrderMark: [UInt8] {
        switch self {
        case .utf8, .utf16LE, .utf16BE: []
        case .utf8BOM: [0xEF, 0xBB, 0xBF]
        case .utf16LEBOM: [0xFF, 0xFE]
        case .utf16BEBOM: [0xFE, 0xFF]
        }
    }
}
