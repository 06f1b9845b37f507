/// The ISO 4217 minor unit of each current currency code: how many digits an amount "in whole
/// minor units" has after its decimal point (`USD` 2, `JPY` 0, `BHD` 3, `CLF` 4).
///
/// This is ISO's figure, not the display digits a locale shows (Foundation shows `IQD` with 0
/// fraction digits; ISO gives it 3): it is what a file that writes amounts without a decimal
/// point (BAI2's `12345`) means, and the contract says so ("The ISO 4217 minor unit, not the
/// display digits, is what 'an amount in whole minor units' means").
///
/// The table is SIX's list one (ISO 4217 Table A.1, "current currency & funds", the maintenance
/// agency's `list-one.xml`) as datasets/currency-codes copies it each month into
/// `data/codes-all.csv` (commit ab9b0ae88e8bffd4ac1c468ce9c784738d3376ba, 2026-02-01; public
/// domain, ODC-PDDL): every row without a withdrawal date. Regenerated with
///
///     python3 -c 'import csv,sys; [print(r["AlphabeticCode"], r["MinorUnit"]) for r in
///         csv.DictReader(open(sys.argv[1])) if r["AlphabeticCode"] and not r["WithdrawalDate"]]' codes-all.csv
///
/// and checked against that file, kept unchanged in the tests (`CurrencyMinorUnitTests`).
///
/// ```swift
/// CurrencyMinorUnit.minorUnit(of: "BHD")  // 3
/// CurrencyMinorUnit.minorUnit(of: "XAU")  // nil: gold has no minor unit ("N.A." in the list)
/// CurrencyMinorUnit.minorUnit(of: "ZZZ")  // nil: not a current code
/// ```
package enum CurrencyMinorUnit {
    /// The minor unit of a current ISO 4217 code; nil for a code the list gives none ("N.A.":
    /// gold, SDRs, the test and "no currency" codes) and for any code it does not list.
    ///
    /// ```swift
    /// CurrencyMinorUnit.minorUnit(of: "JPY")  // 0
    /// ```
    /// - Parameter code: three capital letters, as ISO 4217 writes them (`usd` is not listed).
    package static func minorUnit(of code: String) -> Int? {
        units[code]
    }

    /// Whether ISO 4217's list of current codes holds the code, with or without a minor unit.
    ///
    /// ```swift
    /// CurrencyMinorUnit.isListed("XAU")  // true
    /// CurrencyMinorUnit.isListed("DEM")  // false: withdrawn in 2002
    /// ```
    package static func isListed(_ code: String) -> Bool {
        units[code] != nil || withoutMinorUnit.contains(code)
    }

    /// Every current code with a minor unit.
    package static var codes: [String] { units.keys.sorted() }

    /// Every current code the list gives no minor unit ("N.A.").
    package static var codesWithoutMinorUnit: [String] { withoutMinorUnit.sorted() }

    private static let units: [String: Int] = [
        "AED": 2, "AFN": 2, "ALL": 2, "AMD": 2, "AOA": 2, "ARS": 2, "AUD": 2, "AWG": 2, "AZN": 2, "BAM": 2, "BBD": 2,
        "BDT": 2, "BHD": 3, "BIF": 0, "BMD": 2, "BND": 2, "BOB": 2, "BOV": 2, "BRL": 2, "BSD": 2, "BTN": 2, "BWP": 2,
        "BYN": 2, "BZD": 2, "CAD": 2, "CDF": 2, "CHE": 2, "CHF": 2, "CHW": 2, "CLF": 4, "CLP": 0, "CNY": 2, "COP": 2,
        "COU": 2, "CRC": 2, "CUP": 2, "CVE": 2, "CZK": 2, "DJF": 0, "DKK": 2, "DOP": 2, "DZD": 2, "EGP": 2, "ERN": 2,
        "ETB": 2, "EUR": 2, "FJD": 2, "FKP": 2, "GBP": 2, "GEL": 2, "GHS": 2, "GIP": 2, "GMD": 2, "GNF": 0, "GTQ": 2,
        "GYD": 2, "HKD": 2, "HNL": 2, "HTG": 2, "HUF": 2, "IDR": 2, "ILS": 2, "INR": 2, "IQD": 3, "IRR": 2, "ISK": 0,
        "JMD": 2, "JOD": 3, "JPY": 0, "KES": 2, "KGS": 2, "KHR": 2, "KMF": 0, "KPW": 2, "KRW": 0, "KWD": 3, "KYD": 2,
        "KZT": 2, "LAK": 2, "LBP": 2, "LKR": 2, "LRD": 2, "LSL": 2, "LYD": 3, "MAD": 2, "MDL": 2, "MGA": 2, "MKD": 2,
        "MMK": 2, "MNT": 2, "MOP": 2, "MRU": 2, "MUR": 2, "MVR": 2, "MWK": 2, "MXN": 2, "MXV": 2, "MYR": 2, "MZN": 2,
        "NAD": 2, "NGN": 2, "NIO": 2, "NOK": 2, "NPR": 2, "NZD": 2, "OMR": 3, "PAB": 2, "PEN": 2, "PGK": 2, "PHP": 2,
        "PKR": 2, "PLN": 2, "PYG": 0, "QAR": 2, "RON": 2, "RSD": 2, "RUB": 2, "RWF": 0, "SAR": 2, "SBD": 2, "SCR": 2,
        "SDG": 2, "SEK": 2, "SGD": 2, "SHP": 2, "SLE": 2, "SOS": 2, "SRD": 2, "SSP": 2, "STN": 2, "SVC": 2, "SYP": 2,
        "SZL": 2, "THB": 2, "TJS": 2, "TMT": 2, "TND": 3, "TOP": 2, "TRY": 2, "TTD": 2, "TWD": 2, "TZS": 2, "UAH": 2,
        "UGX": 0, "USD": 2, "USN": 2, "UYI": 0, "UYU": 2, "UYW": 4, "UZS": 2, "VED": 2, "VES": 2, "VND": 0, "VUV": 0,
        "WST": 2, "XAD": 2, "XAF": 0, "XCD": 2, "XCG": 2, "XOF": 0, "XPF": 0, "YER": 2, "ZAR": 2, "ZMW": 2, "ZWG": 2,
    ]

    private static let withoutMinorUnit: Set<String> = [
        "XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX",
    ]
}
