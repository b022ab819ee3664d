#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// JSON as plain Swift values (`[String: Any]`, `[Any]`, String, Int,
/// Double, Bool, and `Null`), the way JSONSerialization hands them out,
/// without Foundation: read with `JSON.parse`, written compact with the keys
/// sorted. The stub's answers are made from the fixtures' JSON so.
public enum JSONAny {
    public struct Null {}

    public static func parse(_ data: Data) -> Any? {
        (try? JSON.parse(data)).map(value)
    }

    public static func value(_ json: JSON) -> Any {
        switch json {
        case .null: return Null()
        case .bool(let flag): return flag
        case .int(let number): return number
        case .double(let number): return number
        case .string(let text): return text
        case .array(let elements): return elements.map(value)
        case .object(let members):
            var object: [String: Any] = [:]
            for member in members { object[member.key] = value(member.value) }
            return object
        }
    }

    /// `value` as JSON, its objects' keys sorted; nil for a value JSON can't hold.
    public static func json(_ value: Any) -> JSON? {
        switch value {
        case is Null: return .null
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        case let text as String: return .string(text)
        case let elements as [Any]:
            var array: [JSON] = []
            for element in elements {
                guard let item = json(element) else { return nil }
                array.append(item)
            }
            return .array(array)
        case let object as [String: Any]:
            var members: [JSON.Member] = []
            for key in object.keys.sorted() {
                guard let item = object[key].flatMap(json) else { return nil }
                members.append(JSON.Member(key, item))
            }
            return .object(members)
        default:
            return nil
        }
    }

    /// `value` written compact, its keys sorted.
    public static func data(_ value: Any) -> Data? {
        json(value).map { Data($0.compact().utf8) }
    }

    /// A whole number, as JSON has it (an Int, or a Double with no fraction).
    public static func int(_ value: Any?) -> Int? {
        if let number = value as? Int { return number }
        if let number = value as? Double, number == number.rounded(), abs(number) < 1e15 { return Int(number) }
        return nil
    }

    /// A flag, as the fixtures write it: true or false, or 1 or 0.
    public static func bool(_ value: Any?) -> Bool? {
        if let flag = value as? Bool { return flag }
        return int(value).map { $0 != 0 }
    }
}
