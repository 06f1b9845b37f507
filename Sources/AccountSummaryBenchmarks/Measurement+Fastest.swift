extension Measurement {
    /// The fastest of `runs` wall-clock timings of `body`, in seconds, and what the last run
    /// returned.
    ///
    /// For work too large to repeat for a minimum time (a whole document). The previous
    /// run's result is freed before the clock starts, so no run pays for another's.
    static func fastest<Result>(runs: Int, _ body: () throws -> Result) rethrows -> (seconds: Double, result: Result) {
        let clock = ContinuousClock()
        var best = Double.infinity
        var result: Result?
        for _ in 0..<max(runs, 1) {
            result = nil
            let start = clock.now
            let value = try body()
            best = min(best, (clock.now - start).seconds)
            result = value
        }
        return (best, result!)
    }
}
