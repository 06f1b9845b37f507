/// The other side of a transaction, as the file names it: a name, an account, or both.
///
/// camt `RltdPties/Dbtr|Cdtr/Nm` with `DbtrAcct|CdtrAcct`, MT940 `/CNTP/account/BIC/name/`,
/// `?32`–`?33` with `?31`, a CSV profile's counterparty column. The version-1 document's
/// optional `counterparty` object (`{"name", "account"}`).
///
/// ```swift
/// let payee = Counterparty(name: "J.Janssen", account: "NL32INGB0000012345")
/// payee.name     // "J.Janssen"
/// payee.account  // "NL32INGB0000012345" (shown masked unless --account-numbers full)
/// ```
public struct Counterparty: Sendable, Hashable {
    /// The counterparty's name, exactly as the file gives it.
    public var name: String?
    /// The counterparty's account (an IBAN or another number), exactly as the file gives it.
    public var account: String?

    /// A counterparty from what the file says; nil when it says neither.
    ///
    /// - Parameters:
    ///   - name: the name, if given.
    ///   - account: the account, if given.
    public init?(name: String?, account: String?) {
        guard name != nil || account != nil else { return nil }
        self.name = name
        self.account = account
    }
}
