/// Reads one camt `Ntry` from the reader's events into ``CamtEntryFields``, without a tree.
///
/// A statement of a few hundred thousand entries spends most of its reading here, so no string
/// is made for a name or for text that the mapping does not read: names are matched as
/// ``XMLReader/nameKey(_:)`` numbers, and text nobody reads is only checked. What is read is
/// exactly what ``CamtEntryFields/init(_:)`` takes from the entry's tree (the first element of
/// each name along each path; every `TxDtls` of every `NtryDtls`; every `Ustrd` of the first
/// `RmtInf`; the first `NtryDtls`'s `Btch`), which the tests and the `bank` fuzz target check
/// on every file they have.
///
/// ```swift
/// var scanner = CamtEntryScanner()
/// if let child = try reader.nextChild(), child.name == "Ntry" {
///     let fields = try scanner.scan(&reader, offset: child.offset)
/// }
/// ```
struct CamtEntryScanner {
    /// The open elements of the entry being read; kept from entry to entry for its capacity.
    private var frames: [Frame] = []
    /// Where the first of each of ``CamtEntryFields/once`` stands in the entry being read.
    private var firstOffsets = [Int](repeating: 0, count: CamtEntryFields.once.count)
    /// A second element of ``CamtEntryFields/once``, read as the first was, to compare the two.
    private var again = CamtEntryFields(offset: 0)

    init() {}

    /// The rest of the entry whose start tag (at `offset`) was just read.
    mutating func scan(_ reader: inout XMLReader, offset: Int) throws(XMLError) -> CamtEntryFields {
        var fields = CamtEntryFields(offset: offset)
        frames.removeAll(keepingCapacity: true)
        frames.append(Frame(context: .entry, slot: .none, offset: offset))
        while true {
            switch try reader.nextEvent() {
            case .start(let tag):
                let name = Name(reader.nameKey(tag.name))
                let parent = frames.count - 1
                let first = frames[parent].seen & name.bit == 0
                frames[parent].seen |= name.bit
                var (context, slot) = frames[parent].context.child(name, first: first)
                var inAgain = frames[parent].inAgain
                var repeats: Int?
                if case .entry = frames[parent].context, let once = name.once {
                    if first {
                        firstOffsets[once] = tag.offset
                    } else {
                        // Read the second as the first was read, into `again`, to compare them at its end.
                        (context, slot) = Context.entry.child(name, first: true)
                        inAgain = true
                        repeats = once
                        again = CamtEntryFields(offset: offset)
                    }
                }
                switch slot {
                case .amount:
                    let amount = CamtEntryFields.Amount(text: "", currency: tag.attribute("Ccy"), offset: tag.offset)
                    if inAgain { again.amount = amount } else { fields.amount = amount }
                case .counterValue(let inTransaction):
                    let amount = CamtEntryFields.Amount(text: "", currency: tag.attribute("Ccy"), offset: tag.offset)
                    if inTransaction {
                        fields.transactions[fields.transactions.count - 1].counterValues.append(amount)
                    } else {
                        fields.counterValues.append(amount)
                    }
                case .transactionAmount:
                    fields.transactions[fields.transactions.count - 1].amount = CamtEntryFields.Amount(text: "", currency: tag.attribute("Ccy"),
                                                                                                       offset: tag.offset)
                case .instructed(let inTransaction):
                    let amount = CamtEntryFields.Amount(text: "", currency: tag.attribute("Ccy"), offset: tag.offset)
                    if inTransaction {
                        fields.transactions[fields.transactions.count - 1].instructed = amount
                    } else {
                        fields.instructed = amount
                    }
                case .remittanceStart:
                    fields.transactions[fields.transactions.count - 1].remittance = []
                case .transactionStart:
                    fields.transactions.append(CamtEntryFields.Transaction())
                default:
                    break
                }
                frames.append(Frame(context: context, slot: slot, offset: tag.offset, inAgain: inAgain, repeats: repeats))
            case .text(let range, let cdata):
                if frames[frames.count - 1].slot.keepsText {
                    frames[frames.count - 1].text += try reader.text(range, cdata: cdata)
                } else {
                    try reader.check(range, cdata: cdata)
                }
            case .end:
                let frame = frames.removeLast()
                if frame.slot.keepsText {
                    if frame.inAgain { again.set(frame.slot, frame.text) } else { fields.set(frame.slot, frame.text) }
                }
                if let once = frame.repeats {
                    let name = CamtEntryFields.once[once]
                    fields.noteRepeated(name, first: firstOffsets[once], second: frame.offset, same: fields.says(name, as: again))
                }
                if frames.isEmpty { return fields }
            }
        }
    }

    /// An open element: where it stands and which child names it has had.
    private struct Frame {
        var context: Context
        var slot: Slot
        /// The `<` of its start tag.
        var offset: Int
        /// Inside a second element of ``CamtEntryFields/once``: its text fills `again`.
        var inAgain = false
        /// That second element itself: its index in ``CamtEntryFields/once``.
        var repeats: Int?
        /// The ``Name/bit`` of every child name seen so far.
        var seen: UInt64 = 0
        /// Its own text so far, when its slot keeps it.
        var text = ""
    }

    /// The names the mapping reads; any other is ``other``.
    private enum Name: Int {
        case other, sts, cd, prtry, amt, cdtDbtInd, bookgDt, valDt, dt, dtTm, rvslInd, acctSvcrRef, ntryRef,
             addtlNtryInf, bkTxCd, domn, fmly, subFmlyCd, ntryDtls, txDtls, rltdPties, dbtr, cdtr, ultmtDbtr,
             ultmtCdtr, pty, nm, rmtInf, ustrd, addtlTxInf, amtDtls, txAmt, cntrValAmt, strd, cdtrRefInf, ref,
             refs, endToEndId, dbtrAcct, cdtrAcct, id, iban, othr, instdAmt, btch, pmtInfId

        private static let keys: [(UInt128, Name)] = [
            (XMLReader.key("Sts"), .sts), (XMLReader.key("Cd"), .cd), (XMLReader.key("Prtry"), .prtry),
            (XMLReader.key("Amt"), .amt), (XMLReader.key("CdtDbtInd"), .cdtDbtInd), (XMLReader.key("BookgDt"), .bookgDt),
            (XMLReader.key("ValDt"), .valDt), (XMLReader.key("Dt"), .dt), (XMLReader.key("DtTm"), .dtTm),
            (XMLReader.key("RvslInd"), .rvslInd), (XMLReader.key("AcctSvcrRef"), .acctSvcrRef),
            (XMLReader.key("NtryRef"), .ntryRef), (XMLReader.key("AddtlNtryInf"), .addtlNtryInf),
            (XMLReader.key("BkTxCd"), .bkTxCd), (XMLReader.key("Domn"), .domn), (XMLReader.key("Fmly"), .fmly),
            (XMLReader.key("SubFmlyCd"), .subFmlyCd), (XMLReader.key("NtryDtls"), .ntryDtls), (XMLReader.key("TxDtls"), .txDtls),
            (XMLReader.key("RltdPties"), .rltdPties), (XMLReader.key("Dbtr"), .dbtr), (XMLReader.key("Cdtr"), .cdtr),
            (XMLReader.key("UltmtDbtr"), .ultmtDbtr), (XMLReader.key("UltmtCdtr"), .ultmtCdtr), (XMLReader.key("Pty"), .pty),
            (XMLReader.key("Nm"), .nm), (XMLReader.key("RmtInf"), .rmtInf), (XMLReader.key("Ustrd"), .ustrd),
            (XMLReader.key("AddtlTxInf"), .addtlTxInf), (XMLReader.key("AmtDtls"), .amtDtls), (XMLReader.key("TxAmt"), .txAmt),
            (XMLReader.key("CntrValAmt"), .cntrValAmt), (XMLReader.key("Strd"), .strd), (XMLReader.key("CdtrRefInf"), .cdtrRefInf),
            (XMLReader.key("Ref"), .ref), (XMLReader.key("Refs"), .refs), (XMLReader.key("EndToEndId"), .endToEndId),
            (XMLReader.key("DbtrAcct"), .dbtrAcct), (XMLReader.key("CdtrAcct"), .cdtrAcct), (XMLReader.key("Id"), .id),
            (XMLReader.key("IBAN"), .iban), (XMLReader.key("Othr"), .othr), (XMLReader.key("InstdAmt"), .instdAmt),
            (XMLReader.key("Btch"), .btch), (XMLReader.key("PmtInfId"), .pmtInfId),
        ]

        /// ``keys`` by hash: 128 slots (under half full), each name found in a multiply and
        /// a comparison or two, where a walk through all the keys compared every name a file
        /// holds that the mapping does not read with each of them.
        private static let table: [(UInt128, Name)] = {
            var slots = [(UInt128, Name)](repeating: (0, .other), count: 128)
            for (key, name) in keys {
                var slot = Name.slot(key)
                while slots[slot].0 != 0 { slot = (slot + 1) & 127 }
                slots[slot] = (key, name)
            }
            return slots
        }()

        /// The first slot of a key: its two halves mixed and multiplied, the top seven bits.
        @inline(__always)
        private static func slot(_ key: UInt128) -> Int {
            let mixed = UInt64(truncatingIfNeeded: key) ^ UInt64(truncatingIfNeeded: key >> 64) &* 31
            return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 57)
        }

        init(_ key: UInt128) {
            // A key of 0 (a name longer than 16 bytes) is in no slot: an empty slot ends the search.
            var slot = Name.slot(key)
            while true {
                let entry = Name.table[slot]
                if entry.0 == key, key != 0 { self = entry.1; return }
                if entry.0 == 0 { self = .other; return }
                slot = (slot + 1) & 127
            }
        }

        var bit: UInt64 { 1 << UInt64(rawValue) }

        /// Its index in ``CamtEntryFields/once`` when it is one of them (as a child of the entry).
        var once: Int? {
            switch self {
            case .amt: 0
            case .cdtDbtInd: 1
            case .sts: 2
            case .bookgDt: 3
            case .valDt: 4
            case .rvslInd: 5
            default: nil
            }
        }

        /// The counterparty role this name is, if it is one.
        var role: CamtEntryFields.Role? {
            switch self {
            case .dbtr: .debtor
            case .cdtr: .creditor
            case .ultmtDbtr: .ultimateDebtor
            case .ultmtCdtr: .ultimateCreditor
            default: nil
            }
        }
    }

    /// Where an element stands, for what its children mean.
    private enum Context {
        case entry, status, bookingDate, valueDate, bankCode, domain, family, proprietaryCode, details(first: Bool), transaction,
             parties, party(CamtEntryFields.Role), partyOf(CamtEntryFields.Role), remittance, other,
             amountDetails(inTransaction: Bool), amountOf(inTransaction: Bool), structured, creditorReference,
             references, partyAccount(CamtEntryFields.Role), accountID(CamtEntryFields.Role), otherAccount(CamtEntryFields.Role),
             instructedOf(inTransaction: Bool), batch

        /// The context and slot of a child with this name (`first`: the first of its name here).
        func child(_ name: Name, first: Bool) -> (Context, Slot) {
            switch (self, name) {
            case (.entry, .sts) where first: (.status, .statusText)
            case (.entry, .amt) where first: (.other, .amount)
            case (.entry, .cdtDbtInd) where first: (.other, .indicator)
            case (.entry, .bookgDt) where first: (.bookingDate, .none)
            case (.entry, .valDt) where first: (.valueDate, .none)
            case (.entry, .rvslInd) where first: (.other, .reversal)
            case (.entry, .acctSvcrRef) where first: (.other, .servicerReference)
            case (.entry, .ntryRef) where first: (.other, .entryReference)
            case (.entry, .addtlNtryInf) where first: (.other, .entryText)
            case (.entry, .bkTxCd) where first: (.bankCode, .none)
            case (.entry, .ntryDtls): (.details(first: first), .none)
            case (.entry, .amtDtls) where first: (.amountDetails(inTransaction: false), .none)
            case (.transaction, .amtDtls) where first: (.amountDetails(inTransaction: true), .none)
            case (.amountDetails(let inTransaction), .txAmt) where first, (.amountDetails(let inTransaction), .cntrValAmt) where first:
                (.amountOf(inTransaction: inTransaction), .none)
            case (.amountOf(let inTransaction), .amt) where first: (.other, .counterValue(inTransaction: inTransaction))
            case (.amountDetails(let inTransaction), .instdAmt) where first: (.instructedOf(inTransaction: inTransaction), .none)
            case (.instructedOf(let inTransaction), .amt) where first: (.other, .instructed(inTransaction: inTransaction))
            case (.remittance, .strd) where first: (.structured, .none)
            case (.structured, .cdtrRefInf) where first: (.creditorReference, .none)
            case (.creditorReference, .ref) where first: (.other, .creditorReference)
            case (.status, .cd) where first: (.other, .statusCode)
            case (.status, .prtry) where first: (.other, .statusProprietary)
            case (.bookingDate, .dt) where first: (.other, .bookingDate)
            case (.bookingDate, .dtTm) where first: (.other, .bookingDateTime)
            case (.valueDate, .dt) where first: (.other, .valueDate)
            case (.valueDate, .dtTm) where first: (.other, .valueDateTime)
            case (.bankCode, .domn) where first: (.domain, .none)
            case (.bankCode, .prtry) where first: (.proprietaryCode, .none)
            case (.domain, .cd) where first: (.other, .domainCode)
            case (.domain, .fmly) where first: (.family, .none)
            case (.family, .cd) where first: (.other, .familyCode)
            case (.family, .subFmlyCd) where first: (.other, .subFamilyCode)
            case (.proprietaryCode, .cd) where first: (.other, .proprietaryCode)
            case (.details, .txDtls): (.transaction, .transactionStart)
            case (.details(first: true), .btch) where first: (.batch, .none)
            case (.batch, .pmtInfId) where first: (.other, .batchPaymentInformation)
            case (.transaction, .refs) where first: (.references, .none)
            case (.references, .endToEndId) where first: (.other, .endToEndId)
            case (.references, .acctSvcrRef) where first: (.other, .transactionReference)
            case (.transaction, .amt) where first: (.other, .transactionAmount)
            case (.transaction, .cdtDbtInd) where first: (.other, .transactionIndicator)
            case (.parties, .dbtrAcct) where first: (.partyAccount(.debtor), .none)
            case (.parties, .cdtrAcct) where first: (.partyAccount(.creditor), .none)
            case (.partyAccount(let role), .id) where first: (.accountID(role), .none)
            case (.accountID(let role), .iban) where first: (.other, .accountIBAN(role))
            case (.accountID(let role), .othr) where first: (.otherAccount(role), .none)
            case (.otherAccount(let role), .id) where first: (.other, .accountOther(role))
            case (.transaction, .rltdPties) where first: (.parties, .none)
            case (.transaction, .rmtInf) where first: (.remittance, .remittanceStart)
            case (.transaction, .addtlTxInf) where first: (.other, .additional)
            case (.parties, _) where first && name.role != nil: (.party(name.role!), .none)
            case (.party(let role), .nm) where first: (.other, .partyName(role))
            case (.party(let role), .pty) where first: (.partyOf(role), .none)
            case (.partyOf(let role), .nm) where first: (.other, .partyOfName(role))
            case (.remittance, .ustrd): (.other, .remittanceLine)
            default: (.other, .none)
            }
        }
    }

    /// Which field an element's text fills, if any.
    fileprivate enum Slot {
        case none, statusText, statusCode, statusProprietary, amount, indicator, bookingDate, bookingDateTime,
             valueDate, valueDateTime, reversal, servicerReference, entryReference, entryText, domainCode, familyCode,
             subFamilyCode, proprietaryCode, transactionStart, remittanceStart, additional,
             partyName(CamtEntryFields.Role), partyOfName(CamtEntryFields.Role), remittanceLine,
             counterValue(inTransaction: Bool), creditorReference, endToEndId, transactionReference, transactionAmount,
             transactionIndicator, accountIBAN(CamtEntryFields.Role), accountOther(CamtEntryFields.Role),
             instructed(inTransaction: Bool), batchPaymentInformation

        /// Whether the element's own text is kept (else it is only checked).
        var keepsText: Bool {
            switch self {
            case .none, .transactionStart, .remittanceStart: false
            default: true
            }
        }
    }
}

extension CamtEntryFields {
    /// Fills the field of a slot with an element's own text, as ``XMLElement`` would give it:
    /// `value` trimmed and nil when empty, `Amt` trimmed, `Ustrd` as written.
    fileprivate mutating func set(_ slot: CamtEntryScanner.Slot, _ text: String) {
        let value: String? = {
            let trimmed = text.trimmingXMLSpace
            return trimmed.isEmpty ? nil : trimmed
        }()
        let last = transactions.count - 1
        switch slot {
        case .none, .transactionStart, .remittanceStart: break
        case .statusText: statusText = value
        case .statusCode: statusCode = value
        case .statusProprietary: statusProprietary = value
        case .amount: amount?.text = text.trimmingXMLSpace
        case .indicator: indicator = value
        case .bookingDate: bookingDate = value
        case .bookingDateTime: bookingDateTime = value
        case .valueDate: valueDate = value
        case .valueDateTime: valueDateTime = value
        case .reversal: reversal = value
        case .servicerReference: servicerReference = value
        case .entryReference: entryReference = value
        case .entryText: entryText = value
        case .domainCode: domainCode = value
        case .familyCode: familyCode = value
        case .subFamilyCode: subFamilyCode = value
        case .proprietaryCode: proprietaryCode = value
        case .additional: transactions[last].additional = value
        case .partyName(let role): transactions[last].parties[role].name = value
        case .partyOfName(let role): transactions[last].parties[role].partyName = value
        case .remittanceLine: transactions[last].remittance?.append(text)
        case .creditorReference: transactions[last].creditorReference = value
        case .endToEndId: transactions[last].endToEndId = value
        case .transactionReference: transactions[last].servicerReference = value
        case .transactionAmount: transactions[last].amount?.text = text.trimmingXMLSpace
        case .transactionIndicator: transactions[last].indicator = value
        case .accountIBAN(.debtor): transactions[last].debtorAccount.iban = value
        case .accountIBAN: transactions[last].creditorAccount.iban = value
        case .accountOther(.debtor): transactions[last].debtorAccount.other = value
        case .accountOther: transactions[last].creditorAccount.other = value
        case .instructed(let inTransaction):
            if inTransaction { transactions[last].instructed?.text = text.trimmingXMLSpace } else { instructed?.text = text.trimmingXMLSpace }
        case .batchPaymentInformation: batchPaymentInformation = value
        case .counterValue(let inTransaction):
            if inTransaction {
                transactions[last].counterValues[transactions[last].counterValues.count - 1].text = text.trimmingXMLSpace
            } else {
                counterValues[counterValues.count - 1].text = text.trimmingXMLSpace
            }
        }
    }
}
