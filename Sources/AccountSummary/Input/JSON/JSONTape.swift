/// A parsed document's tape: ``count`` ``JSONNode``s in one allocation, appended by the parser
/// and then only read.
///
/// One of the three files of `Input/` that touch raw memory (with `JSONBytes.swift` and
/// `StatementReader+Streaming.swift`); everything above them uses safe API.
///
/// **Invariant**: nodes `0..<count` are initialized and `count <= capacity`; every index read
/// or written is below `count` (checked by `assert` in debug builds). Only the ``JSONParser``
/// that made a tape writes it, before any ``JSONDocument`` holds it; from then on it is never
/// written again, which is why sharing it between threads is safe (`@unchecked Sendable`).
///
/// ```swift
/// let tape = JSONTape(capacity: 4)
/// tape.append(JSONNode(tag: .true, offset: 0))
/// tape[0].tag  // .true
/// ```
final class JSONTape: @unchecked Sendable {
    @exclusivity(unchecked) private var nodes: UnsafeMutablePointer<JSONNode>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    /// An empty tape with room for `capacity` nodes (only the pages written are touched).
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        nodes = .allocate(capacity: self.capacity)
    }

    deinit { nodes.deallocate() }

    /// The node at `index`, below ``count``.
    @inline(__always)
    subscript(index: Int) -> JSONNode {
        get {
            assert(index >= 0 && index < count, "tape index out of range")
            return nodes[index]
        }
        set {
            assert(index >= 0 && index < count, "tape index out of range")
            nodes[index] = newValue
        }
    }

    /// Adds `node` at the end.
    @inline(__always)
    func append(_ node: JSONNode) {
        if count == capacity { grow() }
        (nodes + count).initialize(to: node)
        count += 1
    }

    /// Drops the nodes from `newCount` on (a streamed element's, once read).
    @inline(__always)
    func truncate(to newCount: Int) {
        assert(newCount >= 0 && newCount <= count, "truncating beyond the tape")
        count = newCount  // JSONNode is trivial: nothing to deinitialize
    }

    @inline(never)
    private func grow() {
        let bigger = UnsafeMutablePointer<JSONNode>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: nodes, count: count)
        nodes.deallocate()
        nodes = bigger
        capacity *= 2
    }
}
