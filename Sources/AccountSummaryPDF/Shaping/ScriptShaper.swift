import AccountSummary

/// The script-specific part of shaping, chosen by script as HarfBuzz chooses its shaper: the
/// features a script adds and their stages, how characters are normalized, when mark widths
/// are zeroed, and the reordering a script needs (Arabic joining, Indic syllables, Hebrew and
/// Thai marks). Everything else is the ``default`` shaper's.
///
/// Scripts HarfBuzz gives other shapers (Hangul, Khmer, Myanmar and the Universal Shaping
/// Engine's) are shaped by the default shaper here: the package's statements do not use them.
///
/// ```swift
/// ScriptShaper.choose(script: .devanagari, chosenScript: OpenTypeTag("dev2"), direction: .leftToRight)  // .indic
/// ```
enum ScriptShaper: Sendable, Hashable {
    case `default`, arabic, hebrew, thai, indic

    /// When mark advances are set to zero.
    enum ZeroWidthMarks: Sendable { case none, byDefinitionLate }

    /// How characters are decomposed and composed before glyphs are chosen.
    enum Normalization: Sendable { case composedDiacritics, composedDiacriticsNoShortCircuit }

    /// The shaper HarfBuzz 6 uses for `script` with the font's chosen `GSUB` script.
    static func choose(script: UnicodeTables.Script, chosenScript: OpenTypeTag?, direction: TextDirection) -> ScriptShaper {
        switch script {
        case .arabic, .syriac:
            return chosenScript != OpenTypeTag("DFLT") || script == .arabic ? .arabic : .default
        case .thai, .lao:
            return .thai
        case .hebrew:
            return .hebrew
        case .bengali, .devanagari, .gujarati, .gurmukhi, .kannada, .malayalam, .oriya, .tamil, .telugu:
            guard let chosenScript, chosenScript != OpenTypeTag("DFLT"), chosenScript != OpenTypeTag("latn") else { return .default }
            // A font with the Indic-3 tag (`dev3`…) goes to HarfBuzz's Universal Shaping Engine; not here.
            return chosenScript.rawValue & 0xFF == UInt32(UInt8(ascii: "3")) ? .default : .indic
        default:
            return .default
        }
    }

    var zeroWidthMarks: ZeroWidthMarks {
        self == .indic ? .none : .byDefinitionLate
    }

    var normalization: Normalization {
        self == .indic ? .composedDiacriticsNoShortCircuit : .composedDiacritics
    }

    /// The `GPOS` script this shaper positions with only (Hebrew: `hebr`; other fonts' `GPOS` is left out).
    var positioningScriptTag: OpenTypeTag? {
        self == .hebrew ? OpenTypeTag("hebr") : nil
    }

    /// Adds the script's features and pauses, between HarfBuzz's `Harf` and `Buzz` features.
    func collectFeatures(_ builder: inout ShapePlan.Builder, script: UnicodeTables.Script) {
        switch self {
        case .arabic:
            ArabicShaper.collectFeatures(&builder, script: script)
        case .indic:
            IndicShaper.collectFeatures(&builder)
        case .default, .hebrew, .thai:
            break
        }
    }

    /// Features the script turns off after all are collected.
    func overrideFeatures(_ builder: inout ShapePlan.Builder) {
        if self == .indic {
            builder.disable("liga")
            builder.addSubstitutionPause()
        }
    }

    /// The decomposition normalization uses: the canonical one, but for the characters a
    /// script keeps whole (Indic: Devanagari RRA, Bengali RRA and RHA, Tamil AU). A second of 0: one character.
    func decomposition(of scalar: UInt32) -> (UInt32, UInt32)? {
        if self == .indic, [0x0931, 0x09DC, 0x09DD, 0x0B94].contains(scalar) { return nil }
        return Shaper.canonicalDecomposition(scalar)
    }

    /// The composition normalization uses: the canonical one, but Indic split vowel signs stay
    /// split (and Bengali YA + NUKTA composes); and for Hebrew with a font that does not position
    /// marks, the presentation forms old fonts draw.
    func composition(_ first: UInt32, _ second: UInt32, hasPositioningMark: Bool) -> UInt32? {
        switch self {
        case .indic:
            if let scalar = Unicode.Scalar(first) {
                switch UnicodeTables.generalCategory(of: scalar) {
                case .nonspacingMark, .spacingMark, .enclosingMark: return nil
                default: break
                }
            }
            if first == 0x09AF, second == 0x09BC { return 0x09DF }
            return Shaper.canonicalComposition(first, second)
        case .hebrew:
            if let composed = Shaper.canonicalComposition(first, second) { return composed }
            return hasPositioningMark ? nil : HebrewShaper.presentationForm(first, second)
        default:
            return Shaper.canonicalComposition(first, second)
        }
    }
}
