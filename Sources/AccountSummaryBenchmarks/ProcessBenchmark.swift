import Foundation

/// The whole `format` command against a reference program, both reading the same lines.
struct ProcessBenchmark {
    var options: BenchmarkOptions

    func run() -> String? { "process suite not built yet" }
}

/// The reference: reads lines, formats each with FormatStyle (or `.attributed`), prints.
enum ReferenceFormatProgram {
    static func main(_ arguments: [String]) -> Int32 { 0 }
}
