import AccountSummaryTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output` never destroys what it points at: each kind of target, end to end, checking
/// the exit code, what the target holds afterwards and that its file type did not change.
@Suite("--output targets (end to end)")
struct OutputTargetTests {
    static let input = RenderCommandTests.valid
    static let bad = #"{"customer":{"name":"X"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"12,50"}]}"#

    /// What the report is, from standard output with no `--output` at all.
    static let expected: String = {
        (try? ToolRunner.run(["render", "-", "--format", "text"], stdin: input).stdout) ?? ""
    }()

    enum Kind: String { case regular, link, directory, fifo, characterDevice, missing }

    static func kind(_ path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFLNK: return .link
        case S_IFDIR: return .directory
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        default: return .missing
        }
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        _ = stat(path, &status)
        return status.st_mode & 0o7777
    }

    static func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    static func leftovers(_ folder: TemporaryFolder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).filter { $0.contains(".tmp-") }
    }

    func render(to target: String, in folder: TemporaryFolder, input: String = OutputTargetTests.input,
                flag: String = "--output") throws -> ToolRunner.Result {
        try folder.write(input, to: "in.json")
        return try ToolRunner.run(["render", folder.path("in.json"), "--format", "text", flag, target], in: folder.url)
    }

    @Test("the reference output is a real report")
    func reference() {
        #expect(Self.expected.contains("$929,466.23"))
    }

    @Test("a regular file is replaced atomically and keeps its permission bits", arguments: ["--output", "-o"])
    func regularFile(flag: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = folder.path("statement.txt")
        try folder.write("old report\n", to: "statement.txt")
        chmod(target, 0o640)
        let result = try render(to: target, in: folder, flag: flag)
        #expect(result.status == 0)
        #expect(result.stdout == "" && result.stderr == "")
        #expect(Self.contents(target) == Self.expected)
        #expect(Self.kind(target) == .regular)
        #expect(Self.mode(target) == 0o640)
        #expect(Self.leftovers(folder).isEmpty)
    }

    @Test("a symbolic link keeps being a link; its target is replaced")
    func symbolicLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: true)
        try folder.write("old report\n", to: "real/statement.txt")
        // A relative link, resolved from the link's own folder, not the working directory.
        try FileManager.default.createSymbolicLink(atPath: folder.path("latest.txt"), withDestinationPath: "real/statement.txt")
        let result = try render(to: "latest.txt", in: folder)
        #expect(result.status == 0)
        #expect(Self.kind(folder.path("latest.txt")) == .link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("latest.txt")) == "real/statement.txt")
        #expect(Self.contents(folder.path("real/statement.txt")) == Self.expected)
        #expect(Self.leftovers(folder).isEmpty)
    }

    @Test("a failed render leaves a link and its target untouched")
    func failedRenderThroughLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old report\n", to: "statement.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.path("latest.txt"), withDestinationPath: "statement.txt")
        let result = try render(to: "latest.txt", in: folder, input: Self.bad)
        #expect(result.status == 65)
        #expect(Self.kind(folder.path("latest.txt")) == .link)
        #expect(Self.contents(folder.path("statement.txt")) == "old report\n")
        #expect(Self.leftovers(folder).isEmpty)
    }

    @Test("a dangling link's target is created, as a shell's > would; the link stays")
    func danglingLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path("latest.txt"), withDestinationPath: "november.txt")
        let result = try render(to: folder.path("latest.txt"), in: folder)
        #expect(result.status == 0)
        #expect(Self.kind(folder.path("latest.txt")) == .link)
        #expect(Self.kind(folder.path("november.txt")) == .regular)
        #expect(Self.contents(folder.path("november.txt")) == Self.expected)
    }

    @Test("a FIFO is written through to the process reading it, and stays a FIFO")
    func fifo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pipe = folder.path("report.fifo")
        #expect(mkfifo(pipe, 0o600) == 0)
        // This process is the reader: with the FIFO open for reading, the tool's open for
        // writing does not wait, and the report (well under the pipe's 64 KB) waits in the
        // FIFO until read. Had the tool replaced the FIFO, nothing would arrive here.
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let result = try render(to: pipe, in: folder)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(reader, &chunk, chunk.count)
            guard count > 0 else { break }
            received += chunk[..<count]
        }
        #expect(result.status == 0)
        #expect(String(decoding: received, as: UTF8.self) == Self.expected)
        #expect(Self.kind(pipe) == .fifo)
        #expect(Self.leftovers(folder).isEmpty)
    }

    @Test("a character device is written through, never replaced (mknod in a scratch folder as root, else /dev/null)")
    func characterDevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var device = folder.path("null")
        #if os(Linux)
        // Major 1, minor 3 is the null device on Linux (dev_t 0x103); making one needs root.
        if getuid() != 0 || mknod(device, S_IFCHR | 0o666, 0x103) != 0 { device = "/dev/null" }
        #else
        device = "/dev/null"
        #endif
        let result = try render(to: device, in: folder)
        #expect(result.status == 0)
        #expect(Self.kind(device) == .characterDevice)
        #expect(Self.leftovers(folder).isEmpty)
        if device != "/dev/null" { #expect(Self.kind("/dev/null") == .characterDevice) }
    }

    @Test("a full device is an I/O error (74), and the device stays a device")
    func fullDevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try #require(Self.kind("/dev/full") == .characterDevice, "this system has no /dev/full")
        let result = try render(to: "/dev/full", in: folder)
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("error: cannot write /dev/full: "))
        #expect(Self.kind("/dev/full") == .characterDevice)
    }

    @Test("- and /dev/stdout are standard output; no file is made", arguments: ["-", "/dev/stdout"])
    func standardOutput(target: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try render(to: target, in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == Self.expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["in.json"])
    }

    @Test("a directory is refused (73) and left as it was")
    func directory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("reports"), withIntermediateDirectories: true)
        let result = try render(to: "reports", in: folder)
        #expect(result.status == 73)
        #expect(result.stderr == "error: cannot write reports: is a directory\n")
        #expect(Self.kind(folder.path("reports")) == .directory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("reports")).isEmpty)
    }

    @Test("a folder that does not exist is refused (73)")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try render(to: "nowhere/statement.txt", in: folder)
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("error: cannot write nowhere/statement.txt: "))
    }

    @Test("a read-only folder is refused (73), with no file or temporary file left")
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        defer {
            chmod(folder.path("locked"), 0o755)
            folder.remove()
        }
        try folder.write(Self.input, to: "in.json")
        try FileManager.default.createDirectory(atPath: folder.path("locked"), withIntermediateDirectories: true)
        chmod(folder.path("locked"), 0o555)
        chmod(folder.url.path, 0o755)
        chmod(folder.path("in.json"), 0o644)
        // Root may write anywhere: run the tool as nobody, as the folder's permissions intend.
        let launcher = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        if !launcher.isEmpty {
            try #require(FileManager.default.isExecutableFile(atPath: launcher[0]), "running as root needs setpriv (util-linux)")
        }
        let result = try ToolRunner.run(["render", folder.path("in.json"), "-o", folder.path("locked/statement.txt")],
                                        launcher: launcher)
        #expect(result.status == 73)
        #expect(result.stderr.contains("cannot write \(folder.path("locked/statement.txt")): Permission denied"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("locked")).isEmpty)
    }

    @Test("golden verify --update rewrites a table through its link, which stays a link")
    func goldenUpdateThroughLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("en_US USD 1 $2.00\n", to: "real.golden")
        try FileManager.default.createSymbolicLink(atPath: folder.path("usd.golden"), withDestinationPath: "real.golden")
        let result = try ToolRunner.run(["golden", "verify", folder.path("usd.golden"), "--update"])
        #expect(result.status == 0)
        #expect(Self.kind(folder.path("usd.golden")) == .link)
        #expect(Self.contents(folder.path("real.golden"))?.contains("$1.00") == true)
    }

    @Test("batch needs a folder: a file or a dangling link there is refused (73)")
    func batchOutputFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let line = #"{"customer":{"name":"A","id":"c-1"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"1"}]}"#
        try folder.write(line + "\n", to: "in.ndjson")
        try folder.write("not a folder\n", to: "file")
        try FileManager.default.createSymbolicLink(atPath: folder.path("dangling"), withDestinationPath: "gone")
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("linked"), withDestinationPath: "real")

        let intoFile = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("file")])
        #expect(intoFile.status == 73)
        #expect(intoFile.stderr == "error: cannot write \(folder.path("file")): is not a folder\n")
        #expect(Self.contents(folder.path("file")) == "not a folder\n")

        let intoDangling = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("dangling")])
        #expect(intoDangling.status == 73)
        #expect(intoDangling.stderr.hasPrefix("error: cannot write \(folder.path("dangling")): is a symbolic link to nothing"))
        #expect(Self.kind(folder.path("dangling")) == .link)
        #expect(Self.kind(folder.path("gone")) == .missing)

        let intoLinked = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("linked")])
        #expect(intoLinked.status == 0)
        #expect(Self.kind(folder.path("real/c-1.txt")) == .regular)
    }
}
