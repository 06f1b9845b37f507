import AccountSummary

extension Ledger {
    /// One line of a ledger: what became of one customer of the input in one run.
    ///
    /// ```swift
    /// let entry = Ledger.Entry(customer: "c-1", source: .line(1), input: SHA256.hash(line), status: .written,
    ///                          outputs: [.init(name: "c-1.txt", size: 812, sha256: SHA256.hash(text))])
    /// entry.json
    /// // {"customer":"c-1","line":1,"input":"…","status":"written","outputs":[{"name":"c-1.txt","size":812,"sha256":"…"}]}
    /// try Ledger.Entry(parsing: Array(entry.json.utf8)) == entry  // true
    /// ```
    package struct Entry: Sendable, Hashable {
        /// What the run did with the customer.
        package enum Status: String, Sendable, CaseIterable {
            /// Rendered and every file written.
            case written
            /// Not rendered: the line or file has a problem (``Entry/errors`` says which); permanent
            /// for this input.
            case rejected
            /// `--resume` found the files an earlier run wrote, each with the size and digest
            /// recorded, for the same input; nothing was written.
            case kept
        }

        /// Where the customer is in the input: a line of NDJSON, or an entry of a folder
        /// (`acme.sta`, or `acme/` for a sub-folder). A ledger's lines are told apart by it.
        package enum Source: Sendable, Hashable, CustomStringConvertible {
            case line(Int)
            case file(String)

            /// `line 12`, `acme.sta`: as findings name it.
            package var description: String {
                switch self {
                case .line(let number): "line \(number)"
                case .file(let name): name
                }
            }
        }

        /// One file written for the customer.
        package struct Output: Sendable, Hashable {
            /// The file's name in the output folder (`c-1.pdf`).
            package var name: String
            /// Its size in bytes.
            package var size: Int
            package var sha256: SHA256.Digest
            /// For a PDF: how many pages it has.
            package var pages: Int?
            /// For a PDF: the engine that made it, `native` or `chromium`.
            package var engine: String?

            package init(name: String, size: Int, sha256: SHA256.Digest, pages: Int? = nil, engine: String? = nil) {
                self.name = name
                self.size = size
                self.sha256 = sha256
                self.pages = pages
                self.engine = engine
            }
        }

        /// One reason a customer was rejected, as `errors.ndjson` gives it: a JSON path (`$` for
        /// the whole line or file) and a message.
        package struct Problem: Sendable, Hashable {
            package var path: String
            package var message: String

            package init(path: String, message: String) {
                self.path = path
                self.message = message
            }
        }

        /// `customer.id`, or the folder entry's id; nil for a line whose id cannot be read.
        package var customer: String?
        package var source: Source
        /// SHA-256 of the customer's input bytes (see ``Ledger/inputDigest(ofLine:)``).
        package var input: SHA256.Digest
        package var status: Status
        /// The files written (`written`) or found (`kept`), in `--format` order; empty when rejected.
        package var outputs: [Output]
        /// Why it was rejected; empty otherwise.
        package var errors: [Problem]

        package init(customer: String?, source: Source, input: SHA256.Digest, status: Status,
                     outputs: [Output] = [], errors: [Problem] = []) {
            self.customer = customer
            self.source = source
            self.input = input
            self.status = status
            self.outputs = outputs
            self.errors = errors
        }

        /// The entry as one line of JSON, without the newline; the members always in this order.
        package var json: String {
            var text = "{"
            if let customer { text += "\"customer\":\(JSONQuoting.quoted(customer))," }
            switch source {
            case .line(let number): text += "\"line\":\(number),"
            case .file(let name): text += "\"file\":\(JSONQuoting.quoted(name)),"
            }
            text += "\"input\":\"\(input.hex)\",\"status\":\"\(status.rawValue)\""
            if !outputs.isEmpty {
                text += ",\"outputs\":[" + outputs.map { output in
                    "{\"name\":\(JSONQuoting.quoted(output.name)),\"size\":\(output.size),\"sha256\":\"\(output.sha256.hex)\""
                        + (output.pages.map { ",\"pages\":\($0)" } ?? "")
                        + (output.engine.map { ",\"engine\":\(JSONQuoting.quoted($0))" } ?? "") + "}"
                }.joined(separator: ",") + "]"
            }
            if !errors.isEmpty {
                text += ",\"errors\":[" + errors.map {
                    "{\"path\":\(JSONQuoting.quoted($0.path.isEmpty ? "$" : $0.path)),\"message\":\(JSONQuoting.quoted($0.message))}"
                }.joined(separator: ",") + "]"
            }
            return text + "}"
        }

        /// Reads one ledger line (without its newline).
        ///
        /// - Throws: ``LedgerProblem`` naming what is missing or wrong; a line that is not JSON
        ///   at all, or not a ledger line, is never half-read.
        package init(parsing line: ArraySlice<UInt8>) throws(LedgerProblem) {
            let document: JSONDocument
            do { document = try JSONDocument(parsing: Array(line)) } catch { throw .notJSON(error.description) }
            let root = document.root
            guard root.kind == .object else { throw .notJSON("not an object") }
            if let value = root["customer"] {
                guard value.kind == .string, let text = value.string else { throw .field("customer", expected: "a string") }
                customer = text
            }
            switch (root["line"], root["file"]) {
            case (let line?, nil):
                guard let number = Entry.wholeNumber(line), number >= 1 else { throw .field("line", expected: "a line number from 1") }
                source = .line(number)
            case (nil, let file?):
                guard file.kind == .string, let name = file.string, !name.isEmpty else { throw .field("file", expected: "a file name") }
                source = .file(name)
            default:
                throw .field("line", expected: "either line or file")
            }
            guard let input = root["input"]?.string.flatMap(SHA256.Digest.init(hex:)) else {
                throw .field("input", expected: "64 hexadecimal digits")
            }
            self.input = input
            guard let text = root["status"]?.string, let status = Status(rawValue: text) else {
                throw .field("status", expected: "written, rejected or kept")
            }
            self.status = status
            outputs = []
            if let list = root["outputs"] {
                guard list.kind == .array else { throw .field("outputs", expected: "an array") }
                for (index, item) in list.elements.enumerated() {
                    let place = "outputs[\(index)]"
                    guard item.kind == .object, let name = item["name"]?.string, !name.isEmpty else { throw .field(place + ".name", expected: "a file name") }
                    guard let size = item["size"].flatMap(Entry.wholeNumber) else { throw .field(place + ".size", expected: "a whole number") }
                    guard let digest = item["sha256"]?.string.flatMap(SHA256.Digest.init(hex:)) else {
                        throw .field(place + ".sha256", expected: "64 hexadecimal digits")
                    }
                    var output = Output(name: name, size: size, sha256: digest)
                    if let pages = item["pages"] {
                        guard let count = Entry.wholeNumber(pages) else { throw .field(place + ".pages", expected: "a whole number") }
                        output.pages = count
                    }
                    if let engine = item["engine"] {
                        guard let text = engine.string else { throw .field(place + ".engine", expected: "a string") }
                        output.engine = text
                    }
                    outputs.append(output)
                }
            }
            errors = []
            if let list = root["errors"] {
                guard list.kind == .array else { throw .field("errors", expected: "an array") }
                for (index, item) in list.elements.enumerated() {
                    guard let path = item["path"]?.string, let message = item["message"]?.string else {
                        throw .field("errors[\(index)]", expected: "a path and a message")
                    }
                    errors.append(Problem(path: path, message: message))
                }
            }
            switch status {
            case .written, .kept: guard !outputs.isEmpty else { throw .field("outputs", expected: "the files of a \(status.rawValue) customer") }
            case .rejected: guard outputs.isEmpty else { throw .field("outputs", expected: "none for a rejected customer") }
            }
        }

        /// A JSON number that is a whole number a ledger can hold (no sign, fraction or exponent).
        private static func wholeNumber(_ value: JSONValue) -> Int? {
            guard value.kind == .number, let text = value.numberText, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int(text)
        }
    }
}
