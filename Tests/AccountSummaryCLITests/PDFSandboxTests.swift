import AccountSummaryTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 18, item 2: a user's template printed to PDF runs no script, reads no file and reaches
/// no network; a statement that never finishes loading, or a browser that never answers, ends
/// within its time limit.
/// A loopback listener that counts the connections it gets.
final class LoopbackListener: @unchecked Sendable {
    let port: UInt16
    private let socketDescriptor: Int32
    private let lock = NSLock()
    private var connections = 0

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        listen(descriptor, 16)
        var bound = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &bound) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        socketDescriptor = descriptor
        port = UInt16(bigEndian: bound.sin_port)
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(descriptor, nil, nil)
                if client < 0 { return }
                lock.lock(); connections += 1; lock.unlock()
                // Never answers: a request that hangs until the print's time limit.
            }
        }
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return connections }

    func stop() { shutdown(socketDescriptor, Int32(SHUT_RDWR)); close(socketDescriptor) }
}


@Suite("User templates in PDF reach nothing (real browser)", .serialized)
struct PDFSandboxTests {
    static let statement = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path

    @Test("script, file:// and http:// resources in a template: none runs, none is read, nothing is asked",
          .enabled(if: BrowserTests.available, "needs headless Chromium and poppler-utils"))
    func hostileTemplate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let listener = try LoopbackListener()
        defer { listener.stop() }
        let secret = folder.path("secret.txt")
        try "SECRET-FILE-CONTENT".write(toFile: secret, atomically: true, encoding: .utf8)
        let templates = folder.path("templates")
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("templates").path)
        where name.hasSuffix(".mustache") {
            try FileManager.default.copyItem(atPath: PackagePaths.root.appendingPathComponent("templates/\(name)").path, toPath: "\(templates)/\(name)")
        }
        let page = "\(templates)/statement.html.mustache"
        var html = try String(contentsOfFile: page, encoding: .utf8)
        let hostile = """
            <style>@font-face { font-family: X; src: url(http://127.0.0.1:\(listener.port)/font.woff); } body { font-family: X; }</style>
            <p>TEMPLATE-VISIBLE</p>
            <iframe src="file://\(secret)"></iframe>
            <img src="http://127.0.0.1:\(listener.port)/pixel.png">
            <img src="file://\(secret)">
            <script>document.body.insertAdjacentHTML('beforeend', '<p>SCRIPT-RAN</p>');</script>
            """
        html = html.replacingOccurrences(of: "<body", with: hostile.replacingOccurrences(of: "<p>TEMPLATE", with: "<p>TEMPLATE") + "<body")
        try html.write(toFile: page, atomically: true, encoding: .utf8)
        let pdf = folder.path("out.pdf")
        let clock = ContinuousClock()
        let start = clock.now
        let result = try ToolRunner.run(["render", Self.statement, "-f", "pdf", "-o", pdf, "--template-dir", templates],
                                        environment: ["ACCOUNT_SUMMARY_PRINT_TIMEOUT": "10"])
        #expect(clock.now - start < .seconds(30))
        #expect(result.status == 0, "\(result.stderr)")
        let text = try BrowserTests.read(pdf: pdf).text
        #expect(text.contains("TEMPLATE-VISIBLE"))
        #expect(!text.contains("SCRIPT-RAN"))
        #expect(!text.contains("SECRET-FILE-CONTENT"))
        #expect(listener.count == 0, "the template reached 127.0.0.1:\(listener.port)")
    }

    @Test("a browser that never answers is given up on in bounded time: exit 69",
          .enabled(if: BrowserTests.available, "needs headless Chromium"))
    func silentBrowser() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("#!/bin/sh\nexec sleep 600\n", to: "silent-browser")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path("silent-browser"))
        let clock = ContinuousClock()
        let start = clock.now
        let result = try ToolRunner.run(["render", Self.statement, "-f", "pdf", "--pdf-engine", "chromium", "-o", folder.path("out.pdf"),
                                         "--browser", folder.path("silent-browser")],
                                        environment: ["ACCOUNT_SUMMARY_BROWSER_START_TIMEOUT": "2"])
        #expect(clock.now - start < .seconds(20))
        #expect(result.status == 69)
        #expect(result.stderr.contains("did not answer within 2 s"), "\(result.stderr)")
    }
}
