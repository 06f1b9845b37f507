import Foundation

/// Runs the built `account-summary` binary and captures what it did.
///
/// ```swift
/// let result = try ToolRunner.run(["format", "1", "--currency", "USD", "--locale", "en_US"])
/// result.stdout    // "$1.00\n"
/// result.status    // 0
/// ```
public enum ToolRunner {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The binary next to the test bundle (swift build puts products side by side).
    public static var binary: URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("account-summary"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("account-summary"),
        ] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("account-summary") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? PackagePaths.root.appendingPathComponent(".build/debug/account-summary")
    }

    /// Runs the tool with `arguments`.
    /// - Parameters:
    ///   - launcher: a command that runs the tool, e.g. `["/usr/bin/setpriv", "--reuid=65534", …]`;
    ///     the tool's path and arguments follow it.
    ///   - unsetting: variables of this process's environment the tool must not see (an engine's
    ///     `JOB_COMPLETION_INDEX`, when the tests themselves run in one).
    public static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:],
                           unsetting: [String] = [], in directory: URL? = nil, launcher: [String] = []) throws -> Result {
        let process = Process()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(launcher.dropFirst()) + [binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        // COLUMNS would fit text output to the caller's terminal: only a test that sets it gets it.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "COLUMNS" && !unsetting.contains($0.key) }
            .merging(environment) { $1 }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorData, as: UTF8.self))
    }
}
