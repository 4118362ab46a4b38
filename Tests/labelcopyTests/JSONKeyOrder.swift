/// The keys of JSON objects in the order the text writes them, which `JSONSerialization`
/// does not keep. Only for well-formed JSON, which the tests check separately.
enum JSONKeyOrder {
    /// The keys of every object, by nesting depth of the object (1 for the outermost), in order.
    static func keys(in json: String) -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        var depth = 0
        var stack: [Character] = []
        var expectingKey = false
        var iterator = Array(json)[...]
        while let character = iterator.popFirst() {
            switch character {
            case "{":
                stack.append("{")
                depth += 1
                expectingKey = true
            case "[":
                stack.append("[")
            case "}", "]":
                if stack.popLast() == "{" { depth -= 1 }
            case ",":
                expectingKey = stack.last == "{"
            case "\"":
                let text = readString(&iterator)
                if expectingKey {
                    result[depth, default: []].append(text)
                    expectingKey = false
                }
            default:
                continue
            }
        }
        return result
    }

    private static func readString(_ iterator: inout ArraySlice<Character>) -> String {
        var text = ""
        while let character = iterator.popFirst(), character != "\"" {
            if character == "\\", let escaped = iterator.popFirst() {
                text.append(escaped)
            } else {
                text.append(character)
            }
        }
        return text
    }
}
