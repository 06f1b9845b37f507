/// The record codes of a BAI2 file: the two digits that start each physical record.
///
/// ```swift
/// BAI2RecordCode(rawValue: "16")?.name  // "16 transaction detail"
/// ```
package enum BAI2RecordCode: String, Sendable, Hashable, CaseIterable {
    case fileHeader = "01"
    case groupHeader = "02"
    case accountIdentifier = "03"
    case transactionDetail = "16"
    case continuation = "88"
    case accountTrailer = "49"
    case groupTrailer = "98"
    case fileTrailer = "99"

    /// The code and what the standard calls the record, as problems name it.
    package var name: String {
        switch self {
        case .fileHeader: "01 file header"
        case .groupHeader: "02 group header"
        case .accountIdentifier: "03 account identifier"
        case .transactionDetail: "16 transaction detail"
        case .continuation: "88 continuation"
        case .accountTrailer: "49 account trailer"
        case .groupTrailer: "98 group trailer"
        case .fileTrailer: "99 file trailer"
        }
    }

    /// The code of two ASCII digits, or nil.
    init?(_ first: UInt8, _ second: UInt8) {
        guard let code = BAI2RecordCode(rawValue: String(decoding: [first, second], as: UTF8.self)) else { return nil }
        self = code
    }
}
