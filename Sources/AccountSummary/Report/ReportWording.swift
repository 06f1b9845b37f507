import Foundation

/// The words of one report: a catalog, the language chosen from the locale, and the
/// locale's digits for the numbers inside phrases.
///
/// Made once per report; sections ask it for each phrase once when they lay themselves out
/// (a page marker's format once per list, filled per page), never per row.
///
/// Numbers in phrases (page numbers, row ranges, counts) are written with the locale's own
/// digits, the digits Foundation writes the locale's amounts in (`٢` in `ar_EG`), and, like
/// the page numbers they stand beside, without grouping. The plural form is still chosen
/// from the number itself.
///
/// ```swift
/// let words = ReportWording(catalog: .builtIn, localeIdentifier: "ar_EG")
/// words.language                                              // "ar"
/// words.phrase(.pagingPage, [words.number(2), words.number(3)])  // "الصفحة ٢ من ٣"
/// ReportWording(catalog: .builtIn, localeIdentifier: "sw_KE").language  // "en"
/// ```
public struct ReportWording: Sendable {
    /// Where the phrases come from (the built-in catalog, or a user's laid over it).
    public let catalog: StringCatalog
    /// The catalog language the words are in: also the HTML `lang`.
    public let language: String
    /// The locale's digits 0–9 (one scalar each), or nil when they are ASCII's.
    let digits: [Unicode.Scalar]?
    /// The phrases a report writes on every row (a transaction's details), read once here.
    private var perRow: [PhraseKey: PhraseFormat] = [:]

    /// The wording of a report for a locale.
    ///
    /// - Parameters:
    ///   - catalog: the phrases.
    ///   - localeIdentifier: the report's locale (`de_CH`, `ar_EG`); the language follows
    ///     ``LanguageChoice``'s chain, the digits the locale's numbering system.
    public init(catalog: StringCatalog, localeIdentifier: String) {
        self.catalog = catalog
        language = catalog.language(for: localeIdentifier)
        digits = ReportWording.digits(of: Locale(identifier: localeIdentifier))
        for key in [PhraseKey.transactionReference, .transactionCounterparty, .transactionOriginalAmount] {
            perRow[key] = lookUp(key, count: nil)
        }
    }

    /// Whether the words are written right to left (Arabic, Hebrew): the HTML `dir`.
    public var isRightToLeft: Bool { LanguageChoice.isRightToLeft(language) }

    /// A phrase with its placeholders filled by `arguments` in order; `count` picks the plural form.
    ///
    /// ```swift
    /// words.phrase(.countTransactions, count: 22, [words.number(22)])  // "22 операции" in Russian
    /// ```
    public func phrase(_ key: PhraseKey, count: Int? = nil, _ arguments: [String] = []) -> String {
        format(key, count: count).filled(with: arguments.map(PhraseArgument.text))
    }

    /// A phrase's value split into words and placeholders, to fill many times (a page
    /// marker per page) or with values a writer styles (a name, a date).
    public func format(_ key: PhraseKey, count: Int? = nil) -> PhraseFormat {
        if count == nil, let format = perRow[key] { return format }
        return lookUp(key, count: count)
    }

    private func lookUp(_ key: PhraseKey, count: Int?) -> PhraseFormat {
        let unit = catalog.unit(key.rawValue, language: language, count: count)
            ?? catalog.unit(key.rawValue, language: catalog.sourceLanguage, count: count)
        // A user's catalog is input like any other: no escape sequence or bidi control gets through.
        return PhraseFormat(TextSafety.sanitized(unit?.value ?? key.rawValue))
    }

    /// A whole number in the locale's digits, ungrouped: `"57"`, `"٥٧"`.
    public func number(_ value: Int) -> String {
        let ascii = String(value)
        guard let digits else { return ascii }
        var result = ""
        for byte in ascii.utf8 {
            if (48...57).contains(byte) { result.unicodeScalars.append(digits[Int(byte - 48)]) } else { result.unicodeScalars.append(Unicode.Scalar(byte)) }
        }
        return result
    }

    /// The CSS counter style that writes page numbers in the locale's digits
    /// (`arabic-indic`), or nil for ASCII digits (CSS's `decimal`).
    public var counterStyle: String? {
        guard let zero = digits?.first else { return nil }
        return ReportWording.counterStyles[zero.value]
    }

    /// CSS's predefined counter styles (CSS Counter Styles 3, §6.1), by the digit zero they start from.
    private static let counterStyles: [UInt32: String] = [
        0x0660: "arabic-indic", 0x06F0: "persian", 0x0966: "devanagari", 0x09E6: "bengali", 0x0A66: "gurmukhi",
        0x0AE6: "gujarati", 0x0B66: "oriya", 0x0C66: "telugu", 0x0CE6: "kannada", 0x0D66: "malayalam",
        0x0E50: "thai", 0x0ED0: "lao", 0x0F20: "tibetan", 0x1040: "myanmar", 0x17E0: "khmer", 0x1810: "mongolian",
    ]

    /// The digits Foundation writes a locale's numbers with, or nil when they are ASCII.
    private static func digits(of locale: Locale) -> [Unicode.Scalar]? {
        let style = IntegerFormatStyle<Int>(locale: locale).grouping(.never)
        var digits: [Unicode.Scalar] = []
        for value in 0...9 {
            // A digit is one decimal-digit scalar (bidi marks around it aside); anything else
            // means the locale's numbers are not plain digits, and ASCII is the safer choice.
            let scalars = value.formatted(style).unicodeScalars.filter { $0.properties.generalCategory != .format }
            guard scalars.count == 1, let digit = scalars.first, digit.properties.numericType == .decimal else { return nil }
            digits.append(digit)
        }
        return digits == Array("0123456789".unicodeScalars) ? nil : digits
    }
}
