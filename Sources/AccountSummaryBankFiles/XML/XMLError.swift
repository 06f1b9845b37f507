/// Why an XML document cannot be read: one ``XMLProblem`` and where it is.
///
/// The XML layer's own error, which ``XMLReader`` and ``XMLEncoding`` throw and which knows
/// nothing of bank files. The readers built on them (camt, OFX 2.x) wrap it at their boundary
/// into a ``BankFileError`` with the file's name, the message unchanged
/// (``BankFileError/init(_:file:)``).
///
/// ```swift
/// XMLError(.mismatchedEndTag(expected: "b", found: "a"), place: .position(line: 1, column: 7),
///          path: "a/b").description
/// // "1:7: end tag </a> does not close <b>"
/// ```
package struct XMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the document the problem is.
    package enum Place: Sendable, Hashable {
        /// The document as a whole: its bytes are not in the encoding it declares, say.
        case document
        /// A 1-based line and column (in characters).
        case position(line: Int, column: Int)
    }

    /// What is wrong.
    package var problem: XMLProblem
    /// Where.
    package var place: Place
    /// The element path open at the problem (local names, e.g. `Document/BkToCstmrStmt/Stmt/Ntry`),
    /// empty outside the root element or for the document as a whole.
    package var path: String

    /// An error from its parts.
    ///
    /// - Parameters:
    ///   - problem: what is wrong.
    ///   - place: where.
    ///   - path: the elements open there, outermost first, joined by `/`.
    package init(_ problem: XMLProblem, place: Place, path: String = "") {
        self.problem = problem
        self.place = place
        self.path = path
    }

    /// `LINE:COLUMN: message`, or the message alone for the document as a whole.
    package var description: String {
        switch place {
        case .document: problem.description
        case .position(let line, let column): "\(line):\(column): \(problem.description)"
        }
    }
}
