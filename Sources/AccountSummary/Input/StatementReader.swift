/// Reads a version-1 statement document into a ``Statement``, reporting every problem.
///
/// The reader checks the whole contract ("Input document (version 1)"): required members,
/// JSON kinds, amounts read exactly from their text (strings or numbers), currency codes and
/// locales, account types and statuses, dates and date-times, unique account ids, and that
/// every transaction names an account. It does not stop at the first problem: each one is
/// reported with its JSON path, in document order, up to a cap. Unknown keys are ignored, and
/// an optional member that is `null` counts as absent. Strings are kept exactly as given;
/// making them safe to show is the writers' job.
///
/// ```swift
/// let statement = try StatementReader.read(Array(#"""
///     {"customer": {"name": "Jonathan"},
///      "accounts": [{"id": "chk-1", "type": "banking", "name": "Basic Savings", "balance": "929466.23"}]}
///     """#.utf8))
/// statement.accounts[0].balance  // 929466.23
/// statement.locale               // "en_US"
/// ```
public enum StatementReader {
    /// How many problems an error keeps unless the caller says otherwise.
    public static let defaultMaximumProblems = 50

    /// Parses and reads a version-1 document.
    ///
    /// ```swift
    /// try StatementReader.read(Array("[]".utf8))
    /// // throws: expected an object at the top level of the document, found an array
    /// ```
    /// - Parameters:
    ///   - bytes: the document, UTF-8.
    ///   - requireCustomerID: whether `customer.id` must be there (as `batch` needs).
    ///   - maximumProblems: how many problems to keep (at least 1); the rest are counted.
    /// - Throws: every problem found; a document that is not JSON gives the JSON reader's one
    ///   problem with its line and column.
    public static func read(_ bytes: [UInt8], requireCustomerID: Bool = false,
                             maximumProblems: Int = defaultMaximumProblems) throws(StatementError) -> Statement {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes)
        } catch {
            throw StatementError(syntax: error)
        }
        return try read(document, requireCustomerID: requireCustomerID, maximumProblems: maximumProblems)
    }

    /// Reads a version-1 document that is already parsed (one line of a batch, say).
    ///
    /// ```swift
    /// try StatementReader.read(JSONDocument(parsing: line), requireCustomerID: true).customer.id  // "c-1042"
    /// ```
    /// - Parameters:
    ///   - document: the parsed document.
    ///   - requireCustomerID: whether `customer.id` must be there (as `batch` needs).
    ///   - maximumProblems: how many problems to keep (at least 1); the rest are counted.
    /// - Throws: every problem found, in document order.
    package static func read(_ document: JSONDocument, requireCustomerID: Bool = false,
                             maximumProblems: Int = defaultMaximumProblems) throws(StatementError) -> Statement {
        var walker = Walker(requireCustomerID: requireCustomerID, maximumProblems: maximumProblems)
        let statement = walker.statement(document.root)
        if let error = walker.problems.error { throw error }
        guard let statement else { preconditionFailure("a statement with no problems is always complete") }
        return statement
    }
}
