/// Status codes for people.
package enum HTTPStatus {
    /// "404 Not Found"
    package static func describe(_ status: Int) -> String {
        let phrase = phrase(status)
        return phrase.isEmpty ? String(status) : "\(status) \(phrase)"
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 410: return "Gone"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return ""
        }
    }
}
