import AccountSummary

extension StatementSource {
    /// How to read: the kind (else recognised from each file's content), whose statement it is,
    /// what to allow, and a frame to lay over bank files.
    ///
    /// ```swift
    /// var options = StatementSource.Options()
    /// options.customerName = "Jürgen Weiß"   // shown whatever owner the files name
    /// options.allowUnreconciled = true       // the report shows a notice instead
    /// ```
    public struct Options: Sendable {
        /// Read every file as this kind (`--input-format`); nil: recognised from each file's content.
        public var kind: BankFileKind?
        /// The customer's name (`--customer`): shown whatever owner the files name, and the
        /// caller's word that files naming different owners or banks are one customer's.
        public var customerName: String?
        /// Join statements of one account that share days with each entry once (`--dedupe`),
        /// rather than refuse them.
        public var dedupe = false
        /// Join statements whose entries do not take the opening balance to the closing one
        /// (`--allow-unreconciled`); the report shows the difference. A BAI2 file whose
        /// trailers' control totals or counts do not match is then read on, with a warning.
        public var allowUnreconciled = false
        /// The currency of statements whose file does not state one (`--currency`: OFX without
        /// `CURDEF`); nil: such a statement is refused, naming the option.
        public var currency: String?
        /// A version-1 document without transactions laid over bank files (`--frame`), with the
        /// name its errors give it.
        public var frame: (name: String, frame: StatementFrame)?
        /// The reader of CSV exports, holding the profile that says how to read them
        /// (`--csv-profile`): files of kind `csv` are read only with it.
        package var csv: CSVStatementReader?

        /// Recognise every file, refuse what does not reconcile, no frame.
        public init() {}
    }
}
