import Foundation

/// A program someone else wrote (poppler's `pdftotext`, `mutool`, `gs`, `qpdf`), found on
/// `PATH` and run to give its verdict on what the package wrote.
///
/// ```swift
/// let verdict = try ExternalTool.find("qpdf")?.run(["--check", "out.pdf"])
/// verdict?.status  // 0
/// ```
public struct ExternalTool: Sendable {
    /// The program's path.
    public let path: String

    /// The first of `names` on `PATH`, or nil.
    public static func find(_ names: String...) -> ExternalTool? {
        for name in names {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return ExternalTool(path: path) }
            }
        }
        return nil
    }

    /// What a run printed and how it ended.
    public struct Verdict: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs the program with `arguments`, standard input empty.
    public func run(_ arguments: [String]) throws -> Verdict {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        // Standard error goes to a file, so a chatty tool cannot fill a pipe nobody reads.
        let errorPath = NSTemporaryDirectory() + "external-tool-\(UUID().uuidString).err"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = FileManager.default.contents(atPath: errorPath) ?? Data()
        return Verdict(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                       stderr: String(decoding: errorData, as: UTF8.self))
    }
}

extension ExternalTool {
    /// The test tools `.ci/run` installs from PyPI into `.build/venv` (page-validation, typst,
    /// bai2, kubernetes-validate): a program of that environment's `bin`, else the same name on
    /// `PATH`, else nil.
    ///
    /// ```swift
    /// ExternalTool.venv("kubernetes-validate")?.run(["deploy/kubernetes/statements-job.yaml"])
    /// ```
    public static func venv(_ name: String) -> ExternalTool? {
        let path = PackagePaths.root.appendingPathComponent(".build/venv/bin/\(name)").path
        if FileManager.default.isExecutableFile(atPath: path) { return ExternalTool(path: path) }
        return find(name)
    }

    /// The virtual environment's Python when `module` imports there (`page`, `typst`, `bai2`),
    /// else nil: run it with `["-c", script]` or a script's path.
    ///
    /// ```swift
    /// ExternalTool.python(importing: "bai2")?.run(["-c", "import bai2; print(bai2.__name__)"])
    /// ```
    public static func python(importing module: String) -> ExternalTool? {
        guard let python = venv("python3") ?? find("python3"),
              let verdict = try? python.run(["-c", "import \(module)"]), verdict.status == 0 else { return nil }
        return python
    }
}
