// The fuzzer's entry points. libFuzzer supplies `main` and calls the two functions below, so
// they are compiled only into the fuzz build (`.ci/fuzz`: `-sanitize=fuzzer,address -D FUZZING`).
// A normal build (`swift build`, `swift test`) gets the `main` at the bottom instead: it says
// how to fuzz, and replays saved inputs through the same checks, without libFuzzer.

import Foundation

#if FUZZING

/// The target this process fuzzes: set once by `LLVMFuzzerInitialize`, before libFuzzer calls
/// `LLVMFuzzerTestOneInput` (on the same thread); read-only after that, hence safe unchecked.
nonisolated(unsafe) private var selectedTarget: FuzzTarget?

/// libFuzzer's set-up hook: reads `--target=NAME` (libFuzzer ignores flags that start with
/// `--`, so it can sit among libFuzzer's own flags).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    let arguments = (0..<Int(argc.pointee)).compactMap { index in argv.pointee?[index].map { String(cString: $0) } }
    let names = arguments.compactMap { $0.hasPrefix("--target=") ? String($0.dropFirst("--target=".count)) : nil }
    guard let name = names.last, let target = FuzzTarget(rawValue: name) else {
        FileHandle.standardError.write(Data("error: name a target with --target=NAME (\(FuzzUsage.targetList))\n".utf8))
        exit(64)
    }
    selectedTarget = target
    return 0
}

/// libFuzzer's per-input hook: a broken property becomes a crash, which libFuzzer reports
/// and saves as `crash-…`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try selectedTarget!.check(bytes)
    } catch {
        fatalError(error.description)
    }
    return 0
}

/// libFuzzer's driver, for a program that has its own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func fuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The program's entry point when SwiftPM links the executable's `main` to its module's entry
/// (`--defsym main=AccountSummaryFuzz_main`, as it does so that tests can link executables):
/// it hands over to libFuzzer's driver, which calls the two functions above. Where SwiftPM
/// does not, libFuzzer's own `main` runs and this is never called.
@_cdecl("AccountSummaryFuzz_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return fuzzerRunDriver(&count, &arguments) { data, size in fuzzerTestOneInput(data, size) }
}

#else

@main
enum AccountSummaryFuzz {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first else {
            FileHandle.standardError.write(Data((FuzzUsage.text + "\n").utf8))
            exit(64)
        }
        if ["-h", "--help", "help"].contains(name) {
            print(FuzzUsage.text)
            exit(0)
        }
        guard let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            FileHandle.standardError.write(Data("error: expected a target (\(FuzzUsage.targetList)) and input files\n\(FuzzUsage.text)\n".utf8))
            exit(64)
        }
        var failed = false
        for path in arguments.dropFirst() {
            guard let contents = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("error: cannot read \(path)\n".utf8))
                exit(66)
            }
            do {
                try target.check(Array(contents))
                print("\(path): ok")
            } catch {
                print("\(path): \(error)")
                failed = true
            }
        }
        exit(failed ? 1 : 0)
    }
}

#endif

/// What the normal build's `main` prints.
enum FuzzUsage {
    static let targetList = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")

    static let text = """
        account-summary-fuzz: libFuzzer checks of the package's parsers (\(targetList)).

        This build has no fuzzer in it: libFuzzer supplies its own main, so the fuzzing entry
        point is compiled only by the fuzz build. To fuzz every target for SECONDS each:

          .ci/fuzz [SECONDS]

        It builds into .build/fuzz with `-sanitize=fuzzer,address -DFUZZING` (through a toolset,
        .build/fuzz/toolset.json) and runs each target, e.g.
          .build/fuzz/release/account-summary-fuzz --target=json -max_total_time=60 CORPUS_DIR
        A failing input is left in .build/fuzz/artifacts/.

        This build can replay saved inputs (a crash-… file, a seed) through the same checks:

          swift run account-summary-fuzz TARGET FILE...
        """
}
