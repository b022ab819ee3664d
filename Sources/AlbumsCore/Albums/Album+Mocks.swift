extension Album {
    /// Hand-made albums for the mock state: no I/O at all, like KatFancy's MockData.
    public static let mocks: [Album] = [
        Album(rank: 1, id: "1000000001", name: "Mock Turtle Soup", artist: "The Lobster Quadrille",
              artistURL: "https://music.apple.com/us/artist/the-lobster-quadrille/1000000101",
              releaseDate: "2026-11-13", genres: ["Alternative", "Music"],
              url: "https://music.apple.com/us/album/mock-turtle-soup/1000000001",
              artworkURL: "https://is1-ssl.mzstatic.com/image/thumb/Music221/v4/stub/1000000001/cover-01.jpg/100x100bb.jpg",
              explicit: false, copyright: "℗ 2026 Looking-Glass Records"),
        Album(rank: 2, id: "1000000002", name: "Curiouser", artist: "Alice Liddell",
              artistURL: "https://music.apple.com/us/artist/alice-liddell/1000000102",
              releaseDate: "2026-10-30", genres: ["Pop", "Music"],
              url: "https://music.apple.com/us/album/curiouser/1000000002",
              artworkURL: "https://is1-ssl.mzstatic.com/image/thumb/Music221/v4/stub/1000000002/cover-02.jpg/100x100bb.jpg",
              explicit: true, copyright: "℗ 2026 Rabbit Hole Music"),
        Album(rank: 3, id: "1000000003", name: "Off With Their Heads", artist: "Queen of Hearts",
              releaseDate: "2025-05-04", genres: ["Music", "Rock"],
              url: "https://music.apple.com/us/album/off-with-their-heads/1000000003",
              artworkURL: "https://is1-ssl.mzstatic.com/image/thumb/Music221/v4/stub/1000000003/cover-03.jpg/100x100bb.jpg",
              explicit: true, copyright: nil),
    ]
}
