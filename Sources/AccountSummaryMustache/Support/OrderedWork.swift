/// What renders a long list's chunks, in order: on the caller's thread, or at once on threads.
///
/// The one part of the app library's work-sharing seam (`WorkSharing`, which refines this) the
/// template engine needs, declared here so the engine knows no domain type. Every engine gives
/// the same result; an engine may only be faster.
///
/// ```swift
/// struct OneThread: OrderedWork {
///     var jobs: Int { 1 }
///     func forEachInOrder<Value: Sendable>(_ count: Int, make: @Sendable (Int) -> Value, consume: (Int, Value) -> Void) {
///         for index in 0..<count { consume(index, make(index)) }
///     }
/// }
/// ```
package protocol OrderedWork: Sendable {
    /// How many threads the work may use at once; at least 1.
    var jobs: Int { get }

    /// Makes a value for every index in `0..<count` (maybe at once) and hands each to
    /// `consume` in index order, one call after the other, all before returning.
    ///
    /// `consume` need not be `Sendable`: the engine promises never to run two of its calls
    /// at once, and to finish them all before it returns.
    func forEachInOrder<Value: Sendable>(_ count: Int, make: @Sendable (Int) -> Value, consume: (Int, Value) -> Void)
}
