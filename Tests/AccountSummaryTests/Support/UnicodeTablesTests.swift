@testable import AccountSummary
import AccountSummaryTestSupport
import Foundation
import Testing

/// The generated Unicode tables: the committed file is what `.ci/unicode/generate.py` writes
/// from Debian's unicode-data (so nobody edits it by hand and it matches its data), and the
/// values agree with an independent reading of the same data, the Swift runtime's own
/// properties, for every character both know in Unicode 15.0.
@Suite("Unicode tables")
struct UnicodeTablesTests {
    static let data = "/usr/share/unicode"
    static var available: Bool {
        FileManager.default.fileExists(atPath: data + "/UnicodeData.txt") && ExternalTool.find("python3") != nil
    }

    @Test("unicode-data and python3 are there in CI")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Self.available, "CI must have Debian's unicode-data and python3 (.ci/run installs them)")
        }
    }

    @Test("the committed table is what the generator writes", .enabled(if: available, "needs Debian's unicode-data and python3"))
    func generated() throws {
        let root = PackagePaths.root
        let verdict = try #require(ExternalTool.find("python3")).run([root.appendingPathComponent(".ci/unicode/generate.py").path, Self.data])
        #expect(verdict.status == 0, "\(verdict.stderr)")
        let committed = try String(contentsOf: root.appendingPathComponent("Sources/AccountSummary/Support/UnicodeTables.swift"), encoding: .utf8)
        #expect(verdict.stdout == committed, "regenerate: python3 .ci/unicode/generate.py > Sources/AccountSummary/Support/UnicodeTables.swift")
    }

    /// Unicode 16, which the Swift runtime reads, changed two general categories of 15.0:
    /// U+0295 LATIN LETTER PHARYNGEAL VOICED FRICATIVE (Ll to Lo) and U+1171E AHOM CONSONANT SIGN
    /// MEDIAL RA (Mn to Mc). The table keeps 15.0's, HarfBuzz 6's version.
    static let changedSince15 = ["295", "1171e"]

    @Test("general category and combining class equal the Swift runtime's for every character of Unicode 15.0")
    func agreesWithRuntime() {
        var differences: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                  (age.major, age.minor) <= (15, 0) else { continue }
            if UnicodeTables.generalCategory(of: scalar).code != Self.code(scalar.properties.generalCategory) {
                differences.append(String(value, radix: 16))
            }
            if UnicodeTables.canonicalCombiningClass(of: scalar) != scalar.properties.canonicalCombiningClass.rawValue {
                differences.append("ccc " + String(value, radix: 16))
            }
        }
        let runtimeVersion = Unicode.Scalar("\u{0295}").properties.generalCategory == .otherLetter
        #expect(differences == (runtimeVersion ? Self.changedSince15 : []), "\(differences.prefix(20))")
    }

    @Test("lookups", arguments: [
        ("\u{05D0}", "R", "N", "HL", "Hebr"), ("\u{0644}", "AL", "N", "AL", "Arab"), ("\u{0661}", "AN", "N", "NU", "Arab"),
        ("(", "ON", "Na", "OP", "Zyyy"), ("日", "L", "W", "ID", "Hani"), ("\u{FEFF}", "BN", "N", "WJ", "Zyyy"),
        ("क", "L", "N", "AL", "Deva"), ("\u{093F}", "L", "N", "CM", "Deva"), ("€", "ET", "A", "PR", "Zyyy"),
    ])
    func lookups(character: String, bidi: String, width: String, lineBreak: String, script: String) throws {
        let scalar = try #require(character.unicodeScalars.first)
        #expect(UnicodeTables.bidiClass(of: scalar).code == bidi)
        #expect(UnicodeTables.eastAsianWidth(of: scalar).code == width)
        #expect(UnicodeTables.lineBreak(of: scalar).code == lineBreak)
        #expect(UnicodeTables.script(of: scalar).code == script)
    }

    @Test("decompositions and compositions, Hangul by its algorithm")
    func normalization() throws {
        let e = try #require(UnicodeTables.canonicalDecomposition(of: "é"))
        #expect(e.0 == "e" && e.1 == "\u{301}")
        #expect(UnicodeTables.composition(of: "e", "\u{301}") == "é")
        #expect(UnicodeTables.composition(of: "\u{0915}", "\u{093C}") == nil)  // QA is excluded from composition
        #expect(UnicodeTables.composition(of: "\u{1100}", "\u{1161}") == "가")
        let gak = try #require(UnicodeTables.canonicalDecomposition(of: "각"))
        #expect(gak.0 == "가" && gak.1 == "\u{11A8}")
        #expect(UnicodeTables.mirroringGlyph(of: "(") == ")")
        #expect(UnicodeTables.joiningType(of: "\u{0627}") == .rightJoining)
        #expect(UnicodeTables.indicSyllabicCategory(of: "\u{094D}") == .virama)
    }

    static func code(_ category: Unicode.GeneralCategory) -> String {
        switch category {
        case .uppercaseLetter: "Lu"
        case .lowercaseLetter: "Ll"
        case .titlecaseLetter: "Lt"
        case .modifierLetter: "Lm"
        case .otherLetter: "Lo"
        case .nonspacingMark: "Mn"
        case .spacingMark: "Mc"
        case .enclosingMark: "Me"
        case .decimalNumber: "Nd"
        case .letterNumber: "Nl"
        case .otherNumber: "No"
        case .connectorPunctuation: "Pc"
        case .dashPunctuation: "Pd"
        case .openPunctuation: "Ps"
        case .closePunctuation: "Pe"
        case .initialPunctuation: "Pi"
        case .finalPunctuation: "Pf"
        case .otherPunctuation: "Po"
        case .mathSymbol: "Sm"
        case .currencySymbol: "Sc"
        case .modifierSymbol: "Sk"
        case .otherSymbol: "So"
        case .spaceSeparator: "Zs"
        case .lineSeparator: "Zl"
        case .paragraphSeparator: "Zp"
        case .control: "Cc"
        case .format: "Cf"
        case .surrogate: "Cs"
        case .privateUse: "Co"
        case .unassigned: "Cn"
        @unknown default: "?"
        }
    }
}
