/// A catalog value split into literal text and placeholders, and filled in safely.
///
/// Understands the placeholders Xcode writes: `%@` (text), `%d` `%i` `%u` with an optional
/// length (`%ld`, `%lld`, `%zd`, …) (a whole number), positional forms (`%2$@`), and `%%`
/// for a percent sign. Anything else after `%` is kept as written. Filling never crashes:
/// a placeholder with no argument stays as written (visible, so a wrong catalog shows),
/// and extra arguments are ignored. No `String(format:)` is involved.
///
/// ```swift
/// PhraseFormat("Showing %lld–%lld of %lld").filled(with: [21, 40, 57])  // "Showing 21–40 of 57"
/// PhraseFormat("%2$@, %1$@").filled(with: ["a", "b"])                  // "b, a"
/// PhraseFormat("%1$@ %3$@").filled(with: ["x"])                        // "x %3$@"
/// ```
public struct PhraseFormat: Sendable, Hashable {
    /// A piece of a phrase.
    public enum Piece: Sendable, Hashable {
        /// Words as they are.
        case literal(String)
        /// A value's place.
        case placeholder(Placeholder)
    }

    /// One placeholder: which argument it takes (from 1) and what kind of value.
    public struct Placeholder: Sendable, Hashable, Comparable {
        /// The argument's number, from 1: written (`%2$@`) or counted in order (`%@ %@`).
        public var position: Int
        /// Whether it takes text (`@`) or a whole number (`d`, `i`, `u` with any length).
        public var kind: Kind
        /// The placeholder exactly as written (`%1$@`, `%lld`).
        public var written: String

        /// What a placeholder takes.
        public enum Kind: String, Sendable, Hashable {
            /// A string (`%@`).
            case text = "@"
            /// An integer (`%lld`).
            case integer = "lld"
        }

        /// Position first, then kind: the order placeholders are compared in.
        public static func < (left: Placeholder, right: Placeholder) -> Bool {
            (left.position, left.kind.rawValue) < (right.position, right.kind.rawValue)
        }

        /// `%1$@`, `%2$lld`: the canonical spelling, the same for `%d` and `%lld`.
        public var canonical: String { "%\(position)$\(kind.rawValue)" }
    }

    /// The pieces in order.
    public let pieces: [Piece]

    /// Splits a catalog value.
    public init(_ value: String) {
        var pieces: [Piece] = []
        var literal = ""
        var nextPosition = 1
        var rest = value.unicodeScalars[...]
        while let scalar = rest.first {
            rest = rest.dropFirst()
            guard scalar == "%" else {
                literal.unicodeScalars.append(scalar)
                continue
            }
            if rest.first == "%" {
                literal.append("%")
                rest = rest.dropFirst()
                continue
            }
            guard let (placeholder, after) = PhraseFormat.placeholder(in: rest, nextPosition: nextPosition) else {
                literal.append("%")
                continue
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            pieces.append(.placeholder(placeholder))
            if !placeholder.written.contains("$") { nextPosition += 1 }
            rest = after
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }

    /// The placeholders, in the order written.
    public var placeholders: [Placeholder] {
        pieces.compactMap { if case .placeholder(let placeholder) = $0 { placeholder } else { nil } }
    }

    /// The phrase with each placeholder replaced by its argument.
    public func filled(with arguments: [PhraseArgument]) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .literal(let text):
                result += text
            case .placeholder(let placeholder):
                let index = placeholder.position - 1
                result += index < arguments.count ? arguments[index].rendered : placeholder.written
            }
        }
        return result
    }

    /// Reads `[N$][length]conversion` after a `%`; nil if it is not a placeholder we know.
    private static func placeholder(
        in text: Substring.UnicodeScalarView, nextPosition: Int
    ) -> (Placeholder, Substring.UnicodeScalarView)? {
        var rest = text
        var written = "%"
        var position = nextPosition
        // A position: digits then `$` (at most 3 digits: a catalog has no 1000th argument).
        var digits = ""
        while let scalar = rest.first, ("0"..."9").contains(scalar), digits.unicodeScalars.count < 4 {
            digits.unicodeScalars.append(scalar)
            rest = rest.dropFirst()
        }
        if !digits.isEmpty {
            guard rest.first == "$", digits.unicodeScalars.count <= 3, let number = Int(digits), number > 0 else { return nil }
            position = number
            written += digits + "$"
            rest = rest.dropFirst()
        }
        var length = ""
        while let scalar = rest.first, "lhqzjt".unicodeScalars.contains(scalar), length.unicodeScalars.count < 2 {
            length.unicodeScalars.append(scalar)
            rest = rest.dropFirst()
        }
        guard let conversion = rest.first else { return nil }
        let kind: Placeholder.Kind
        switch conversion {
        case "@" where length.isEmpty: kind = .text
        case "d", "i", "u": kind = .integer
        default: return nil
        }
        written += length + String(conversion)
        return (Placeholder(position: position, kind: kind, written: written), rest.dropFirst())
    }
}
