@testable import AlbumsCore
@testable import AlbumsClients
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct NotifierTests {
    func deviceNotifier(errIsTerminal: Bool, path: String = "/nonexistent") -> (Notifier, ConsoleRecording) {
        let recording = ConsoleRecording()
        let notifier = Notifier.device(console: recording.console(errIsTerminal: errIsTerminal), environment: ["PATH": path])
        return (notifier, recording)
    }

    @Test func bellRingsOnEmptyAndFailedOnlyOnATerminal() async {
        let (notifier, console) = deviceNotifier(errIsTerminal: true)
        await notifier.notify(.loaded, .bell)
        #expect(console.err == "")
        await notifier.notify(.empty, .bell)
        await notifier.notify(.failed, .bell)
        #expect(console.err == "\u{07}\u{07}")
        let (piped, pipedConsole) = deviceNotifier(errIsTerminal: false)
        await piped.notify(.failed, .bell)
        #expect(pipedConsole.err == "")
    }

    /// A notice on the terminal: OSC 9 and OSC 777, then the bell; control characters and ; can't end them early.
    @Test func aNoticeOnTheTerminal() async {
        let (notifier, console) = deviceNotifier(errIsTerminal: true)
        let notice = Notice(title: "albums: the chart changed", body: "1 new: Bad\u{1B}]0;x\u{07}; Song (#2)")
        #expect(await notifier.post(notice, .terminal) == .shown("the terminal"))
        #expect(console.err == "\u{1B}]9;albums: the chart changed: 1 new: Bad ]0,x , Song (#2)\u{07}\u{1B}]777;notify;albums: the chart changed;1 new: Bad ]0,x , Song (#2)\u{07}\u{07}")
        let (piped, pipedConsole) = deviceNotifier(errIsTerminal: false)
        #expect(await piped.post(notice, .terminal) == .skipped, "no terminal to tell")
        #expect(pipedConsole.err == "")
        #expect(await piped.post(notice, .none) == .skipped)
        // C1 controls, bidi overrides and invisibles (the one list, UnsafeText) are spaces too.
        #expect(Notice.plain("a\u{9B}31mb\u{202E}c\u{200B}d") == "a 31mb c d")
    }

    /// The desktop: the program on PATH, its arguments without a shell; auto falls back to the terminal without a session.
    @Test func aNoticeOnTheDesktop() async throws {
        let folder = Paths.temporaryFolder()
        let script = "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done > \(folder)/args\n"
        _ = FileManager.default.createFile(atPath: folder + "/notify-send", contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        let console = ConsoleRecording()
        let withSession = Notifier.device(console: console.console(errIsTerminal: true), environment: ["PATH": folder, "DISPLAY": ":0"])
        let notice = Notice(title: "albums: the chart changed", body: String(repeating: "é", count: 300) + " $(reboot) 'x'")
        #expect(await withSession.post(notice, .auto) == .shown("notify-send"))
        let args = try String(contentsOfFile: folder + "/args", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(args.element(0) == "--app-name=albums" && args.element(1) == "albums: the chart changed")
        #expect(args.element(2) == String(repeating: "é", count: 199) + "…", "cut to 200 characters")
        let noSession = Notifier.device(console: console.console(errIsTerminal: true), environment: ["PATH": folder])
        #expect(await noSession.post(notice, .auto) == .shown("the terminal"))
        let missing = Notifier.device(console: console.console(errIsTerminal: true), environment: ["PATH": "/nonexistent"])
        #expect(await missing.post(notice, .desktop) == .failed("notify-send is not on PATH"))
    }

    @Test func offIsSilent() async {
        let (notifier, console) = deviceNotifier(errIsTerminal: true)
        await notifier.notify(.failed, .off)
        #expect(console.err == "")
    }

    @Test func playWithoutAPlayerFallsBackToTheBell() async {
        let (notifier, console) = deviceNotifier(errIsTerminal: true, path: Paths.temporaryFolder())
        await notifier.notify(.failed, .play)
        #expect(console.err == "\u{07}")
    }

    @Test func playRunsTheFirstPlayerOnPathWithAWavFile() async throws {
        let folder = Paths.temporaryFolder()
        let log = folder + "/played"
        let script = "#!/bin/sh\ncp \"$1\" \"\(log)\"\n"
        _ = FileManager.default.createFile(atPath: folder + "/paplay", contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        let (notifier, console) = deviceNotifier(errIsTerminal: true, path: folder)
        await notifier.notify(.loaded, .play)
        let played = try #require(FileManager.default.contents(atPath: log))
        #expect(played.prefix(4) == Data("RIFF".utf8))
        #expect(played == Chime.wav(for: .loaded).wav)
        #expect(console.err == "", "a loaded chart doesn't ring")
    }

    @Test func theRecordingNotifierKeepsEveryEvent() async {
        let (notifier, recording) = Notifier.recording()
        await notifier.notify(.loaded, .play)
        await notifier.notify(.empty, .off)
        #expect(recording.played == [.loaded, .empty])
        #expect(recording.modes == [.play, .off])
    }

    @Test func chimesAreValidWavFilesOfTheirStatedLength() throws {
        for event in [NotifierEvent.loaded, .failed] {
            let sound = Chime.wav(for: event)
            let bytes = [UInt8](sound.wav)
            try #require(bytes.count > 43, "long enough to index")
            #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
            #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
            let dataBytes = Int(bytes[40]) | Int(bytes[41]) << 8 | Int(bytes[42]) << 16 | Int(bytes[43]) << 24
            #expect(dataBytes == bytes.count - 44)
            let seconds = Double(dataBytes / 2) / Double(Chime.sampleRate)
            #expect(abs(seconds - sound.duration) < 0.01)
        }
        #expect(Chime.wav(for: .loaded).duration < 0.5)
        #expect(Chime.wav(for: .failed).duration > 1)
    }
}
