import CEdit

/// Line editing and in-memory history at a terminal, through libedit.
///
/// A class because it owns libedit's state, which must be ended exactly once to give the
/// terminal its modes back.
final class LineEditor {
    private let editor: OpaquePointer

    /// Opens an editor on standard input and output keeping `historyLimit` lines; nil when
    /// libedit cannot start (no terminal description, out of memory).
    init?(program: String = "labelcopy", historyLimit: Int) {
        guard let editor = lc_edit_open(program, Int32(clamping: historyLimit)) else { return nil }
        self.editor = editor
    }

    deinit {
        lc_edit_close(editor)
    }

    /// The prompt shown before each line.
    func setPrompt(_ prompt: String) {
        lc_edit_set_prompt(editor, prompt)
    }

    /// What one read gave.
    enum Input: Sendable, Hashable {
        /// A line, without its line break.
        case line(String)
        /// Ctrl-C abandoned the line being typed.
        case interrupted
        /// End of input: Ctrl-D on an empty line, or the terminal went away.
        case end
    }

    /// The next line typed.
    func readLine() -> Input {
        var length: Int32 = 0
        guard let line = lc_edit_read_line(editor, &length) else { return length < 0 ? .interrupted : .end }
        let bytes = UnsafeRawBufferPointer(start: line, count: Int(length))
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    /// Makes `line` reachable with the arrow keys.
    func addHistory(_ line: String) {
        _ = lc_edit_add_history(editor, line)
    }
}
