/// A fuzz target's check failed: the parser under test broke a property it promises.
///
/// The fuzzer turns it into a crash (so libFuzzer keeps the input); the regression tests
/// expect none to be thrown.
///
/// ```swift
/// throw FuzzFailure(.json, "accepted a document the reference rejects at byte 3")
/// // json: accepted a document the reference rejects at byte 3
/// ```
package struct FuzzFailure: Error, CustomStringConvertible {
    package let target: FuzzTarget
    package let message: String

    init(_ target: FuzzTarget, _ message: String) {
        self.target = target
        self.message = message
    }

    package var description: String { "\(target.rawValue): \(message)" }
}
