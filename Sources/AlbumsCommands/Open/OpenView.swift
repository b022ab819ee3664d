import AlbumsClients
import AlbumsCore
import AlbumsShape
import AlbumsTerminal

/// The render half of `albums open`: the URL on stdout, what happened on stderr.
package enum OpenView {
    package static func render(_ album: Album, outcome: Opener.Outcome) -> Output {
        let url = Sanitizer.line(album.url)
        switch outcome {
        case .opened(let command):
            return Output(stdout: url + "\n", stderr: "Opened \(Sanitizer.line(album.name)) with \(command).\n")
        case .notOpened(let reason):
            return Output(stdout: url + "\n", stderr: "Not opened: \(reason). Here is the link.\n")
        }
    }
}
