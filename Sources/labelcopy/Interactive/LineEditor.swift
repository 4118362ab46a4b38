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

    /// The next line typed, without its line break; nil at end of input (Ctrl-D).
    func readLine() -> String? {
        var length: Int32 = 0
        guard let line = lc_edit_read_line(editor, &length) else { return nil }
        let bytes = UnsafeRawBufferPointer(start: line, count: Int(length))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Makes `line` reachable with the arrow keys.
    func addHistory(_ line: String) {
        _ = lc_edit_add_history(editor, line)
    }
}
