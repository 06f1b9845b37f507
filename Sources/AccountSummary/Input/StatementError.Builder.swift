extension StatementError {
    /// Collects problems in the order they are found, keeping the first `maximum` and counting
    /// the rest; a problem's path, position and message are worked out only when it is kept.
    ///
    /// ```swift
    /// var problems = StatementError.Builder(maximum: 50)
    /// problems.add(.missing(.string), at: customer, key: "name")
    /// problems.error?.lines  // ["customer.name: missing (expected a string)"]
    /// ```
    struct Builder {
        /// How many problems are kept; at least 1.
        let maximum: Int
        private(set) var problems: [Problem] = []
        private(set) var omitted = 0
        /// Where values stand in the whole input, when they come from a piece of it (a
        /// streamed read parses the header and each transaction as documents of their own).
        var frame: Frame?

        /// A piece of the input: how its paths and offsets map back to the whole input's.
        struct Frame {
            var path: (JSONPath) -> JSONPath
            var offset: (Int) -> Int
            var input: JSONBytes
        }

        init(maximum: Int) {
            self.maximum = max(1, maximum)
        }

        /// Whether nothing has been found.
        var isEmpty: Bool { problems.isEmpty }

        /// Records a problem with `value`, or with its member `key` when that is missing (the
        /// line and column are then the object's).
        mutating func add(_ reason: @autoclosure () -> Reason, at value: JSONValue, key: String? = nil) {
            guard problems.count < maximum else {
                omitted += 1
                return
            }
            var path = value.path
            var position: JSONPosition
            if let frame {
                path = frame.path(path)
                position = JSONPosition(offset: frame.offset(value.offset), in: frame.input)
            } else {
                position = value.position
            }
            if let key { path = path.appending(.key(key)) }
            problems.append(Problem(path: StatementError.pathText(path), message: reason().message,
                                    line: position.line, column: position.column))
        }

        /// Adds the problems `other` found (later in the document than these), keeping the
        /// first `maximum` of all and counting the rest.
        mutating func append(contentsOf other: Builder) {
            for problem in other.problems {
                if problems.count < maximum { problems.append(problem) } else { omitted += 1 }
            }
            omitted += other.omitted
        }

        /// The error to throw, or nil when the document had no problems.
        var error: StatementError? {
            problems.isEmpty ? nil : StatementError(problems: problems, omitted: omitted)
        }
    }
}
