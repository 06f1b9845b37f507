import AccountSummary
import Testing

@Suite("JSONPath is written like member access")
struct JSONPathTests {
    static let paths: [(JSONPath, String)] = [
        (.root, "$"),
        (["accounts", 2, "balance"], "accounts[2].balance"),
        ([0], "[0]"),
        ([0, 1], "[0][1]"),
        (["a b"], #"["a b"]"#),
        (["a b", "c"], #"["a b"].c"#),
        (["rates", "en-US"], #"rates["en-US"]"#),
        (["_id", "a1", "A_b"], "_id.a1.A_b"),
        (["1a"], #"["1a"]"#),
        ([""], #"[""]"#),
        (["$"], #"["$"]"#),
        (["café"], #"["café"]"#),
        (["say \"hi\""], #"["say \"hi\""]"#),
        (["back\\slash"], #"["back\\slash"]"#),
        (["line\nbreak"], #"["line\nbreak"]"#),
        (["\u{202E}evil"], #"["\u{202E}evil"]"#),
    ]

    @Test("paths render", arguments: paths)
    func renders(_ path: JSONPath, expected: String) {
        #expect(path.description == expected)
    }

    @Test("appending adds one step")
    func appending() {
        let path = JSONPath(["accounts"]).appending(.index(0)).appending(.key("balance"))
        #expect(path == ["accounts", 0, "balance"])
        #expect(path.description == "accounts[0].balance")
    }

    @Test("errors carry the path of the value at fault")
    func inErrors() throws {
        let error = try #require(JSONTestSupport.error(parsing: #"{"rates":{"en-US":[1,2,x]}}"#))
        #expect(error.path == ["rates", "en-US", 2])
        #expect(error.description == #"line 1, column 24 (rates["en-US"][2]): expected a value after ",", found "x""#)
    }
}
