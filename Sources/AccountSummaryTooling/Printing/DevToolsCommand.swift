import AccountSummary
/// One command of the Chrome DevTools protocol, as the browser reads it from its pipe.
///
/// The protocol is JSON: `{"id":1,"method":"Target.createTarget","params":{…}}`, with a
/// `sessionId` for a command sent to one page (a flattened target session). On
/// `--remote-debugging-pipe` each message ends with a NUL byte.
///
/// ```swift
/// DevToolsCommand(id: 1, method: "Target.createTarget", params: ["url": .string("about:blank")]).json
/// // #"{"id":1,"method":"Target.createTarget","params":{"url":"about:blank"}}"#
/// ```
package struct DevToolsCommand: Sendable, Hashable {
    /// A parameter value: the few JSON shapes the printer sends.
    package enum Value: Sendable, Hashable {
        case string(String)
        case bool(Bool)
        case int(Int)
        /// A JSON number written as decimal text (`8.5`), sent as it is.
        case number(String)

        /// The value as JSON text.
        var json: String {
            switch self {
            case .string(let text): JSONQuoting.quoted(text)
            case .bool(let flag): flag ? "true" : "false"
            case .int(let number): String(number)
            case .number(let text): text
            }
        }
    }

    package var id: Int
    package var method: String
    /// In the order given (a `KeyValuePairs`, so the JSON text is the same every time).
    package var params: [(key: String, value: Value)]
    package var sessionId: String?

    package init(id: Int, method: String, params: KeyValuePairs<String, Value> = [:], sessionId: String? = nil) {
        self.id = id
        self.method = method
        self.params = params.map { ($0.key, $0.value) }
        self.sessionId = sessionId
    }

    package static func == (left: DevToolsCommand, right: DevToolsCommand) -> Bool {
        left.json == right.json
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(json)
    }

    /// The command as one line of JSON (no NUL).
    package var json: String {
        var text = "{\"id\":\(id),\"method\":" + JSONQuoting.quoted(method)
        if !params.isEmpty {
            text += ",\"params\":{" + params.map { JSONQuoting.quoted($0.key) + ":" + $0.value.json }.joined(separator: ",") + "}"
        }
        if let sessionId { text += ",\"sessionId\":" + JSONQuoting.quoted(sessionId) }
        return text + "}"
    }

    /// The bytes written to the pipe: the JSON and its terminating NUL.
    package var frame: [UInt8] { Array(json.utf8) + [0] }
}

extension DevToolsCommand {
    /// Opens a new page (`about:blank`); its reply holds `targetId`.
    package static func createTarget(id: Int) -> DevToolsCommand {
        DevToolsCommand(id: id, method: "Target.createTarget", params: ["url": .string("about:blank")])
    }

    /// Attaches to a page with a flattened session; its reply holds `sessionId`.
    package static func attach(id: Int, targetId: String) -> DevToolsCommand {
        DevToolsCommand(id: id, method: "Target.attachToTarget", params: ["targetId": .string(targetId), "flatten": .bool(true)])
    }

    /// Turns on the page's events (for `Page.loadEventFired`).
    package static func enablePage(id: Int, sessionId: String) -> DevToolsCommand {
        DevToolsCommand(id: id, method: "Page.enable", sessionId: sessionId)
    }

    /// Turns off every script of the page: a user's template prints, it never runs.
    package static func disableScripts(id: Int, sessionId: String) -> DevToolsCommand {
        DevToolsCommand(id: id, method: "Emulation.setScriptExecutionDisabled", params: ["value": .bool(true)], sessionId: sessionId)
    }

    /// The page's frames; its reply holds `frameTree.frame.id`.
    package static func frameTree(id: Int, sessionId: String) -> DevToolsCommand {
        DevToolsCommand(id: id, method: "Page.getFrameTree", sessionId: sessionId)
    }

    /// Writes the report into the blank page itself: an `about:blank` document may load no
    /// `file://` resource, so a template cannot show the machine's files.
    package static func setDocumentContent(id: Int, frameId: String, html: String, sessionId: String) -> DevToolsCommand {
        DevToolsCommand(id: id, method: "Page.setDocumentContent", params: ["frameId": .string(frameId), "html": .string(html)],
                        sessionId: sessionId)
    }

    /// The browser's version: the first answer that shows it started.
    package static func version(id: Int) -> DevToolsCommand {
        DevToolsCommand(id: id, method: "Browser.getVersion")
    }

    /// Loads a URL (a `file://` of the report) into the page.
    package static func navigate(id: Int, url: String, sessionId: String) -> DevToolsCommand {
        DevToolsCommand(id: id, method: "Page.navigate", params: ["url": .string(url)], sessionId: sessionId)
    }

    /// Prints the page on `paper` (a page's own `@page` size wins), with its margin boxes and
    /// backgrounds, and no browser header or footer (no file path, no date). Its reply holds
    /// `data`, base64.
    package static func printToPDF(id: Int, sessionId: String, paper: PaperSize) -> DevToolsCommand {
        DevToolsCommand(id: id, method: "Page.printToPDF", params: [
            "displayHeaderFooter": .bool(false), "preferCSSPageSize": .bool(true), "printBackground": .bool(true),
            "paperWidth": .number(paper.inches.width), "paperHeight": .number(paper.inches.height),
        ], sessionId: sessionId)
    }

    /// Closes a page.
    package static func closeTarget(id: Int, targetId: String) -> DevToolsCommand {
        DevToolsCommand(id: id, method: "Target.closeTarget", params: ["targetId": .string(targetId)])
    }

}
