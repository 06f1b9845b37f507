extension AccountType {
    /// The key of this type's label on tiles and in the totals.
    ///
    /// ```swift
    /// AccountType.creditCard.labelKey  // .accountTypeCreditCard ("Credit Card")
    /// ```
    public var labelKey: PhraseKey {
        switch kind {
        case .banking: .accountTypeBanking
        case .creditCard: .accountTypeCreditCard
        case .investment: .accountTypeInvestment
        }
    }

    /// The key of the title above this type's balance on its tile.
    public var balanceTitleKey: PhraseKey {
        switch kind {
        case .banking, .creditCard: .balanceCurrent
        case .investment: .balanceValue
        }
    }

    /// The key of this type in a filter's words ("type creditCard").
    var filterKey: PhraseKey {
        switch kind {
        case .banking: .filterTypeBanking
        case .creditCard: .filterTypeCreditCard
        case .investment: .filterTypeInvestment
        }
    }

    /// The keys of this type's statement lines: opening, money in, money out, closing.
    ///
    /// ```swift
    /// AccountType.creditCard.statementKeys.opening  // .cardPreviousBalance ("Previous balance")
    /// ```
    var statementKeys: (opening: PhraseKey, moneyIn: PhraseKey, moneyOut: PhraseKey, closing: PhraseKey) {
        switch kind {
        case .banking: (.statementOpeningBalance, .statementMoneyIn, .statementMoneyOut, .statementClosingBalance)
        case .creditCard: (.cardPreviousBalance, .cardPaymentsAndCredits, .cardPurchasesAndCharges, .cardNewBalance)
        case .investment: (.investmentOpeningValue, .investmentContributions, .investmentWithdrawals, .investmentClosingValue)
        }
    }
}

extension TransactionStatus {
    /// The key of this status's word in a list's status column.
    var wordKey: PhraseKey {
        switch self {
        case .pending: .statusPending
        case .completed: .statusCompleted
        }
    }
}
