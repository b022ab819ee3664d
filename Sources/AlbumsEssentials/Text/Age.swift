#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// "3 hours ago", for how old a cached copy is.
public enum Age {
    public static func describe(_ seconds: TimeInterval) -> String {
        // Any number at all (a header's): nan and the past as now, and no more than a million years.
        let seconds = seconds.isNaN ? 0 : min(max(seconds, 0), 3.2e13)
        let minutes = Int(seconds / 60), hours = Int(seconds / 3600), days = Int(seconds / 86400)
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return minutes == 1 ? "1 minute ago" : "\(minutes) minutes ago"
        case ..<86400: return hours == 1 ? "1 hour ago" : "\(hours) hours ago"
        default: return days == 1 ? "1 day ago" : "\(days) days ago"
        }
    }
}
