/// The parsers the fuzzer feeds, one target each, and the properties each must keep.
///
/// Each target takes arbitrary bytes. A parser may reject them (with its own clear error),
/// but must never crash, hang or leak, and must agree with its oracle: an independent
/// reference (JSON, amounts), another path through the same code that promises the same
/// result (streamed against whole statement reads, the template fast path against the spec
/// renderer), or a round trip (golden tables).
///
/// ```swift
/// try FuzzTarget.json.check(Array("[1, 2]".utf8))      // passes
/// try FuzzTarget.amount.check(Array("12,50".utf8))     // passes: rejected, as Decimal's grammar says
/// ```
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// `JSONDocument` against ``ReferenceJSON``: the same verdict and the same values.
    case json
    /// `StatementReader`: the whole read and the streamed one (1 and 2 jobs, small blocks) agree;
    /// the figures of what reads are exact or refused, never NaN.
    case statement
    /// `ExactDecimal` parsing against the contract's grammar and `Decimal(string:)`.
    case amount
    /// `Template` parsing, and rendering through the spec renderer and the fast path.
    case template
    /// `CurrencyGoldenTable` parsing, its text round trip and its diff.
    case golden
    /// `StringCatalog` reading, its checker and phrase look-ups.
    case catalog
    /// The bank-file readers (camt, MT940, OFX): a second path through each, and `convert`'s
    /// document read back as the joined statement.
    case bank
    /// The BAI2 reader: every `16` line an entry, CRLF read as LF, the strict and the
    /// `--allow-unreconciled` readings alike, and `convert`'s document read back.
    case bai2
    /// The CSV reader with a fixed set of profiles (the first byte picks one): entries read =
    /// an independent count of the file's data rows.
    case csv

    /// Runs the target's checks on one input.
    ///
    /// - Throws: ``FuzzFailure`` when a property is broken; rejecting the input is not a failure.
    package func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        switch self {
        case .json: try FuzzTarget.checkJSON(bytes)
        case .statement: try FuzzTarget.checkStatement(bytes)
        case .amount: try FuzzTarget.checkAmount(bytes)
        case .template: try FuzzTarget.checkTemplate(bytes)
        case .golden: try FuzzTarget.checkGolden(bytes)
        case .catalog: try FuzzTarget.checkCatalog(bytes)
        case .bank: try FuzzTarget.checkBank(bytes)
        case .bai2: try FuzzTarget.checkBAI2(bytes)
        case .csv: try FuzzTarget.checkCSV(bytes)
        }
    }

    /// A failure of this target.
    func failure(_ message: String) -> FuzzFailure { FuzzFailure(self, message) }
}
