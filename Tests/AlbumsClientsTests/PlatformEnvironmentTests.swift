import AlbumsPlatform
import Foundation
import Testing

@Suite struct PlatformEnvironmentTests {
    @Test func readsNamesAndValuesAtTheFirstEqualsSign() {
        let texts = ["HOME=/home/mara", "QUERY=a=b", "EMPTY=", "NO_EQUALS", "HOME=/second", "ACCENT=Beyoncé"]
        let entries = texts.map { strdup($0) } + [nil]
        defer { entries.forEach { free($0) } }
        var list = entries
        let variables = list.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { Platform.environment($0) } ?? [:]
        }
        #expect(variables == ["HOME": "/home/mara", "QUERY": "a=b", "EMPTY": "", "ACCENT": "Beyoncé"])
    }

    @Test func theProcessEnvironmentIsFoundationsOwn() {
        #expect(Platform.environment() == ProcessInfo.processInfo.environment)
    }
}
