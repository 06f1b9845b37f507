import AccountSummaryTestSupport
import Foundation
import Testing

@Suite("account-summary batch (end to end)")
struct BatchCommandTests {
    /// 40 customers, with bad lines at known places and hostile ids.
    static func input() -> String {
        var lines: [String] = []
        for number in 1...40 {
            lines.append(#"{"customer":{"name":"Customer \#(number)","id":"c-\#(number)"},"locale":"en_US","accounts":[{"id":"a","type":"banking","name":"Main","balance":"\#(number * 100).50"}],"transactions":[{"id":"t","accountId":"a","date":"2026-11-\#(String(format: "%02d", number % 28 + 1))","description":"Item \#(number)","amount":"-\#(number).25","status":"completed"}]}"#)
        }
        lines[4] = #"{"customer":{"name":"No id"},"accounts":[]}"#
        lines[9] = "not json"
        lines[14] = lines[2]
        lines.append(#"{"customer":{"name":"Evil","id":"../../escape"},"accounts":[]}"#)
        lines.append(#"{"customer":{"name":"Abs","id":"/tmp/absolute-escape"},"accounts":[]}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    static func contents(of folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            result[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return result
    }

    @Test("--jobs 2 writes exactly what --jobs 1 writes; bad lines go to errors.ndjson, exit 65")
    func jobsDoNotChangeOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        let one = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("one"), "--format", "all", "--jobs", "1"])
        let two = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("two"), "--format", "all", "--jobs", "2"])
        #expect(one.status == 65)
        #expect(two.status == 65)
        #expect(one.stderr == "error: 3 of 42 lines failed; see \(folder.path("one"))/errors.ndjson\n")
        let first = try Self.contents(of: folder.path("one"))
        #expect(first == (try Self.contents(of: folder.path("two"))))
        #expect(first.count == 3 * 39 + 1)  // 37 good customers and the two hostile ids, three formats, plus errors
        let errors = String(decoding: first["errors.ndjson"]!, as: UTF8.self)
        #expect(errors.split(separator: "\n").map { String($0.prefix(11)) } == [#"{"line":5,""#, #"{"line":10,"#, #"{"line":15,"#])
        // A line that is not JSON at all is a problem of the whole line: the root's path, `$`.
        let notJSON = try #require(errors.split(separator: "\n").first { $0.hasPrefix(#"{"line":10,"#) })
        #expect(notJSON.contains(#""path":"$","#))
        #expect(errors.contains(#""path":"customer.id","message":"missing (required for batch; expected a string)""#))
        #expect(errors.contains(#"is the same customer as line 3"#))
    }

    @Test("hostile ids never write outside the output folder")
    func containment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        _ = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out/deep")])
        #expect(!FileManager.default.fileExists(atPath: folder.path("escape.txt")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/escape.txt")))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute-escape.txt"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/deep"))
        #expect(names.contains { $0.hasPrefix("_._.._escape~") && $0.hasSuffix(".txt") })
        #expect(names.contains { $0.hasPrefix("_tmp_absolute-escape~") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["in.ndjson", "out"])
    }

    @Test("shards are disjoint and cover every line", arguments: [2, 3])
    func shards(_ count: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        var seen: [String: Int] = [:]
        var errorLines: [Int] = []
        for index in 0..<count {
            let out = folder.path("shard-\(index)")
            let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", out, "--shard", "\(index)/\(count)"])
            #expect([0, 65].contains(result.status))
            for name in try FileManager.default.contentsOfDirectory(atPath: out) where name.hasSuffix(".txt") {
                seen[name, default: 0] += 1
            }
            let errors = out + "/errors-shard-\(index)-of-\(count).ndjson"
            if let text = try? String(contentsOfFile: errors, encoding: .utf8) {
                errorLines += text.split(separator: "\n").compactMap { Int($0.dropFirst(8).prefix { $0.isNumber }) }
            }
        }
        #expect(seen.count == 39)
        #expect(seen.values.allSatisfy { $0 == 1 })
        #expect(errorLines.sorted() == [5, 10, 15])
    }

    @Test("a killed run resumed with --resume ends complete, writing nothing twice")
    func resume() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        let out = folder.path("out")
        // The reference: one uninterrupted run.
        _ = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("reference"), "--format", "all"])
        let reference = try Self.contents(of: folder.path("reference"))

        // A "killed" run: only some statements got written (atomically, so each is whole), plus a
        // stray temporary file as a kill mid-write leaves behind.
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for name in ["c-1", "c-2", "c-7"] {
            for ext in ["txt", "ansi", "html"] {
                try reference["\(name).\(ext)"]!.write(to: URL(fileURLWithPath: "\(out)/\(name).\(ext)"))
            }
        }
        try "partial".write(toFile: out + "/.c-8.txt.tmp-AbC123", atomically: false, encoding: .utf8)
        let marker = Date(timeIntervalSince1970: 1_000_000)
        for ext in ["txt", "ansi", "html"] {
            try FileManager.default.setAttributes([.modificationDate: marker], ofItemAtPath: "\(out)/c-1.\(ext)")
        }
        let resumed = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", out, "--format", "all", "--resume"])
        #expect(resumed.status == 65)
        // Skipped files were not rewritten …
        let date = try FileManager.default.attributesOfItem(atPath: "\(out)/c-1.txt")[.modificationDate] as? Date
        #expect(date == marker)
        // … and the result equals the uninterrupted run (the stray temporary file aside).
        var result = try Self.contents(of: out)
        result[".c-8.txt.tmp-AbC123"] = nil
        #expect(result == reference)
    }

    @Test("usage errors", arguments: [
        (["batch", "x.ndjson"], "error: missing --output-dir"),
        (["batch", "x.ndjson", "--output-dir", "o", "--shard", "2/2"], "error: --shard \"2/2\""),
        (["batch", "x.ndjson", "--output-dir", "o", "--jobs", "0"], "error: --jobs \"0\""),
        (["batch", "x.ndjson", "--output-dir", "o", "--format", "docx"], "error: unknown format \"docx\""),
    ])
    func usage(_ arguments: [String], _ message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message))
    }
}
