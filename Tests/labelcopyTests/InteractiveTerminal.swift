import Foundation
import XCTest

/// Runs `labelcopy` with standard input, output and error all on a pseudo-terminal, as a user
/// at a terminal would, types into it and reads back what the screen shows.
final class InteractiveTerminal {
    /// The running tool.
    let process: Process
    private let primary: Int32
    /// The test's own copy of the tool's side, kept open to read its terminal modes.
    private let secondary: Int32
    private var bytes: [UInt8] = []

    /// Starts `arguments` on a new pseudo-terminal with `environment` over this process's own
    /// (without `NO_COLOR`), with a UTF-8 locale and an xterm terminal unless overridden.
    /// With `output`, standard output goes there instead of to the terminal.
    init(tool: LabelCopyProcess, arguments: [String], environment: [String: String], output: FileHandle? = nil) throws {
        guard let terminal = PseudoTerminal.open() else { throw XCTSkip("no pseudo-terminal available") }
        primary = terminal.primary
        secondary = terminal.secondary
        process = Process()
        process.executableURL = tool.executable
        process.arguments = arguments
        process.environment = LabelCopyProcess.environment(["TERM": "xterm", "LANG": "C.UTF-8"].merging(environment) { $1 })
        let handle = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = output ?? handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            close(terminal.secondary)
            close(primary)
            throw error
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(secondary)
        close(primary)
    }

    /// Everything the tool wrote, as bytes decoded to text.
    var raw: String { String(decoding: bytes, as: UTF8.self) }

    /// The screen's lines: what the bytes show once carriage returns, cursor moves and
    /// erasures are carried out.
    var lines: [String] { ScreenModel.render(bytes) }

    /// Types `text` (use "\r" for Return, "\u{4}" for Ctrl-D).
    func type(_ text: String) {
        let data = Array(text.utf8)
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(primary, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }

    /// Reads until the screen shows `text` (true), or `timeout` seconds pass or the tool's
    /// output ends (false).
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if lines.contains(where: { $0.contains(text) }) { return true }
            if !readAvailable(waitingMilliseconds: 100) && !process.isRunning { break }
        }
        return lines.contains { $0.contains(text) }
    }

    /// How many prompts the screen shows: one per line read so far, plus the one waiting.
    var promptCount: Int { lines.filter { $0.hasPrefix(prompt) }.count }

    /// The session's prompt, without the space after it (the screen drops trailing spaces).
    let prompt = "labelcopy>"

    /// Types `line` and Return, then waits for the next prompt, so the next keys reach the
    /// line editor rather than the terminal's own line discipline (where Ctrl-D would be
    /// taken as the end of a cooked read instead of a key). False when no prompt came.
    @discardableResult
    func enter(_ line: String, timeout: TimeInterval = 10) -> Bool {
        let before = promptCount
        type(line + "\r")
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if promptCount > before { return waitForLineEditor(until: deadline) }
            if !readAvailable(waitingMilliseconds: 100) && !process.isRunning { break }
        }
        return false
    }

    /// Waits until the terminal is in the line editor's non-canonical mode. libedit draws the
    /// prompt a moment before it switches, and keys typed in between reach the kernel's line
    /// discipline instead, which echoes them a second time and swallows Ctrl-D as its own
    /// end-of-file.
    @discardableResult
    func waitForLineEditor(until deadline: Date = Date().addingTimeInterval(10)) -> Bool {
        var modes = termios()
        while Date() < deadline, process.isRunning {
            if tcgetattr(secondary, &modes) == 0, modes.c_lflag & tcflag_t(ICANON) == 0 { return true }
            _ = readAvailable(waitingMilliseconds: 10)
        }
        return false
    }

    /// Waits for the tool to exit, draining its output; its status, or nil when it did not
    /// exit within `timeout` seconds (it is then killed).
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { _ = readAvailable(waitingMilliseconds: 50) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        process.waitUntilExit()
        while readAvailable(waitingMilliseconds: 50) {}
        return process.terminationStatus
    }

    /// Reads what is there within the wait; false when nothing more came (or the side closed).
    private func readAvailable(waitingMilliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        bytes += buffer[0..<count]
        return true
    }
}
