import AccountSummary
/// One message from the browser on the DevTools pipe: a reply to a command, or an event.
///
/// Read with the package's one JSON reader (``JSONDocument``).
///
/// ```swift
/// let reply = try DevToolsReply(parsing: Array(#"{"id":1,"result":{"targetId":"T1"}}"#.utf8))
/// reply.id                           // 1
/// reply.result(string: "targetId")   // "T1"
/// ```
package struct DevToolsReply: Sendable {
    /// The command this answers; nil for an event.
    package var id: Int?
    /// The event's name (`Page.loadEventFired`); nil for a reply.
    package var method: String?
    /// The page session it comes from, if any.
    package var sessionId: String?
    /// The browser's error message when the command failed.
    package var errorMessage: String?
    /// The reply's `result` object.
    package var result: JSONValue?

    /// Reads one message (without its NUL).
    /// - Throws: ``JSONError`` when it is not JSON.
    package init(parsing bytes: [UInt8]) throws(JSONError) {
        let root = try JSONDocument(parsing: bytes).root
        id = root["id"]?.numberText.flatMap { Int($0) }
        method = root["method"]?.string
        sessionId = root["sessionId"]?.string
        if let error = root["error"] {
            errorMessage = error["message"]?.string ?? "unknown error"
            if let data = error["data"]?.string { errorMessage! += " (\(data))" }
        }
        result = root["result"]
    }

    /// A string field of the result (`targetId`, `sessionId`, `data`).
    package func result(string key: String) -> String? {
        result?[key]?.string
    }

}
