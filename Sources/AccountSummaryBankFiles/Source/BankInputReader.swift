import AccountSummary

/// The reader of one bank file: its format's (camt, MT940, OFX), or a CSV profile's.
///
/// Every format but CSV is read by a type (``BankFileReader``); a CSV export needs its profile,
/// so its reader is a value. ``StatementSource`` reads every file through this one shape.
///
/// ```swift
/// BankInputReader(.mt940, csv: nil)          // .format(MT940Reader.self)
/// BankInputReader(.csv, csv: nil)            // nil: a CSV export needs its profile
/// BankInputReader(.csv, csv: CSVStatementReader(profile: n26))  // .csv(…)
/// ```
package enum BankInputReader {
    case format(any BankFileReader.Type)
    case csv(CSVStatementReader)

    /// The reader for a kind, with the CSV reader the caller has; nil for JSON (a document, not a
    /// bank file), or for CSV without a profile.
    ///
    /// - Parameters:
    ///   - kind: the file's kind.
    ///   - csv: the reader of CSV exports, holding its profile, if the caller has one.
    package init?(_ kind: BankFileKind, csv: CSVStatementReader?) {
        if kind == .csv {
            guard let csv else { return nil }
            self = .csv(csv)
        } else if let reader = kind.reader {
            self = .format(reader)
        } else {
            return nil
        }
    }

    /// Reads every statement of the file, as ``BankFileReader/read(_:file:warnings:work:allowUnreconciled:_:)`` does.
    package func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings, work: any WorkSharing = Serial(),
                      allowUnreconciled: Bool = false,
                      _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        switch self {
        case .format(let reader):
            try reader.read(bytes, file: file, warnings: &warnings, work: work, allowUnreconciled: allowUnreconciled, body)
        case .csv(let reader): try reader.read(bytes, file: file, warnings: &warnings, body)
        }
    }
}
