import AccountSummary

/// The OpenType script and language tags a font's tables are searched for, from a Unicode
/// script and a BCP 47 language, in HarfBuzz's order (OpenType spec, "Script tags" and
/// "Language system tags"; HarfBuzz's `hb_ot_tags_from_script_and_language`).
///
/// ```swift
/// OpenTypeScriptTags.tags(for: .devanagari)     // ["dev3", "dev2", "deva"]
/// OpenTypeScriptTags.tags(for: .hiragana)       // ["kana"]
/// OpenTypeScriptTags.languageTags(for: "ar-EG") // ["ARA "]
/// ```
enum OpenTypeScriptTags {
    /// The tags to look for, best first.
    static func tags(for script: UnicodeTables.Script) -> [OpenTypeTag] {
        var tags: [OpenTypeTag] = []
        let newTags: [UnicodeTables.Script: String] = [
            .bengali: "bng2", .devanagari: "dev2", .gujarati: "gjr2", .gurmukhi: "gur2", .kannada: "knd2",
            .malayalam: "mlm2", .oriya: "ory2", .tamil: "tml2", .telugu: "tel2", .myanmar: "mym2",
        ]
        if let new = newTags[script] {
            if script != .myanmar { tags.append(OpenTypeTag(String(new.dropLast()) + "3")) }
            tags.append(OpenTypeTag(new))
        }
        if let old = oldTag(for: script) { tags.append(old) }
        return tags
    }

    /// The pre-Indic-2 tag: the ISO 15924 code with a lowercase first letter, but for a few.
    private static func oldTag(for script: UnicodeTables.Script) -> OpenTypeTag? {
        switch script {
        case .hiragana: return OpenTypeTag("kana")
        case .lao: return OpenTypeTag("lao ")
        case .yi: return OpenTypeTag("yi  ")
        case .nko: return OpenTypeTag("nko ")
        case .vai: return OpenTypeTag("vai ")
        default:
            let code = script.code
            return OpenTypeTag(code.prefix(1).lowercased() + code.dropFirst())
        }
    }

    /// The language system tags for `language` (a BCP 47 tag), empty when the language is
    /// unknown here (the default language system is used then, as for a language a font
    /// does not list). The table holds HarfBuzz's mapping for the package's languages and the
    /// languages written in the scripts it shapes.
    static func languageTags(for language: String?) -> [OpenTypeTag] {
        guard let language = language?.lowercased().replacingOccurrences(of: "_", with: "-"), !language.isEmpty else { return [] }
        let subtags = language.split(separator: "-").map(String.init)
        if subtags.first == "zh" {
            if subtags.contains("hant") || subtags.contains("tw") { return [OpenTypeTag("ZHT ")] }
            if subtags.contains("hk") || subtags.contains("mo") { return [OpenTypeTag("ZHH ")] }
            return [OpenTypeTag("ZHS ")]
        }
        guard let first = subtags.first, let tags = languages[first] else { return [] }
        return tags.map(OpenTypeTag.init)
    }

    private static let languages: [String: [String]] = [
        "ar": ["ARA "], "arb": ["ARA "], "bg": ["BGR "], "bn": ["BEN "], "ca": ["CAT "], "cs": ["CSY "], "da": ["DAN "],
        "de": ["DEU "], "el": ["ELL "], "en": ["ENG "], "es": ["ESP "], "fa": ["FAR "], "fi": ["FIN "], "fr": ["FRA "],
        "gu": ["GUJ "], "he": ["IWR "], "hi": ["HIN "], "hu": ["HUN "], "it": ["ITA "], "ja": ["JAN "],
        "kn": ["KAN "], "ko": ["KOR ", "KOH "], "ks": ["KSH "], "mk": ["MKD "], "ml": ["MAL ", "MLR "], "mr": ["MAR "],
        "nb": ["NOR "], "ne": ["NEP "], "nl": ["NLD "], "pa": ["PAN "], "pl": ["PLK "], "pt": ["PTG "], "ro": ["ROM "],
        "ru": ["RUS "], "sa": ["SAN "], "sd": ["SND "], "sr": ["SRB "], "sv": ["SVE "], "ta": ["TAM "], "te": ["TEL "],
        "th": ["THA "], "tr": ["TRK "], "uk": ["UKR "], "ur": ["URD "], "vi": ["VIT "], "yi": ["JII "],
    ]

    /// The direction a script is written in (HarfBuzz's `hb_script_get_horizontal_direction`):
    /// nil for the scripts written either way.
    static func horizontalDirection(of script: UnicodeTables.Script) -> TextDirection? {
        switch script {
        case .arabic, .hebrew, .syriac, .thaana, .cypriot, .kharoshthi, .phoenician, .nko, .lydian, .avestan, .imperialAramaic,
             .inscriptionalPahlavi, .inscriptionalParthian, .oldSouthArabian, .oldTurkic, .samaritan, .mandaic, .meroiticCursive,
             .meroiticHieroglyphs, .manichaean, .mendeKikakui, .nabataean, .oldNorthArabian, .palmyrene, .psalterPahlavi, .hatran,
             .adlam, .hanifiRohingya, .oldSogdian, .sogdian, .elymaic, .chorasmian, .yezidi, .oldUyghur:
            return .rightToLeft
        case .oldHungarian, .oldItalic, .runic:
            return nil
        default:
            return .leftToRight
        }
    }
}
