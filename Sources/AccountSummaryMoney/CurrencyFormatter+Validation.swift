import AccountSummarySupport
import Foundation

extension CurrencyFormatter {
    /// Checks that a code is one ISO 4217 lists, as Foundation knows it.
    ///
    /// ```swift
    /// try CurrencyFormatter.validate(currency: "KWD")  // passes
    /// try CurrencyFormatter.validate(currency: "usd")  // throws .malformedCurrencyCode("usd")
    /// ```
    package static func validate(currency code: String) throws(MoneyError) {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
            throw .malformedCurrencyCode(code)
        }
        guard isoCurrencies.contains(code) else { throw .unknownCurrency(code) }
    }

    /// Checks that Foundation has data for a locale's language, and that its region (if any) exists.
    ///
    /// `Locale.availableIdentifiers` is not the test: `zh_CN` and `ur_PK` are
    /// missing from it yet format correctly, while `xx_INVALID` formats with
    /// root data, silently.
    ///
    /// ```swift
    /// try CurrencyFormatter.validate(locale: Locale(identifier: "zh_CN"))       // passes
    /// try CurrencyFormatter.validate(locale: Locale(identifier: "xx_INVALID"))  // throws .unknownLocale
    /// ```
    package static func validate(locale: Locale) throws(MoneyError) {
        let identifier = locale.identifier
        // A run checks its locale where the option, the document and the formatter each take it.
        if validatedLocales.withLock({ $0.contains(identifier) }) { return }
        // ICU holds a locale's name in 157 bytes with its terminating zero: a longer one made it
        // fall back to root data silently (at 200 characters) or read out of bounds and crash
        // (at 177, found by the fuzzer), so it never reaches ICU.
        let shape = identifier.utf8.count <= Self.longestLocaleIdentifier && identifier.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "_-@=;.".unicodeScalars.contains($0))
        }
        let components = Locale.Components(identifier: identifier).languageComponents
        guard shape, let language = components.languageCode?.identifier.lowercased() else {
            throw .unknownLocale(identifier, reason: .malformed)
        }
        guard knownLanguages.contains(language) else {
            throw .unknownLocale(identifier, reason: .unknownLanguage(language))
        }
        if let region = components.region, !isoRegions.contains(region.identifier) {
            throw .unknownLocale(identifier, reason: .unknownRegion(region.identifier))
        }
        validatedLocales.withLock { _ = $0.insert(identifier) }
    }

    /// The longest locale identifier ``validate(locale:)`` lets through: ICU's
    /// `ULOC_FULLNAME_CAPACITY` (157) less its terminating zero.
    static let longestLocaleIdentifier = 156

    /// The locale identifiers ``validate(locale:)`` has passed in this process.
    private static let validatedLocales = Locked<Set<String>>([])

    /// ISO 3166's regions as Foundation lists them (`Locale.Region.isoRegions` asks ICU anew on
    /// every call).
    private static let isoRegions: Set<String> = Set(Locale.Region.isoRegions.map(\.identifier))

    private static let isoCurrencies: Set<String> = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    /// Languages Foundation ships data for: those of its available locales, each the first
    /// part of an identifier (`zh_Hans_CN`: `zh`), as ICU writes them. Taken apart by
    /// `Locale.Components` the same set costs a few per cent of a small statement's process
    /// time; a test holds the two equal.
    static let knownLanguages: Set<String> = Set(Locale.availableIdentifiers.compactMap {
        $0.split(separator: "_", maxSplits: 1).first.map { $0.lowercased() }
    })
}
