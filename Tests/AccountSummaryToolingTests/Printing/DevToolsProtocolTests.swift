@testable import AccountSummary
@testable import AccountSummaryTooling
import Testing

/// The DevTools protocol messages the PDF printer sends and reads, and the CSS text of the
/// printed page's margin boxes.
@Suite("DevTools protocol and page margin text")
struct DevToolsProtocolTests {
    @Test("commands are one line of JSON with their params in order and a session when given")
    func commands() {
        #expect(DevToolsCommand.createTarget(id: 1).json
            == #"{"id":1,"method":"Target.createTarget","params":{"url":"about:blank"}}"#)
        #expect(DevToolsCommand.attach(id: 2, targetId: "T\"1").json
            == #"{"id":2,"method":"Target.attachToTarget","params":{"targetId":"T\"1","flatten":true}}"#)
        #expect(DevToolsCommand.printToPDF(id: 5, sessionId: "S", paper: .letter).json
            == #"{"id":5,"method":"Page.printToPDF","params":{"displayHeaderFooter":false,"preferCSSPageSize":true,"printBackground":true,"paperWidth":8.5,"paperHeight":11},"sessionId":"S"}"#)
        #expect(DevToolsCommand.printToPDF(id: 6, sessionId: "S", paper: .a4).json.contains(#""paperWidth":8.2677165354,"paperHeight":11.6929133858"#))
        #expect(DevToolsCommand.enablePage(id: 3, sessionId: "S").frame.last == 0)
        #expect(DevToolsCommand.navigate(id: 4, url: "file:///tmp/a%20b.html", sessionId: "S").json
            == #"{"id":4,"method":"Page.navigate","params":{"url":"file:///tmp/a%20b.html"},"sessionId":"S"}"#)
    }

    @Test("replies, errors and events are read with the package's JSON reader")
    func replies() throws {
        let reply = try DevToolsReply(parsing: Array(#"{"id":7,"result":{"data":"JVBERi0=","targetId":"T"}}"#.utf8))
        #expect(reply.id == 7)
        #expect(reply.result(string: "data") == "JVBERi0=")
        #expect(reply.errorMessage == nil)
        let error = try DevToolsReply(parsing: Array(#"{"id":8,"error":{"code":-32000,"message":"No target","data":"x"}}"#.utf8))
        #expect(error.errorMessage == "No target (x)")
        let event = try DevToolsReply(parsing: Array(#"{"method":"Page.loadEventFired","params":{"timestamp":1.5},"sessionId":"S"}"#.utf8))
        #expect(event.id == nil)
        #expect(event.method == "Page.loadEventFired")
        #expect(event.sessionId == "S")
        #expect(throws: JSONError.self) { try DevToolsReply(parsing: Array("{nope".utf8)) }
    }

    @Test("margin-box text cannot end its string, rule or style element", arguments: [
        ("Jonathan", #""Jonathan""#),
        ("Tom \"&\" </style>", #""Tom \22 \26 \22  \3c \2f style\3e ""#),
        ("a\\b;}", #""a\5c b\3b \7d ""#),
        ("أحمد حسن", #""أحمد حسن""#),
        ("new\nline", "\"new\u{FFFD}line\""),
    ])
    func cssStrings(text: String, expected: String) {
        #expect(CSSText.string(text) == expected)
    }

    @Test("the page counter phrase becomes words and counters")
    func pageCounter() {
        #expect(CSSText.pageCounter("Page {page} of {pages}") == #""Page " counter(page) " of " counter(pages)"#)
        #expect(CSSText.pageCounter("Seite {page} von {pages}") == #""Seite " counter(page) " von " counter(pages)"#)
        #expect(CSSText.pageCounter("{page}/{pages}") == #"counter(page) "\2f " counter(pages)"#)
    }
}
