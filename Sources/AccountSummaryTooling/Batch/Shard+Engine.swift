import AccountSummary

extension Shard {
    /// The variables engines set to tell each process of an indexed run its index, with the
    /// engine's name: Kubernetes' Indexed Job and AWS Batch's array job. (Argo passes the
    /// index as an argument, `--shard-index {{item}}`.)
    package static let engineIndexVariables: [(name: String, engine: String)] = [
        ("JOB_COMPLETION_INDEX", "Kubernetes Indexed Job"),
        ("AWS_BATCH_JOB_ARRAY_INDEX", "AWS Batch array job"),
    ]

    /// The shard an engine runs this process as: its index from the environment, the count
    /// from `--shards`.
    ///
    /// ```swift
    /// try Shard.fromEngine(["JOB_COMPLETION_INDEX": "3"], count: 8)      // Shard(index: 3, count: 8)
    /// try Shard.fromEngine(["AWS_BATCH_JOB_ARRAY_INDEX": "9"], count: 8) // throws .outOfRange
    /// ```
    /// - Parameters:
    ///   - environment: the process's environment.
    ///   - count: N, from `--shards N`.
    /// - Throws: ``ShardProblem`` when neither variable is set, when one is not an index
    ///   from 0 to N − 1, or when both are set to different indices.
    package static func fromEngine(_ environment: [String: String], count: Int) throws(ShardProblem) -> Shard {
        var found: [(name: String, shard: Shard)] = []
        for variable in engineIndexVariables {
            guard let text = environment[variable.name] else { continue }
            found.append((variable.name, try fromIndex(text, count: count, source: variable.name)))
        }
        guard let first = found.first else { throw .noEngineIndex }
        if let other = found.dropFirst().first(where: { $0.shard != first.shard }) {
            throw .disagree(first.name, first.shard.index, other.name, other.shard.index)
        }
        return first.shard
    }

    /// The shard `text` names as an index of `count`: a whole number from 0 to `count − 1`.
    ///
    /// ```swift
    /// try Shard.fromIndex("0", count: 1)  // .all
    /// ```
    /// - Parameter source: where the index came from, as the message names it
    ///   (`--shard-index`, `JOB_COMPLETION_INDEX`).
    package static func fromIndex(_ text: String, count: Int, source: String) throws(ShardProblem) -> Shard {
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let index = Int(text), (0..<count).contains(index) else {
            throw .outOfRange(source: source, value: text, count: count)
        }
        return Shard(index: index, count: count)
    }
}

/// Why the shard an engine gives cannot be used, worded in one place (a usage error, 64).
///
/// ```swift
/// ShardProblem.outOfRange(source: "JOB_COMPLETION_INDEX", value: "8", count: 8).description
/// // "JOB_COMPLETION_INDEX \"8\" is not a shard index from 0 to 7 (--shards 8)"
/// ```
package enum ShardProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// `--shard auto` and neither engine's variable is set.
    case noEngineIndex
    /// The index is not a whole number from 0 to count − 1.
    case outOfRange(source: String, value: String, count: Int)
    /// Both variables are set, to different indices.
    case disagree(String, Int, String, Int)

    package var description: String {
        switch self {
        case .noEngineIndex:
            "--shard auto reads the shard index from "
                + Shard.engineIndexVariables.map { "\($0.name) (\($0.engine))" }.joined(separator: " or ")
                + ", and neither is set; give it with --shard-index K"
        case .outOfRange(let source, let value, let count):
            "\(source) \(DiagnosticQuoting.quoted(value)) is not a shard index from 0 to \(count - 1) (--shards \(count))"
        case .disagree(let first, let firstIndex, let second, let secondIndex):
            "\(first) is \(firstIndex) but \(second) is \(secondIndex): which shard is this? unset one"
        }
    }
}
