import Foundation
import XCTest

/// Runs the built `labelcopy` executable, which SwiftPM puts next to the test bundle.
struct LabelCopyProcess {
    /// What a finished run left behind.
    struct Result {
        /// The exit status.
        var status: Int32
        /// Standard output, as bytes.
        var output: Data
        /// Standard error, as text.
        var errors: String
        /// Standard output, as text.
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// The executable.
    let executable: URL

    /// Finds the executable in the products directory.
    static func locate(file: StaticString = #filePath, line: UInt = #line) throws -> LabelCopyProcess {
        var directories: [URL] = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        if let program = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: program).deletingLastPathComponent())
        }
        for directory in directories {
            let candidate = directory.appendingPathComponent("labelcopy")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return LabelCopyProcess(executable: candidate)
            }
        }
        XCTFail("labelcopy executable not found near \(directories.map(\.path))", file: file, line: line)
        throw XCTSkip("labelcopy executable not built")
    }

    /// The environment of this process without `NO_COLOR`, plus `overrides`.
    static func environment(_ overrides: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        environment.merge(overrides) { _, new in new }
        return environment
    }

    /// Runs with `arguments`, `input` on standard input and output captured in files, so
    /// neither side can fill a pipe and stall the other; in `directory` when given, else in
    /// this process's working directory.
    func run(
        _ arguments: [String], input: Data = Data(), environment: [String: String] = [:], in workingDirectory: URL? = nil
    ) throws -> Result {
        let directory = try TemporaryFolder.make("labelcopy")
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
        try input.write(to: paths[0])
        for path in paths.dropFirst() { try Data().write(to: path) }
        let handles = [
            try FileHandle(forReadingFrom: paths[0]), try FileHandle(forWritingTo: paths[1]),
            try FileHandle(forWritingTo: paths[2]),
        ]
        defer { for handle in handles { try? handle.close() } }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = Self.environment(environment)
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.standardInput = handles[0]
        process.standardOutput = handles[1]
        process.standardError = handles[2]
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: try Data(contentsOf: paths[1]),
            errors: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self))
    }

    /// Runs with standard output on a pseudo-terminal, returning the status and what was
    /// written to the terminal.
    func runInTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        guard let terminal = PseudoTerminal.open() else { throw XCTSkip("no pseudo-terminal available") }
        let primary = terminal.primary
        let secondary = terminal.secondary
        defer { close(primary) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = Self.environment(environment)
        process.standardOutput = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        close(secondary)
        process.waitUntilExit()
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        // Once the child has exited, reading drains what it wrote and then fails with EIO.
        while true {
            let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return (process.terminationStatus, String(decoding: bytes, as: UTF8.self))
    }
}
