/// What is kept between requests.
public enum CacheMode: String, CaseIterable, Sendable {
    case none
    case memory
    case filesystem
}
