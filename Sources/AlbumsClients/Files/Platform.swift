import AlbumsPlatform

/// `write(2)` under a name that no method called `write` can shadow.
func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
