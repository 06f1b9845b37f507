import AccountSummary
import AccountSummaryScale
import Foundation

// Benchmarks report ratios against a reference measured in the same run; a
// debug build's figures mean nothing, so refuse to print them.
#if DEBUG
FileHandle.standardError.write(Data("error: benchmarks need a release build: swift run -c release account-summary-benchmark\n".utf8))
exit(64)
#else
exit(BenchmarkCommand.main(Array(CommandLine.arguments.dropFirst())))
#endif
