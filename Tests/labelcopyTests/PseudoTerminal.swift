import Foundation

/// A pseudo-terminal pair, for running the tool with standard output on a terminal.
///
/// The POSIX pty calls are looked up at run time because Glibc's module map hides their
/// declarations from Swift unless `_XOPEN_SOURCE` is set.
struct PseudoTerminal {
    /// The side the test reads.
    let primary: Int32
    /// The side given to the child as its standard output.
    let secondary: Int32

    private typealias OpenFunction = @convention(c) (Int32) -> Int32
    private typealias ControlFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    /// Opens a pair, or nil when the system offers none.
    static func open() -> PseudoTerminal? {
        guard let openSymbol = dlsym(nil, "posix_openpt"), let grantSymbol = dlsym(nil, "grantpt"),
            let unlockSymbol = dlsym(nil, "unlockpt"), let nameSymbol = dlsym(nil, "ptsname")
        else { return nil }
        let openpt = unsafeBitCast(openSymbol, to: OpenFunction.self)
        let grant = unsafeBitCast(grantSymbol, to: ControlFunction.self)
        let unlock = unsafeBitCast(unlockSymbol, to: ControlFunction.self)
        let name = unsafeBitCast(nameSymbol, to: NameFunction.self)
        let primary = openpt(O_RDWR | O_NOCTTY)
        guard primary >= 0 else { return nil }
        guard grant(primary) == 0, unlock(primary) == 0, let path = name(primary) else {
            close(primary)
            return nil
        }
        let secondary = Foundation.open(path, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else {
            close(primary)
            return nil
        }
        return PseudoTerminal(primary: primary, secondary: secondary)
    }
}
