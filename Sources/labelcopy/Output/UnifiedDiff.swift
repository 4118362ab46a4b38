/// A unified diff (`diff -u` layout) of two versions of a text file, for `fix --dry-run`.
enum UnifiedDiff {
    /// The diff of `old` against `new` with `context` lines around each change, or "" when equal.
    static func diff(old: String, new: String, path: String, context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        let operations = edits(oldLines, newLines)
        guard operations.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < operations.count {
            guard let firstChange = operations[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            var lastChange = firstChange
            while end < operations.count {
                if operations[end].kind != .same { lastChange = end }
                if end - lastChange > context * 2 { break }
                end += 1
            }
            let stop = min(operations.count, lastChange + context + 1)
            output += hunk(operations[start..<stop])
            index = stop
        }
        return output
    }

    private enum Kind { case same, removed, added }

    private struct Operation {
        var kind: Kind
        var text: String
        var oldLine: Int
        var newLine: Int
    }

    private static func hunk(_ operations: ArraySlice<Operation>) -> String {
        let oldCount = operations.filter { $0.kind != .added }.count
        let newCount = operations.filter { $0.kind != .removed }.count
        let first = operations.first!
        var output = "@@ -\(first.oldLine),\(oldCount) +\(first.newLine),\(newCount) @@\n"
        for operation in operations {
            let marker = operation.kind == .same ? " " : (operation.kind == .removed ? "-" : "+")
            output += marker + operation.text
            if !operation.text.hasSuffix("\n") { output += "\n\\ No newline at end of file\n" }
        }
        return output
    }

    /// Lines with their terminators kept, so CRLF and CR files diff exactly.
    private static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previousCR = false
        for character in text {
            if previousCR {
                result.append(current)
                current = ""
                previousCR = false
            }
            current.append(character)
            if character == "\n" || character == "\r\n" {
                result.append(current)
                current = ""
            } else if character == "\r" {
                previousCR = true
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Edits from a common prefix and suffix and, between them, a longest common subsequence
    /// (fixes change few lines, so the middle is small).
    private static func edits(_ old: [String], _ new: [String]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        var operations: [Operation] = []
        for index in 0..<prefix {
            operations.append(Operation(kind: .same, text: old[index], oldLine: index + 1, newLine: index + 1))
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        operations += middle(oldMiddle, newMiddle, oldStart: prefix + 1, newStart: prefix + 1)
        for offset in 0..<suffix {
            let oldIndex = old.count - suffix + offset
            let newIndex = new.count - suffix + offset
            operations.append(Operation(kind: .same, text: old[oldIndex], oldLine: oldIndex + 1, newLine: newIndex + 1))
        }
        return operations
    }

    private static func middle(_ old: [String], _ new: [String], oldStart: Int, newStart: Int) -> [Operation] {
        // A quadratic table is fine for what fixes change; past that, show the block replaced.
        guard old.count * new.count <= 4_000_000 else {
            return old.enumerated().map { Operation(kind: .removed, text: $1, oldLine: oldStart + $0, newLine: newStart) }
                + new.enumerated().map { Operation(kind: .added, text: $1, oldLine: oldStart + old.count, newLine: newStart + $0) }
        }
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                operations.append(Operation(kind: .same, text: old[i], oldLine: oldStart + i, newLine: newStart + j))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
                operations.append(Operation(kind: .removed, text: old[i], oldLine: oldStart + i, newLine: newStart + j))
                i += 1
            } else {
                operations.append(Operation(kind: .added, text: new[j], oldLine: oldStart + i, newLine: newStart + j))
                j += 1
            }
        }
        return operations
    }
}
