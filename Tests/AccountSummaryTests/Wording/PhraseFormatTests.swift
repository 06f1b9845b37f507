import Testing
@testable import AccountSummary

@Suite("Filling a phrase's placeholders")
struct PhraseFormatTests {
    @Test("placeholders Xcode writes", arguments: [
        ("Page %lld of %lld", [PhraseArgument.integer(2), 3], "Page 2 of 3"),
        ("Good morning, %@", ["Jonathan"], "Good morning, Jonathan"),
        ("%3$lld işlemden %1$lld–%2$lld", [21, 40, 57], "57 işlemden 21–40"),
        ("%d %i %u %ld %zd", [1, 2, 3, 4, 5], "1 2 3 4 5"),
        ("100%% sure, %@", ["yes"], "100% sure, yes"),
        ("%2$@ · %1$@", ["a", "b"], "b · a"),
        ("%lld", [-4], "-4"),
        ("%@ accepts a number", [7], "7 accepts a number"),
        ("%lld accepts localized digits", ["٣"], "٣ accepts localized digits"),
    ])
    func fills(_ value: String, _ arguments: [PhraseArgument], _ expected: String) {
        #expect(PhraseFormat(value).filled(with: arguments) == expected)
    }

    @Test("a wrong or extra placeholder never crashes, and shows", arguments: [
        ("%@ and %@", [PhraseArgument.text("one")], "one and %@"),
        ("%5$@", ["x"], "%5$@"),
        ("%0$@ %1000$@", ["x"], "%0$@ %1000$@"),
        ("%s %x %f %", ["x"], "%s %x %f %"),
        ("trailing %l", [], "trailing %l"),
        ("%@", ["a", "extra", "ignored"], "a"),
        ("%@%@%@", [], "%@%@%@"),
        ("%99999999999999999999$@", ["x"], "%99999999999999999999$@"),
    ])
    func safe(_ value: String, _ arguments: [PhraseArgument], _ expected: String) {
        #expect(PhraseFormat(value).filled(with: arguments) == expected)
    }

    @Test("user text is inserted as is, never read as a format")
    func userText() {
        #expect(PhraseFormat("search \"%@\"").filled(with: ["%@ %lld %n %%"]) == "search \"%@ %lld %n %%\"")
    }

    @Test("placeholders by position and kind")
    func canonical() {
        #expect(PhraseFormat("%lld–%lld of %lld").placeholders.map(\.canonical) == ["%1$lld", "%2$lld", "%3$lld"])
        #expect(PhraseFormat("%2$@ %1$d").placeholders.sorted().map(\.canonical) == ["%1$lld", "%2$@"])
        #expect(PhraseFormat("no placeholders, 100%%").placeholders.isEmpty)
    }
}
