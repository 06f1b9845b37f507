#!/usr/bin/env python3
"""Writes Sources/AccountSummary/Support/UnicodeTables.swift from the Unicode Character Database.

usage: .ci/unicode/generate.py [UCD-DIRECTORY] > Sources/AccountSummary/Support/UnicodeTables.swift

UCD-DIRECTORY is Debian's unicode-data package's /usr/share/unicode (Unicode 15.0.0) unless given.
The data files are © Unicode, Inc., under the Unicode License Agreement for Data Files and Software
(https://www.unicode.org/license.txt, copied in LICENSE-UNICODE.txt beside this script): free to use,
copy and modify with the copyright and permission notice, which the generated file points to. Python's standard library only; the same files give the same bytes.

Each property is written as runs: the first code point of a run and its value, sorted, so a lookup
is a search by halves (and, for the Basic Multilingual Plane, one array read once the table is
spread). The runs are packed into string literals (eight hexadecimal digits a run: six for the code
point, two for the value) because the Swift compiler type-checks a string in no time and an array
literal of thousands of integers in minutes.
"""

import os
import re
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
MAX = 0x110000


def path(name):
    return os.path.join(UCD, name)


def data_lines(name):
    """(first, last, fields) for each data line of a UCD file, with its @missing defaults first."""
    missing, lines = [], []
    with open(path(name), encoding="utf-8") as handle:
        for raw in handle:
            if raw.startswith("# @missing:"):
                body = raw[len("# @missing:"):].strip()
                fields = [field.strip() for field in body.split(";")]
                first, _, last = fields[0].partition("..")
                missing.append((int(first, 16), int(last or first, 16), fields[1:]))
                continue
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            first, _, last = fields[0].partition("..")
            lines.append((int(first, 16), int(last or first, 16), fields[1:]))
    return missing, lines


def version():
    with open(path("ReadMe.txt"), encoding="utf-8") as handle:
        text = handle.read()
    found = re.search(r"Version (\d+\.\d+\.\d+)", text) or re.search(r"(\d+\.\d+\.\d+)", text)
    return found.group(1) if found else "unknown"


def aliases(prefix):
    """Short alias to long name for a property of PropertyValueAliases.txt, in file order."""
    values = {}
    with open(path("PropertyValueAliases.txt"), encoding="utf-8") as handle:
        for raw in handle:
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            if fields[0] != prefix:
                continue
            if prefix == "ccc":
                continue
            values[fields[1]] = fields[2]
    return values


def camel(name):
    """Long value name to a Swift case name: Close_Punctuation -> closePunctuation, ZWJ -> zwj, ZWSpace -> zwSpace."""
    parts = [part for part in re.split(r"[_ ]", name) if part]
    first = parts[0]
    leading = re.match(r"[A-Z0-9]*", first).group(0)
    if len(leading) == len(first):
        head = first.lower()
    elif len(leading) > 1:
        head = first[:len(leading) - 1].lower() + first[len(leading) - 1:]
    else:
        head = first[0].lower() + first[1:]
    return head + "".join(part[0].upper() + part[1:] for part in parts[1:])


def spread(name, value_of, default):
    """Every code point's value: the file's @missing defaults, then its lines."""
    values = [default] * MAX
    missing, lines = data_lines(name)
    for first, last, fields in missing:
        for code in range(first, last + 1):
            values[code] = value_of(fields)
    for first, last, fields in lines:
        for code in range(first, last + 1):
            values[code] = value_of(fields)
    return values


def runs(values):
    found = []
    previous = None
    for code, value in enumerate(values):
        if value != previous:
            found.append((code, value))
            previous = value
    return found


def packed(pairs, width=8):
    """A Swift string literal of (code point, value) pairs, six and two hex digits, split in lines."""
    text = "".join("%06X%02X" % pair for pair in pairs)
    step = 120
    lines = [text[i:i + step] for i in range(0, len(text), step)]
    return '"""\n' + "\n".join("        " + line for line in lines) + '\n        """'


def enum(name, summary, cases, codes):
    """A Swift enum of a property's values, with the short alias of each."""
    out = ["    /// %s" % summary, "    package enum %s: UInt8, Sendable, CaseIterable {" % name]
    for index in range(0, len(cases), 6):
        out.append("        case " + ", ".join(cases[index:index + 6]))
    out.append("")
    out.append("        /// The value's short alias in the Unicode Character Database (`PropertyValueAliases.txt`).")
    out.append("        package var code: String { Self.codes[Int(rawValue)] }")
    out.append("        private static let codes = [" + ", ".join('"%s"' % code for code in codes) + "]")
    out.append("    }")
    return "\n".join(out)


def main():
    gc_aliases = aliases("gc")
    gc_codes = ["Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf",
                "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn"]
    gc_index = {code: index for index, code in enumerate(gc_codes)}
    general = spread("extracted/DerivedGeneralCategory.txt", lambda f: gc_index[f[0]], gc_index["Cn"])

    ccc = spread("extracted/DerivedCombiningClass.txt", lambda f: int(f[0]) if f[0].isdigit() else 0, 0)

    bc_aliases = aliases("bc")
    bc_codes = list(bc_aliases)
    bc_long = {long: code for code, long in bc_aliases.items()}
    bc_index = {code: index for index, code in enumerate(bc_codes)}
    bidi = spread("extracted/DerivedBidiClass.txt", lambda f: bc_index[bc_long.get(f[0], f[0])], bc_index["L"])

    ea_aliases = aliases("ea")
    ea_codes = list(ea_aliases)
    ea_index = {code: index for index, code in enumerate(ea_codes)}
    width = spread("EastAsianWidth.txt", lambda f: ea_index[f[0]], ea_index["N"])

    lb_aliases = aliases("lb")
    lb_codes = list(lb_aliases)
    lb_index = {code: index for index, code in enumerate(lb_codes)}
    line_break = spread("LineBreak.txt", lambda f: lb_index[f[0]], lb_index["XX"])

    jt_aliases = aliases("jt")
    jt_codes = list(jt_aliases)
    jt_long = {long: code for code, long in jt_aliases.items()}
    jt_index = {code: index for index, code in enumerate(jt_codes)}
    joining_type = spread("extracted/DerivedJoiningType.txt", lambda f: jt_index[jt_long.get(f[0], f[0])], jt_index["U"])

    jg_aliases = aliases("jg")
    jg_codes = list(jg_aliases)
    jg_long = {long: code for code, long in jg_aliases.items()}
    jg_index = {code: index for index, code in enumerate(jg_codes)}
    joining_group = spread("extracted/DerivedJoiningGroup.txt", lambda f: jg_index[jg_long.get(f[0], f[0])],
                           jg_index["No_Joining_Group"])

    insc_aliases = aliases("InSC")
    insc_codes = list(insc_aliases)
    insc_index = {code: index for index, code in enumerate(insc_codes)}
    syllabic = spread("IndicSyllabicCategory.txt", lambda f: insc_index[f[0]], insc_index["Other"])

    inpc_aliases = aliases("InPC")
    inpc_codes = list(inpc_aliases)
    inpc_index = {code: index for index, code in enumerate(inpc_codes)}
    positional = spread("IndicPositionalCategory.txt", lambda f: inpc_index[f[0]], inpc_index["NA"])

    sc_aliases = aliases("sc")
    sc_codes = list(sc_aliases)
    sc_long = {long: code for code, long in sc_aliases.items()}
    sc_index = {code: index for index, code in enumerate(sc_codes)}
    script = spread("Scripts.txt", lambda f: sc_index[sc_long[f[0]]], sc_index["Zzzz"])

    # Binary properties: 1 where the property holds.
    def binary(name, prop):
        values = [0] * MAX
        _, lines = data_lines(name)
        for first, last, fields in lines:
            if fields[0] == prop:
                for code in range(first, last + 1):
                    values[code] = 1
        return values

    ignorable = binary("DerivedCoreProperties.txt", "Default_Ignorable_Code_Point")
    pictographic = binary("emoji/emoji-data.txt", "Extended_Pictographic")
    flags = [ignorable[code] | pictographic[code] << 1 for code in range(MAX)]

    # Canonical decompositions, one level (UnicodeData.txt field 5 without a <tag>), Hangul syllables
    # aside (they are algorithmic); compositions: the two-character ones of characters that are not
    # excluded from composition (DerivedNormalizationProps.txt's Full_Composition_Exclusion) and
    # are starters (combining class 0).
    decompositions = []
    with open(path("UnicodeData.txt"), encoding="utf-8") as handle:
        for raw in handle:
            fields = raw.split(";")
            code = int(fields[0], 16)
            mapping = fields[5].strip()
            if not mapping or mapping.startswith("<") or 0xAC00 <= code < 0xAC00 + 11172:
                continue
            parts = [int(part, 16) for part in mapping.split()]
            decompositions.append((code, parts[0], parts[1] if len(parts) > 1 else 0))
    excluded = set()
    _, lines = data_lines("DerivedNormalizationProps.txt")
    for first, last, fields in lines:
        if fields[0] == "Full_Composition_Exclusion":
            excluded.update(range(first, last + 1))
    compositions = sorted((a, b, code) for code, a, b in decompositions
                          if b and code not in excluded and ccc[code] == 0)

    mirrors = []
    _, lines = data_lines("BidiMirroring.txt")
    for first, _, fields in lines:
        mirrors.append((first, int(fields[0], 16)))

    out = []
    out.append("// GENERATED by .ci/unicode/generate.py from the Unicode Character Database %s: do not edit." % version())
    out.append("// Run `python3 .ci/unicode/generate.py > Sources/AccountSummary/Support/UnicodeTables.swift` with")
    out.append("// Debian's unicode-data installed; `UnicodeTablesTests` checks this file is what it writes.")
    out.append("//")
    out.append("// The data: the Unicode Character Database, Copyright © 1991-2022 Unicode, Inc., under the Unicode")
    out.append("// License Agreement for Data Files and Software (https://www.unicode.org/license.txt; the notice is in")
    out.append("// .ci/unicode/LICENSE-UNICODE.txt). Modified: the data files' values are converted into the run")
    out.append("// tables below, nothing else.")
    out.append("")
    out.append("/// The Unicode properties the package reads, generated from one version of the Unicode Character")
    out.append("/// Database (%s) so that every part of it (terminal widths, the PDF's bidirectional order," % version())
    out.append("/// shaping and line breaking, the text made safe) answers from the same data.")
    out.append("///")
    out.append("/// ```swift")
    out.append("/// UnicodeTables.bidiClass(of: \"\\u{05D0}\")            // .rightToLeft")
    out.append("/// UnicodeTables.lineBreak(of: \"(\")                  // .openPunctuation")
    out.append("/// UnicodeTables.eastAsianWidth(of: \"日\")             // .wide")
    out.append("/// UnicodeTables.script(of: \"क\").code                 // \"Deva\"")
    out.append("/// UnicodeTables.joiningType(of: \"\\u{0644}\")          // .dualJoining")
    out.append("/// ```")
    out.append("///")
    out.append("/// Each property is stored as runs (the first code point of a run and its value) packed in a")
    out.append("/// string, spread on first use into an array for the Basic Multilingual Plane and searched by")
    out.append("/// halves above it.")
    out.append("package enum UnicodeTables {")
    out.append("    /// The Unicode version the tables come from.")
    out.append('    package static let version = "%s"' % version())
    out.append("")
    out.append(enum("GeneralCategory", "General_Category (UAX #44).", [camel(gc_aliases[c]) for c in gc_codes], gc_codes))
    out.append("")
    out.append(enum("BidiClass", "Bidi_Class (UAX #9).", [camel(bc_aliases[c]) for c in bc_codes], bc_codes))
    out.append("")
    out.append(enum("EastAsianWidth", "East_Asian_Width (UAX #11).", [camel(ea_aliases[c]) for c in ea_codes], ea_codes))
    out.append("")
    out.append(enum("LineBreak", "Line_Break (UAX #14), before the resolution of its rule LB1.",
                    [camel(lb_aliases[c]) for c in lb_codes], lb_codes))
    out.append("")
    out.append(enum("JoiningType", "Joining_Type (Arabic and other cursive scripts; ArabicShaping.txt).",
                    [camel(jt_aliases[c]) for c in jt_codes], jt_codes))
    out.append("")
    out.append(enum("JoiningGroup", "Joining_Group (ArabicShaping.txt).", [camel(jg_aliases[c]) for c in jg_codes], jg_codes))
    out.append("")
    out.append(enum("IndicSyllabicCategory", "Indic_Syllabic_Category (IndicSyllabicCategory.txt).",
                    [camel(insc_aliases[c]) for c in insc_codes], insc_codes))
    out.append("")
    out.append(enum("IndicPositionalCategory", "Indic_Positional_Category (IndicPositionalCategory.txt).",
                    ["notApplicable" if c == "NA" else camel(inpc_aliases[c]) for c in inpc_codes], inpc_codes))
    out.append("")
    out.append(enum("Script", "Script (UAX #24); `code` is the ISO 15924 code (`Arab`, `Deva`, `Zyyy`).",
                    [camel(sc_aliases[c]) for c in sc_codes], sc_codes))
    out.append("")

    lookups = [
        ("generalCategory", "GeneralCategory", "General_Category", "generalCategoryRuns", general, "general"),
        ("bidiClass", "BidiClass", "Bidi_Class", "bidiClassRuns", bidi, "bidi"),
        ("eastAsianWidth", "EastAsianWidth", "East_Asian_Width", "eastAsianWidthRuns", width, "width"),
        ("lineBreak", "LineBreak", "Line_Break", "lineBreakRuns", line_break, "lineBreak"),
        ("joiningType", "JoiningType", "Joining_Type", "joiningTypeRuns", joining_type, "joiningType"),
        ("joiningGroup", "JoiningGroup", "Joining_Group", "joiningGroupRuns", joining_group, "joiningGroup"),
        ("indicSyllabicCategory", "IndicSyllabicCategory", "Indic_Syllabic_Category", "syllabicRuns", syllabic, "syllabic"),
        ("indicPositionalCategory", "IndicPositionalCategory", "Indic_Positional_Category", "positionalRuns", positional,
         "positional"),
        ("script", "Script", "Script", "scriptRuns", script, "script"),
    ]
    for function, type_name, prop, _, _, table in lookups:
        out.append("    /// The scalar's %s." % prop)
        out.append("    package static func %s(of scalar: Unicode.Scalar) -> %s { %s(rawValue: Table.%s[scalar.value])! }"
                   % (function, type_name, type_name, table))
        out.append("")
    out.append("    /// The scalar's Canonical_Combining_Class (0 for a starter).")
    out.append("    package static func canonicalCombiningClass(of scalar: Unicode.Scalar) -> UInt8 { Table.combiningClass[scalar.value] }")
    out.append("")
    out.append("    /// Whether the scalar is right to left: Bidi_Class R or AL.")
    out.append("    package static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {")
    out.append("        let bidi = bidiClass(of: scalar)")
    out.append("        return bidi == .rightToLeft || bidi == .arabicLetter")
    out.append("    }")
    out.append("")
    out.append("    /// Whether the scalar is Default_Ignorable_Code_Point (DerivedCoreProperties.txt): drawn as nothing.")
    out.append("    package static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool { Table.flags[scalar.value] & 1 != 0 }")
    out.append("")
    out.append("    /// Whether the scalar is Extended_Pictographic (emoji-data.txt).")
    out.append("    package static func isExtendedPictographic(_ scalar: Unicode.Scalar) -> Bool { Table.flags[scalar.value] & 2 != 0 }")
    out.append("")
    out.append("    /// The scalar's Bidi_Mirroring_Glyph (`(` for `)`), or nil when it has none.")
    out.append("    package static func mirroringGlyph(of scalar: Unicode.Scalar) -> Unicode.Scalar? {")
    out.append("        Table.mirrors[scalar.value].flatMap(Unicode.Scalar.init)")
    out.append("    }")
    out.append("")
    out.append("    /// The scalar's canonical decomposition, one level (UnicodeData.txt's mapping without a")
    out.append("    /// tag; Hangul syllables by their algorithm): two scalars, or one and nil, or nil when it has none.")
    out.append("    package static func canonicalDecomposition(of scalar: Unicode.Scalar) -> (Unicode.Scalar, Unicode.Scalar?)? {")
    out.append("        let value = scalar.value")
    out.append("        if (0xAC00..<0xAC00 + 11_172).contains(value) {  // Hangul: LV or LVT")
    out.append("            let index = value - 0xAC00")
    out.append("            if index % 28 == 0 {")
    out.append("                return (Unicode.Scalar(0x1100 + index / 588)!, Unicode.Scalar(0x1161 + index % 588 / 28)!)")
    out.append("            }")
    out.append("            return (Unicode.Scalar(value - index % 28)!, Unicode.Scalar(0x11A7 + index % 28)!)")
    out.append("        }")
    out.append("        guard let pair = Table.decompositions[value] else { return nil }")
    out.append("        return (Unicode.Scalar(pair.0)!, pair.1 == 0 ? nil : Unicode.Scalar(pair.1)!)")
    out.append("    }")
    out.append("")
    out.append("    /// The primary composite of `first` and `second` (canonical composition, excluded")
    out.append("    /// characters and non-starters aside; Hangul by its algorithm), or nil.")
    out.append("    package static func composition(of first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {")
    out.append("        let a = first.value, b = second.value")
    out.append("        if (0x1100..<0x1113).contains(a), (0x1161..<0x1176).contains(b) {")
    out.append("            return Unicode.Scalar(0xAC00 + ((a - 0x1100) * 21 + b - 0x1161) * 28)")
    out.append("        }")
    out.append("        if (0xAC00..<0xAC00 + 11_172).contains(a), (a - 0xAC00) % 28 == 0, (0x11A8..<0x11C3).contains(b) {")
    out.append("            return Unicode.Scalar(a + b - 0x11A7)")
    out.append("        }")
    out.append("        return Table.compositions[UInt64(a) << 32 | UInt64(b)].flatMap(Unicode.Scalar.init)")
    out.append("    }")
    out.append("")
    out.append("    /// The tables, spread from the runs on first use.")
    out.append("    private enum Table {")
    for _, _, _, runs_name, values, table in lookups:
        out.append("        static let %s = RunTable(%s)" % (table, runs_name))
    out.append("        static let combiningClass = RunTable(combiningClassRuns)")
    out.append("        static let flags = RunTable(flagRuns)")
    out.append("        static let decompositions: [UInt32: (UInt32, UInt32)] = {")
    out.append("            var map: [UInt32: (UInt32, UInt32)] = [:]")
    out.append("            let numbers = hexNumbers(decompositionTriples, digits: 6)")
    out.append("            for index in stride(from: 0, to: numbers.count, by: 3) { map[numbers[index]] = (numbers[index + 1], numbers[index + 2]) }")
    out.append("            return map")
    out.append("        }()")
    out.append("        static let compositions: [UInt64: UInt32] = {")
    out.append("            var map: [UInt64: UInt32] = [:]")
    out.append("            let numbers = hexNumbers(compositionTriples, digits: 6)")
    out.append("            for index in stride(from: 0, to: numbers.count, by: 3) {")
    out.append("                map[UInt64(numbers[index]) << 32 | UInt64(numbers[index + 1])] = numbers[index + 2]")
    out.append("            }")
    out.append("            return map")
    out.append("        }()")
    out.append("        static let mirrors: [UInt32: UInt32] = {")
    out.append("            var map: [UInt32: UInt32] = [:]")
    out.append("            let numbers = hexNumbers(mirrorPairs, digits: 6)")
    out.append("            for index in stride(from: 0, to: numbers.count, by: 2) { map[numbers[index]] = numbers[index + 1] }")
    out.append("            return map")
    out.append("        }()")
    out.append("    }")
    out.append("")
    out.append("    /// A property as runs: an array by code point for the Basic Multilingual Plane, the runs")
    out.append("    /// above it searched by halves.")
    out.append("    private struct RunTable: Sendable {")
    out.append("        let plane0: [UInt8]")
    out.append("        let starts: [UInt32]")
    out.append("        let values: [UInt8]")
    out.append("")
    out.append("        init(_ packed: String) {")
    out.append("            var starts: [UInt32] = [], values: [UInt8] = []")
    out.append("            var digits = 0, number: UInt32 = 0")
    out.append("            for byte in packed.utf8 {")
    out.append("                guard let digit = hexDigit(byte) else { continue }")
    out.append("                number = number << 4 | digit")
    out.append("                digits += 1")
    out.append("                if digits == 6 { starts.append(number); number = 0 }")
    out.append("                if digits == 8 { values.append(UInt8(number)); number = 0; digits = 0 }")
    out.append("            }")
    out.append("            var plane0 = [UInt8](repeating: 0, count: 0x10000)")
    out.append("            for index in starts.indices where starts[index] < 0x10000 {")
    out.append("                let end = index + 1 < starts.count ? min(starts[index + 1], 0x10000) : 0x10000")
    out.append("                for code in Int(starts[index])..<Int(end) { plane0[code] = values[index] }")
    out.append("            }")
    out.append("            self.plane0 = plane0")
    out.append("            self.starts = starts")
    out.append("            self.values = values")
    out.append("        }")
    out.append("")
    out.append("        subscript(code: UInt32) -> UInt8 {")
    out.append("            if code < 0x10000 { return plane0[Int(code)] }")
    out.append("            var low = 0, high = starts.count")
    out.append("            while high - low > 1 {")
    out.append("                let middle = (low + high) / 2")
    out.append("                if starts[middle] <= code { low = middle } else { high = middle }")
    out.append("            }")
    out.append("            return values[low]")
    out.append("        }")
    out.append("    }")
    out.append("")
    out.append("    private static func hexDigit(_ byte: UInt8) -> UInt32? {")
    out.append("        switch byte {")
    out.append("        case UInt8(ascii: \"0\")...UInt8(ascii: \"9\"): UInt32(byte - UInt8(ascii: \"0\"))")
    out.append("        case UInt8(ascii: \"A\")...UInt8(ascii: \"F\"): UInt32(byte - UInt8(ascii: \"A\") + 10)")
    out.append("        default: nil")
    out.append("        }")
    out.append("    }")
    out.append("")
    out.append("    /// The numbers of `packed`, `digits` hexadecimal digits each (white space aside).")
    out.append("    private static func hexNumbers(_ packed: String, digits: Int) -> [UInt32] {")
    out.append("        var numbers: [UInt32] = [], count = 0, number: UInt32 = 0")
    out.append("        for byte in packed.utf8 {")
    out.append("            guard let digit = hexDigit(byte) else { continue }")
    out.append("            number = number << 4 | digit")
    out.append("            count += 1")
    out.append("            if count == digits { numbers.append(number); number = 0; count = 0 }")
    out.append("        }")
    out.append("        return numbers")
    out.append("    }")
    out.append("")
    for _, _, prop, runs_name, values, _ in lookups:
        found = runs(values)
        out.append("    // %s: %d runs." % (prop, len(found)))
        out.append("    private static let %s = %s" % (runs_name, packed(found)))
        out.append("")
    found = runs(ccc)
    out.append("    // Canonical_Combining_Class: %d runs." % len(found))
    out.append("    private static let combiningClassRuns = %s" % packed(found))
    out.append("")
    found = runs(flags)
    out.append("    // Default_Ignorable_Code_Point (bit 0) and Extended_Pictographic (bit 1): %d runs." % len(found))
    out.append("    private static let flagRuns = %s" % packed(found))
    out.append("")

    def triples(items, digits):
        text = "".join("".join("%06X" % number for number in item) for item in items)
        step = 108
        return '"""\n' + "\n".join("        " + text[i:i + step] for i in range(0, len(text), step)) + '\n        """'

    out.append("    // Canonical decompositions (scalar, first, second or 0): %d." % len(decompositions))
    out.append("    private static let decompositionTriples = %s" % triples(decompositions, 6))
    out.append("")
    out.append("    // Primary composites (first, second, composite): %d." % len(compositions))
    out.append("    private static let compositionTriples = %s" % triples(compositions, 6))
    out.append("")
    out.append("    // Bidi_Mirroring_Glyph (scalar, mirror): %d." % len(mirrors))
    out.append("    private static let mirrorPairs = %s" % triples(mirrors, 6))
    out.append("}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
