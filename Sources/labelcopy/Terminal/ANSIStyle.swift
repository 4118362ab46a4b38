/// The ANSI select-graphic-rendition styles the CLI uses.
enum ANSIStyle: Sendable {
    case bold
    case dim
    case red
    case yellow
    case cyan
    case green
    case boldRed
    case boldYellow
    case boldCyan
    case boldGreen

    /// The SGR parameters for this style.
    private var parameters: String {
        switch self {
        case .bold: "1"
        case .dim: "2"
        case .red: "31"
        case .yellow: "33"
        case .cyan: "36"
        case .green: "32"
        case .boldRed: "1;31"
        case .boldYellow: "1;33"
        case .boldCyan: "1;36"
        case .boldGreen: "1;32"
        }
    }

    /// `text` between this style's escape and a reset.
    func apply(to text: String) -> String {
        "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }
}
