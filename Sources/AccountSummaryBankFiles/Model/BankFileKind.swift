/// The kinds of input `render`, `convert` and `batch` read, recognised from the content (all but
/// CSV, which is read only when asked, with its profile).
///
/// ```swift
/// BankFileKind.recognise(Array("{1:F01BANKDEFFXXXX}{4:\r\n:20:STMT".utf8))  // .mt940
/// ```
public enum BankFileKind: String, Sendable, Hashable, CaseIterable {
    /// The version-1 JSON document.
    case json
    /// ISO 20022 camt.053 / camt.052 / camt.054 (XML).
    case camt
    /// SWIFT MT940 / MT942.
    case mt940
    /// OFX 1.x (SGML) or 2.x (XML).
    case ofx
    /// BAI2 (BAI Cash Management Balance Reporting, version 2).
    case bai2
    /// A bank's CSV export, read with the profile that says how (`--csv-profile FILE|NAME`):
    /// never recognised from the content, which does not say how to read it.
    case csv
}
