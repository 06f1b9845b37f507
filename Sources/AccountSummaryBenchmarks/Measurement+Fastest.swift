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

    /// The fastest of `runs` timings of `reference` and of `contender`, run alternately, in
    /// seconds, and what the contender's last run returned.
    ///
    /// For a ratio between the two on a machine others share: a slow spell (another build, a
    /// CI neighbour) lands on both sides of a pair rather than on one contender's every run.
    ///
    /// ```swift
    /// let race = try Measurement.fastestInterleaved(runs: 2, reference: { decode() }, contender: { render() })
    /// let ratio = race.reference / race.contender
    /// ```
    static func fastestInterleaved<Ignored, Result>(
        runs: Int, reference: () throws -> Ignored, contender: () throws -> Result
    ) rethrows -> (reference: Double, contender: Double, result: Result) {
        var referenceBest = Double.infinity
        var contenderBest = Double.infinity
        var result: Result?
        for _ in 0..<max(runs, 1) {
            referenceBest = min(referenceBest, try fastest(runs: 1, reference).seconds)
            result = nil
            let timed = try fastest(runs: 1, contender)
            contenderBest = min(contenderBest, timed.seconds)
            result = timed.result
        }
        return (referenceBest, contenderBest, result!)
    }
}
