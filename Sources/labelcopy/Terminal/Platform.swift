#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few operating-system calls the CLI makes, kept here so every platform difference
/// lives in one file.
enum Platform {
    /// The standard input file descriptor.
    static let standardInput: Int32 = 0
    /// The standard output file descriptor.
    static let standardOutput: Int32 = 1
    /// The standard error file descriptor.
    static let standardError: Int32 = 2

    /// True when `descriptor` refers to a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The value of the environment variable `name`, or nil when it is unset.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Reads up to `count` bytes into `buffer` at `offset`; 0 at end of input.
    /// Retries when a signal interrupts the call.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) throws(PlatformError) -> Int {
        while true {
            #if canImport(Darwin)
                let result = Darwin.read(descriptor, buffer, count)
            #elseif canImport(Musl)
                let result = Musl.read(descriptor, buffer, count)
            #else
                let result = Glibc.read(descriptor, buffer, count)
            #endif
            if result >= 0 { return result }
            if errno == EINTR { continue }
            throw PlatformError(operation: "read", code: errno)
        }
    }

    /// Writes all of `bytes` to `descriptor`, continuing after partial writes and interruptions.
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(PlatformError) {
        guard var pointer = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            #if canImport(Darwin)
                let written = Darwin.write(descriptor, pointer, remaining)
            #elseif canImport(Musl)
                let written = Musl.write(descriptor, pointer, remaining)
            #else
                let written = Glibc.write(descriptor, pointer, remaining)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                throw PlatformError(operation: "write", code: errno)
            }
            pointer += written
            remaining -= written
        }
    }

    /// Ends the process with `code`.
    static func exit(_ code: Int32) -> Never {
        #if canImport(Darwin)
            Darwin.exit(code)
        #elseif canImport(Musl)
            Musl.exit(code)
        #else
            Glibc.exit(code)
        #endif
    }

    /// The system's description of the error number `code`.
    static func describe(errorCode code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
