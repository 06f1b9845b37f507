import AccountSummary
import Foundation

/// The texts shaping is checked on against HarfBuzz: every phrase of the built-in catalog in
/// Arabic and Hindi (each plural form, placeholders filled with real names, amounts formatted
/// in the Arabic and Indian locales by the package's ``CurrencyFormatter``, dates and counts),
/// real Arabic and Hindi names, the Hebrew phrases, Thai text, and Latin, Greek and Cyrillic
/// with combining marks (decomposed, stacked) and the catalog's Latin and Cyrillic phrases.
///
/// ```swift
/// ShapingCorpus.arabic.count   // several hundred texts
/// ```
enum ShapingCorpus {
    static let arabicNames = [
        "محمد عبد الله", "فاطمة الزهراء", "عبد الرحمن بن خالد", "نور الهدى", "أحمد الشّريف", "مُحَمَّد عَلِيّ", "عائشة",
        "يوسف القرضاوي", "ليلى", "إبراهيم الخليل", "سُلَيْمَان", "شركة الاتصالات السعودية", "مصرف الراجحي", "لؤلؤة",
    ]

    static let hindiNames = [
        "राजेश कुमार शर्मा", "प्रिया सिंह", "अर्जुन मल्होत्रा", "श्रीनिवास रामानुजन", "लक्ष्मी", "क्षितिज त्रिपाठी", "ज्ञानेश्वर",
        "हृषिकेश", "द्रौपदी", "सौरभ चट्टोपाध्याय", "भारतीय स्टेट बैंक", "कृष्णमूर्ति", "आदित्य बिड़ला", "स्वर्णिम पुष्प",
    ]

    static let hebrewNames = ["דני כהן", "שָׁלוֹם עֲלֵיכֶם", "בַּנְק הַפּוֹעֲלִים", "יִשְׂרָאֵל", "מכולת שׁמואל"]

    static let thai = [
        "ยอดคงเหลือ", "บัญชีออมทรัพย์", "ธนาคารกรุงเทพ", "น้ำ ก่ำ ทำ", "สวัสดีครับ", "ผู้ใช้", "กิ่งไม้", "ค่าธรรมเนียม ๑๒๓.๕๐ บาท",
        "เงินฝากประจำ", "ปู่ฟ้า", "ฤๅษี", "ดอกเบี้ยเงินกู้ที่ค้างชำระ", "ใบแจ้งยอดบัญชี", "รายการเดินบัญชี", "ยอดยกมา",
        "ยอดยกไป", "ถอนเงินสด", "โอนเงินเข้า", "ชำระค่าบัตรเครดิต", "วันที่ทำรายการ", "นางสาวสมศรี ใจดี", "นายสมชาย รักไทย",
        "ศูนย์การค้าเซ็นทรัล", "ค่าน้ำประปา", "ภาษีมูลค่าเพิ่ม", "ดุลบัญชีเดินสะพัด", "กรุงเทพมหานคร ๑๐๑๑๐", "สำเร็จ",
    ]

    /// Latin, Greek and Cyrillic with combining marks: decomposed, stacked, and precomposed forms beside them.
    static let marks = [
        "Cafe\u{301} de Flore", "Zu\u{308}rich Kantonalbank", "Nguye\u{302}\u{303}n Va\u{306}n A\u{301}nh", "a\u{306}\u{323} a\u{302}\u{303} u\u{31B}\u{323}",
        "A\u{30A}\u{301}ngstro\u{308}m", "o\u{328}\u{301} e\u{328} s\u{301}", "x\u{323}\u{307} q\u{307}\u{323} n\u{303}\u{304}",
        "Ελλη\u{301}νικη\u{301} Τρα\u{301}πεζα", "α\u{313}\u{300}γιος ω\u{345}\u{342}", "Ι\u{308}\u{301}ρις",
        "моло\u{301}ко и\u{306} е\u{308}лка", "Сбербанк Росси\u{301}и", "Ё ё й Й ї",
        "Müller & Söhne GmbH", "Ελληνική Τράπεζα", "Сбербанк России", "office fiancé ffl", "AVAWAY Ta Te Yo",
        "Łódź Świętokrzyska", "İstanbul Şişli", "Ǆemal ǈubljana", "g\u{30C} ǧ h\u{331} ẖ",
    ]

    /// Amounts in the Arabic and Indian locales the package ships, as its formatter writes them.
    static func amounts(locales: [String], currencies: [String]) -> [String] {
        let values = ["1234.5", "-98765.43", "1234567.89", "0.05", "-0.5", "250000"]
        var amounts: [String] = []
        for locale in locales {
            for currency in currencies {
                guard let formatter = try? CurrencyFormatter(currency: currency, locale: Locale(identifier: locale)) else { continue }
                for value in values { amounts.append(formatter.format(Decimal(string: value)!)) }
            }
        }
        return amounts
    }

    static let arabicAmounts = amounts(locales: ["ar", "ar_EG", "ar_SA"], currencies: ["SAR", "EGP", "AED", "USD"])
    static let hindiAmounts = amounts(locales: ["hi_IN", "hi-IN-u-nu-deva"], currencies: ["INR", "USD"])

    /// Dates in the locale's long and abbreviated forms (Foundation's `Date.FormatStyle`).
    static func dates(_ locale: String) -> [String] {
        let date = Date(timeIntervalSince1970: 1_794_960_000)  // 2026-11-18
        let utc = TimeZone(identifier: "UTC")!
        return [date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: Locale(identifier: locale), timeZone: utc)),
                date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Locale(identifier: locale), timeZone: utc))]
    }

    /// Every phrase of the catalog in `language`, each plural form, filled with each list of arguments.
    static func phrases(_ language: String, fillings: [[String]]) -> [String] {
        let catalog = StringCatalog.builtIn
        let counts = [0, 1, 2, 3, 11, 100, 1_000_000]
        var texts: [String] = []
        for key in catalog.keys {
            guard let localization = catalog.entries[key]?.localizations[language] else { continue }
            let plural: Bool
            switch localization {
            case .unit: plural = false
            case .plural: plural = true
            }
            for filling in fillings {
                let arguments = filling.map(PhraseArgument.text)
                if plural {
                    for count in counts { texts.append(catalog.phrase(key, language: language, count: count, arguments: arguments)) }
                } else {
                    texts.append(catalog.phrase(key, language: language, arguments: arguments))
                }
            }
        }
        return texts
    }

    /// The fillings: names, amounts, then a mix of name, amount, date and count.
    static func fillings(names: [String], amounts: [String], dates: [String], numbers: [String]) -> [[String]] {
        var fillings: [[String]] = []
        for start in stride(from: 0, to: names.count, by: 5) {
            fillings.append((0..<5).map { names[(start + $0) % names.count] })
        }
        for start in stride(from: 0, to: amounts.count, by: 5) {
            fillings.append((0..<5).map { amounts[(start + $0) % amounts.count] })
        }
        for (index, number) in numbers.enumerated() {
            fillings.append([names[index % names.count], amounts[index % amounts.count], dates[index % dates.count], number,
                             amounts[(index + 7) % amounts.count]])
        }
        return fillings
    }

    static var arabic: [String] {
        let dates = dates("ar") + dates("ar_EG") + dates("ar_SA")
        return phrases("ar", fillings: fillings(names: arabicNames, amounts: arabicAmounts, dates: dates, numbers: ["12", "١٢", "٣٤٥"]))
            + arabicNames + arabicAmounts + dates
    }

    static var hindi: [String] {
        let dates = dates("hi_IN") + dates("hi-IN-u-nu-deva")
        return phrases("hi", fillings: fillings(names: hindiNames, amounts: hindiAmounts, dates: dates, numbers: ["12", "१२", "३४५"]))
            + hindiNames + hindiAmounts + dates
    }

    static var hebrew: [String] {
        let amounts = amounts(locales: ["he_IL"], currencies: ["ILS", "USD"])
        return phrases("he", fillings: fillings(names: hebrewNames, amounts: amounts, dates: dates("he_IL"), numbers: ["12"]))
            + hebrewNames + amounts
    }

    static var latin: [String] {
        var texts = marks
        for language in ["en", "de", "fr", "es", "it", "nl", "pl", "pt", "tr", "ru"] {
            let amounts = amounts(locales: [language], currencies: ["EUR", "USD", "RUB"])
            texts += phrases(language, fillings: [marks.prefix(5).map { $0 }, Array(amounts.prefix(5))])
        }
        return texts
    }
}
