import AlbumsPlatform
import AlbumsTestSupport
import Foundation
import Testing

/// The terminal's settings on a pseudo-terminal of the test's own.
@Suite(.onTestThreads) struct PlatformTerminalTests {
    /// A pseudo-terminal: the terminal's side (what albums reads) and the keyboard's (what a user types into).
    static func terminal() throws -> (terminal: Int32, keyboard: Int32) {
        // posix_openpt and friends from the C library: Swift's Glibc module doesn't declare them.
        typealias OpenPT = @convention(c) (Int32) -> Int32
        typealias OnDescriptor = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        func function<T>(_ name: String, _ type: T.Type) throws -> T {
            unsafeBitCast(try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name), "\(name)"), to: type)
        }
        let (openPT, grant, unlock) = (try function("posix_openpt", OpenPT.self), try function("grantpt", OnDescriptor.self), try function("unlockpt", OnDescriptor.self))
        let keyboard = openPT(O_RDWR | O_NOCTTY)
        try #require(keyboard >= 0 && grant(keyboard) == 0 && unlock(keyboard) == 0)
        let name = try #require(try function("ptsname", Name.self)(keyboard).map { String(cString: $0) })
        let terminal = open(name, O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        return (terminal, keyboard)
    }

    /// Entering key mode (and raw mode) keeps what was typed ahead: the next command, pasted before albums started.
    @Test(arguments: [Platform.KeyMode.keys, .raw])
    func keyModeKeepsTypeAhead(mode: Platform.KeyMode) throws {
        let (terminal, keyboard) = try Self.terminal()
        defer { close(terminal); close(keyboard) }
        let typed = Array("echo next\r".utf8)
        #expect(typed.withUnsafeBytes { write(keyboard, $0.baseAddress, $0.count) } == typed.count)
        try #require(Wait.until { (Platform.pendingInput(terminal) ?? 0) > 0 }, "the keys reached the terminal")
        let pending = Platform.pendingInput(terminal) ?? 0
        let settings = try #require(Platform.enterKeyMode(terminal, mode))
        #expect(Platform.pendingInput(terminal) == pending, "nothing flushed on the way in")
        Platform.restoreTerminal(terminal, settings, discardingInput: false)
        #expect(Platform.pendingInput(terminal) == pending, "nor on the way out")
    }
}
