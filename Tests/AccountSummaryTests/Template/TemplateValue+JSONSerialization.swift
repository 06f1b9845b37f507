import Foundation
@testable import AccountSummary
@testable import AccountSummaryMustache

// Test-only: the official Mustache spec's expectations come from YAML, where `1.210` is the
// number 1.21, so its data is read through JSONSerialization (and Double) on purpose.
// The tool itself reads template data with its exact JSON reader (TemplateValue+JSONDocument).
extension TemplateValue {
    /// Converts what `JSONSerialization.jsonObject(with:)` returns into a value.
    ///
    /// Booleans are told from numbers by their Objective-C type code (`c`), which
    /// works on Linux too, where `NSNumber(1) is Bool` is true. Integers keep their
    /// decimal text; other numbers use the shortest text that reads back the same,
    /// without a trailing `.0` for whole values below 10^15 (`1e3` gives `1000`).
    /// Anything that `JSONSerialization` never produces becomes ``null``.
    ///
    /// ```swift
    /// let object = try JSONSerialization.jsonObject(with: Data(#"{"n":1.5,"ok":true}"#.utf8))
    /// TemplateValue(jsonObject: object)  // .object(["n": .number("1.5"), "ok": .bool(true)])
    /// ```
    init(jsonObject: Any) {
        switch jsonObject {
        case let text as String:
            self = .string(text)
        case let number as NSNumber:
            self = TemplateValue.converting(number)
        case let members as [String: Any]:
            self = .object(members.mapValues(TemplateValue.init(jsonObject:)))
        case let elements as [Any]:
            self = .list(elements.map(TemplateValue.init(jsonObject:)))
        default:
            self = .null
        }
    }

    private static func converting(_ number: NSNumber) -> TemplateValue {
        switch UInt8(truncatingIfNeeded: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "B"):
            return .bool(number.boolValue)
        case UInt8(ascii: "f"), UInt8(ascii: "d"):
            let double = number.doubleValue
            if double.isFinite, double == double.rounded(), abs(double) < 1e15 {
                return .number(String(Int64(double)))
            }
            return .number(String(double))
        default:
            return .number(number.stringValue)
        }
    }
}
