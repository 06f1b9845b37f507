/// How many pages a PDF says it has, read from its page tree's `/Count` where the file keeps its
/// dictionaries in the open (Chromium's Skia writer does; qpdf's encryption leaves them so):
/// the largest `/Count` of a `/Type /Pages` dictionary, which is the root's. A file whose
/// page tree sits in compressed object streams gives nil: the caller knows the count otherwise.
///
/// The scan knows just enough of PDF's syntax (ISO 32000-1, 7.2–7.3) not to be fooled: strings,
/// hexadecimal strings, comments and stream data are skipped whole, so a `<<` inside them
/// opens nothing.
///
/// ```swift
/// PDFPageCount.count(in: Array("<</Type /Pages /Kids [3 0 R 4 0 R] /Count 2>>".utf8))  // 2
/// PDFPageCount.count(in: Array("%PDF-1.7".utf8))                                       // nil
/// ```
package enum PDFPageCount {
    /// The page count, or nil when no `/Type /Pages` dictionary with a `/Count` is in the open.
    package static func count(in bytes: [UInt8]) -> Int? {
        var scanner = Scanner(bytes: bytes)
        return scanner.largestPagesCount()
    }

    /// One dictionary being read: its last key, and what it says of pages so far.
    private struct Frame {
        var key: [UInt8]?
        var isPages = false
        var count: Int?
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var frames: [Frame] = []
        var best: Int?

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func largestPagesCount() -> Int? {
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "%"):
                    skipLine()
                case UInt8(ascii: "("):
                    skipString()
                    valueSeen()
                case UInt8(ascii: "<"):
                    if next == UInt8(ascii: "<") {
                        position += 2
                        frames.append(Frame())
                    } else {
                        skip(through: UInt8(ascii: ">"))
                        valueSeen()
                    }
                case UInt8(ascii: ">"):
                    if next == UInt8(ascii: ">"), let frame = frames.popLast() {
                        position += 2
                        if frame.isPages, let count = frame.count { best = max(best ?? 0, count) }
                        valueSeen()
                    } else {
                        position += 1
                    }
                case UInt8(ascii: "/"):
                    let name = readName()
                    if var frame = frames.last, let key = frame.key {
                        // A name right after a key is its value.
                        if key == Array("Type".utf8), name == Array("Pages".utf8) { frame.isPages = true }
                        frame.key = nil
                        frames[frames.count - 1] = frame
                    } else if !frames.isEmpty {
                        frames[frames.count - 1].key = name
                    }
                case UInt8(ascii: "["):
                    skipArray()
                    valueSeen()
                default:
                    if isWhitespace(byte) {
                        position += 1
                    } else {
                        let word = readWord()
                        if word == Array("stream".utf8) {
                            skipStreamData()
                        } else if var frame = frames.last, let key = frame.key {
                            if key == Array("Count".utf8), let value = wholeNumber(word) { frame.count = value }
                            frame.key = nil
                            frames[frames.count - 1] = frame
                        }
                    }
                }
            }
            return best
        }

        private var next: UInt8? { position + 1 < bytes.count ? bytes[position + 1] : nil }

        /// A value other than a name or number ended: the key it belonged to is done.
        private mutating func valueSeen() {
            if !frames.isEmpty { frames[frames.count - 1].key = nil }
        }

        private func isWhitespace(_ byte: UInt8) -> Bool {
            [0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(byte)
        }

        private func isDelimiter(_ byte: UInt8) -> Bool {
            isWhitespace(byte) || Array("()<>[]{}/%".utf8).contains(byte)
        }

        private mutating func readName() -> [UInt8] {
            position += 1
            let start = position
            while position < bytes.count, !isDelimiter(bytes[position]) { position += 1 }
            return Array(bytes[start..<position])
        }

        private mutating func readWord() -> [UInt8] {
            let start = position
            while position < bytes.count, !isDelimiter(bytes[position]) { position += 1 }
            if position == start { position += 1 }  // a stray delimiter such as `)` or `}`
            return Array(bytes[start..<position])
        }

        private func wholeNumber(_ word: [UInt8]) -> Int? {
            guard !word.isEmpty, word.count < 10, word.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int(String(decoding: word, as: UTF8.self))
        }

        private mutating func skipLine() {
            while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
        }

        private mutating func skip(through end: UInt8) {
            while position < bytes.count, bytes[position] != end { position += 1 }
            position += 1
        }

        /// A literal string: balanced parentheses, `\` escaping the next byte.
        private mutating func skipString() {
            var depth = 0
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\\"): position += 1
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    if depth == 0 { position += 1; return }
                default: break
                }
                position += 1
            }
        }

        /// An array, with the strings and dictionaries in it.
        private mutating func skipArray() {
            var depth = 0
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "("):
                    skipString()
                    continue
                case UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { position += 1; return }
                default: break
                }
                position += 1
            }
        }

        /// From after `stream` to after the `endstream` that ends its data.
        private mutating func skipStreamData() {
            let end = Array("endstream".utf8)
            while position + end.count <= bytes.count {
                if bytes[position] == end[0], bytes[position..<(position + end.count)].elementsEqual(end) {
                    position += end.count
                    return
                }
                position += 1
            }
            position = bytes.count
        }
    }
}
