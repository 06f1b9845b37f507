/// SplitMix64 (Steele, Lea, Flood 2014): a small, fast generator whose sequence
/// depends on nothing but its seed, the same on every platform and run.
///
/// For generated benchmark data and reproducible test inputs, never for anything secret.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// random.next()            // the same UInt64 on every machine
/// Int.random(in: 0..<10, using: &random)
/// ```
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (by remainder: a bias far below what test data notices).
    package mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
