/// Replays what a program wrote to a terminal into the lines a user would see, so tests can
/// check the screen rather than the raw bytes libedit's redrawing produces.
///
/// Handles carriage return, line feed, backspace, and the CSI sequences line editors use for
/// cursor moves and erasure (A B C D G K J); others (colours, modes) change nothing visible.
enum ScreenModel {
    /// The lines shown after replaying `bytes`.
    static func render(_ bytes: [UInt8]) -> [String] {
        var screen = Screen()
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\r": screen.column = 0
            case "\n": screen.row += 1
            case "\u{8}": screen.column = max(0, screen.column - 1)
            case "\u{7}": break
            case "\u{1B}": index = escape(scalars, from: index, on: &screen)
            default:
                if scalar.value >= 0x20 { screen.put(Character(scalar)) }
            }
        }
        return screen.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    private static func escape(_ scalars: [Unicode.Scalar], from start: Int, on screen: inout Screen) -> Int {
        guard start < scalars.count else { return start }
        if scalars[start] == "]" {
            // An operating-system command runs to BEL or ESC \.
            var index = start + 1
            while index < scalars.count, scalars[index] != "\u{7}", scalars[index] != "\u{1B}" { index += 1 }
            return min(index + (index < scalars.count && scalars[index] == "\u{1B}" ? 2 : 1), scalars.count)
        }
        guard scalars[start] == "[" else { return start + 1 }
        var index = start + 1
        var parameters = ""
        while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
            parameters.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count else { return index }
        screen.apply(Character(scalars[index]), parameters: parameters)
        return index + 1
    }

    private struct Screen {
        var lines: [[Character]] = [[]]
        var row = 0 {
            didSet { while lines.count <= row { lines.append([]) } }
        }
        var column = 0

        mutating func put(_ character: Character) {
            while lines[row].count < column { lines[row].append(" ") }
            if column < lines[row].count { lines[row][column] = character } else { lines[row].append(character) }
            column += 1
        }

        mutating func apply(_ final: Character, parameters: String) {
            let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
            let count = max(1, numbers.first ?? 1)
            switch final {
            case "A": row = max(0, row - count)
            case "B": row += count
            case "C": column += count
            case "D": column = max(0, column - count)
            case "G": column = max(0, count - 1)
            case "K" where (numbers.first ?? 0) == 0:
                if column < lines[row].count { lines[row].removeSubrange(column...) }
            case "K" where numbers.first == 2: lines[row] = []
            case "J" where (numbers.first ?? 0) == 0:
                if column < lines[row].count { lines[row].removeSubrange(column...) }
                lines.removeSubrange((row + 1)...)
            default: break
            }
        }
    }
}
