#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AccountSummary
import AccountSummaryScale
import AccountSummaryTooling
import Foundation

/// A headless Chromium or Chrome, driven over the DevTools protocol on a pipe: prints HTML
/// files to PDF, many in a row, with no network port.
///
/// The browser runs with `--remote-debugging-pipe`: it reads commands on its descriptor 3
/// and writes replies and events on its descriptor 4, each message JSON ended by a NUL byte
/// (``DevToolsCommand``, ``DevToolsReply``). Each print opens a page, loads the file, waits
/// for its load event, prints with the page's own `@page` rules and closes the page.
///
/// Invariants (this file holds the tool's only child process and raw descriptors):
/// - `commands` and `replies` are open from `init` until `close()`, and only this object
///   reads or writes them; they are close-on-exec, so no other child inherits them.
/// - The child is reaped exactly once, in `close()` (a dead browser is reaped there too).
/// - `SIGPIPE` is ignored process-wide once a browser starts, so a browser that dies turns
///   a write into `EPIPE` (reported as ``BrowserError/died``) instead of killing the tool.
///
/// ```swift
/// let browser = try Browser(executable: "/usr/bin/chromium")
/// let pdf = try browser.printPDF(file: browser.folder + "/statement.html")  // "%PDF-1.4…"
/// browser.close()
/// ```
final class Browser {
    /// How long one statement may take to print (`ACCOUNT_SUMMARY_PRINT_TIMEOUT` seconds, default 30).
    static let printTimeout = Browser.seconds("ACCOUNT_SUMMARY_PRINT_TIMEOUT", default: 30)
    /// How long a starting browser may take to answer (`ACCOUNT_SUMMARY_BROWSER_START_TIMEOUT`, default 20).
    static let startTimeout = Browser.seconds("ACCOUNT_SUMMARY_BROWSER_START_TIMEOUT", default: 20)

    private static func seconds(_ variable: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[variable].flatMap { Int($0) }.flatMap { (1...3_600).contains($0) ? $0 : nil } ?? value
    }

    let executable: String
    /// A private folder for the browser's profile and the pages to print; removed by `close()`.
    let folder: String
    private let process: pid_t
    private let commands: Int32
    private let replies: Int32
    private var received: [UInt8] = []
    private var nextId = 1
    private var closed = false

    /// Starts a browser.
    /// - Throws: ``BrowserError/cannotStart(_:reason:)``.
    init(executable: String) throws(BrowserError) {
        self.executable = executable
        signal(SIGPIPE, SIG_IGN)
        // A private (0700, mkdtemp's) folder named after this process, so a later run can remove
        // one a killed run left (its process is gone); removed on a terminating signal too.
        Browser.sweepStaleFolders()
        guard let made = Browser.makePrivateFolder() else {
            throw .cannotStart(executable, reason: "cannot make a temporary folder: \(Platform.lastError)")
        }
        folder = made

        // Two pipes, moved to descriptors ≥ 10 so that dup2 onto 3 and 4 never meets one of them.
        var toBrowser: [Int32] = [-1, -1]
        var fromBrowser: [Int32] = [-1, -1]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            let reason = Platform.lastError
            try? FileManager.default.removeItem(atPath: folder)
            throw .cannotStart(executable, reason: reason)
        }
        let ends = (toBrowser + fromBrowser).map { descriptor -> Int32 in
            let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
            Browser.closeDescriptor(descriptor)
            return moved
        }
        let arguments = [executable, "--headless", "--remote-debugging-pipe",
                         // A page prints with what it holds inline or as data: URLs, nothing else: no
                         // script runs, every network request (to this machine too) goes to a proxy
                         // that does not exist and fails at once, and the page is an about:blank
                         // document, which may load no file:// resource.
                         "--blink-settings=scriptEnabled=false", "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
                         // Containers (root, no user namespaces) have no sandbox to offer, and a
                         // small /dev/shm (64 MB in a Kubernetes pod): shared memory goes to /tmp.
                         "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
                         "--disable-extensions", "--disable-background-networking", "--disable-component-update",
                         "--disable-sync", "--disable-default-apps", "--mute-audio", "--hide-scrollbars",
                         "--user-data-dir=\(folder)/profile", "about:blank"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 3)
        posix_spawn_file_actions_adddup2(&actions, ends[3], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The browser gets the signals this process blocks for its cleanup thread.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, &argv, environ)
        Browser.closeDescriptor(ends[0])
        Browser.closeDescriptor(ends[3])
        guard status == 0 else {
            Browser.closeDescriptor(ends[1])
            Browser.closeDescriptor(ends[2])
            try? FileManager.default.removeItem(atPath: folder)
            throw .cannotStart(executable, reason: String(cString: strerror(status)))
        }
        process = child
        Platform.cleanup.register(child: child)
        commands = ends[1]
        replies = ends[2]
        // A browser that never answers is not waited for: it has startTimeout seconds.
        do {
            _ = try send({ .version(id: $0) }, until: .now + .seconds(Browser.startTimeout))
        } catch {
            close()
            guard case .timedOut = error else { throw error }
            throw .cannotStart(executable, reason: "it did not answer within \(Browser.startTimeout) s")
        }
    }

    deinit { close() }

    /// Prints a page's HTML to PDF, with the page's own `@page` size, margins and margin boxes:
    /// scripts off, written into a blank page (no file access), within ``printTimeout`` seconds.
    /// - Throws: ``BrowserError`` when the browser dies, refuses or does not answer in time.
    func printPDF(html: String, paper: PaperSize) throws(BrowserError) -> [UInt8] {
        let deadline = ContinuousClock.now + .seconds(Browser.printTimeout)
        let targetId = try string("targetId", of: send({ .createTarget(id: $0) }, until: deadline))
        defer { _ = try? send({ .closeTarget(id: $0, targetId: targetId) }, until: .now + .seconds(5)) }
        let session = try string("sessionId", of: send({ .attach(id: $0, targetId: targetId) }, until: deadline))
        _ = try send({ .disableScripts(id: $0, sessionId: session) }, until: deadline)
        _ = try send({ .enablePage(id: $0, sessionId: session) }, until: deadline)
        let tree = try send({ .frameTree(id: $0, sessionId: session) }, until: deadline)
        guard let frameId = tree.result?["frameTree"]?["frame"]?["id"]?.string else {
            throw .refused(command: "Page.getFrameTree", message: "no frame id in its reply")
        }
        _ = try send({ .setDocumentContent(id: $0, frameId: frameId, html: html, sessionId: session) }, thenAwait: "Page.loadEventFired",
                     in: session, until: deadline)
        let data = try string("data", of: send({ .printToPDF(id: $0, sessionId: session, paper: paper) }, until: deadline))
        guard let pdf = Data(base64Encoded: data) else { throw .refused(command: "Page.printToPDF", message: "not base64") }
        return Array(pdf)
    }

    /// Asks the browser to quit, then reaps it (killing it if it lingers) and removes its folder.
    func close() {
        guard !closed else { return }
        closed = true
        _ = try? write(DevToolsCommand(id: nextId, method: "Browser.close").frame)
        Browser.closeDescriptor(commands)
        Browser.closeDescriptor(replies)
        var status: Int32 = 0
        // Up to five seconds to quit on its own, then killed.
        var reaped = false
        for _ in 0..<50 {
            if waitpid(process, &status, WNOHANG) != 0 { reaped = true; break }
            usleep(100_000)
        }
        if !reaped {
            kill(process, SIGKILL)
            waitpid(process, &status, 0)
        }
        Platform.cleanup.unregister(child: process)
        try? FileManager.default.removeItem(atPath: folder)
        Platform.cleanup.unregister(path: folder)
    }

    /// Where the print folders go: the system's temporary folder.
    private static var temporaryRoot: String {
        var root = NSTemporaryDirectory()
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        return root
    }

    /// A new private (0700, mkdtemp's) print folder, `account-summary-print-PID-XXXXXX`,
    /// registered for removal on a terminating signal; nil when none can be made (`errno` says why).
    static func makePrivateFolder() -> String? {
        var template = Array((Browser.temporaryRoot + "/account-summary-print-\(getpid())-XXXXXX").utf8CString)
        return Platform.cleanup.create { () -> (String?, path: String?) in
            guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return (nil, nil) }
            let folder = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return (folder, folder)
        }
    }

    /// Removes print folders left by runs whose process is gone (`account-summary-print-PID-XXXXXX`).
    private static func sweepStaleFolders() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporaryRoot) else { return }
        for name in names where name.hasPrefix("account-summary-print-") {
            let parts = name.dropFirst("account-summary-print-".count).split(separator: "-")
            guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0 else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }
            try? FileManager.default.removeItem(atPath: temporaryRoot + "/" + name)
        }
    }

    // MARK: The pipe

    private static func closeDescriptor(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }

    /// Sends a command and returns its reply; with `event`, also waits for that event of `session`;
    /// all before `deadline`.
    private func send(_ make: (Int) -> DevToolsCommand, thenAwait event: String? = nil,
                      in session: String? = nil, until deadline: ContinuousClock.Instant) throws(BrowserError) -> DevToolsReply {
        let command = make(nextId)
        nextId += 1
        try write(command.frame)
        var reply: DevToolsReply?
        var eventSeen = event == nil
        while reply == nil || !eventSeen {
            let message = try readMessage(until: deadline)
            if message.id == command.id {
                if let error = message.errorMessage { throw .refused(command: command.method, message: error) }
                reply = message
            } else if let event, message.method == event, message.sessionId == session {
                eventSeen = true
            }
        }
        return reply!
    }

    private func string(_ key: String, of reply: DevToolsReply) throws(BrowserError) -> String {
        guard let value = reply.result(string: key) else { throw .refused(command: "a command", message: "no \(key) in its reply") }
        return value
    }

    private func write(_ bytes: [UInt8]) throws(BrowserError) {
        do {
            try bytes.withUnsafeBytes { raw in
                Result { () throws(CLIError) in try Platform.write(raw, to: commands, name: "the browser") }
            }.get()
        } catch {
            throw .died
        }
    }

    /// The next NUL-ended message, if it comes before `deadline`.
    private func readMessage(until deadline: ContinuousClock.Instant) throws(BrowserError) -> DevToolsReply {
        while true {
            if let end = received.firstIndex(of: 0) {
                let message = Array(received[..<end])
                received.removeSubrange(...end)
                do { return try DevToolsReply(parsing: message) } catch {
                    throw .refused(command: "the protocol", message: error.description)
                }
            }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let left = deadline - .now
            let milliseconds = max(0, Int(left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&poller, 1, Int32(min(milliseconds, Int(Int32.max))))
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { throw .timedOut(seconds: Browser.printTimeout) }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { throw .died }
            received.append(contentsOf: chunk[..<count])
        }
    }
}
