import AccountSummary
import Foundation
import Synchronization
import Testing

/// One test of the official Mustache spec, read from its JSON file.
struct MustacheSpec: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let summary: String
    let template: String
    let partials: [String: String]
    let data: TemplateValue
    let expected: String

    var testDescription: String { "\(file): \(name)" }

    /// Renders the test's template as the spec says and checks the output.
    func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let partials = try TemplateLibrary(parsing: partials)
        let template = try Template(template, name: name)
        let output = try template.render(data.replacingCode(with: Self.lambda(for: name)), partials: partials)
        #expect(
            output == expected,
            "\(file) \"\(name)\": \(summary)\ntemplate: \(template.name) \(self.template.debugDescription)",
            sourceLocation: sourceLocation
        )
    }

    /// The tests of one spec file, e.g. `"comments"` or `"~lambdas"`; none where the spec
    /// is not there (``isAvailable``), which the suite reports in one line.
    static func tests(in file: String) throws -> [MustacheSpec] {
        guard isAvailable else { return [] }
        let url = folder.appendingPathComponent(file + ".json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard case .object(let root) = TemplateValue(jsonObject: object), case .list(let tests)? = root["tests"] else {
            throw SpecFileError(path: url.path)
        }
        return try tests.map { test in
            guard case .object(let fields) = test,
                case .string(let name)? = fields["name"],
                case .string(let template)? = fields["template"],
                case .string(let expected)? = fields["expected"]
            else { throw SpecFileError(path: url.path) }
            var partials: [String: String] = [:]
            if case .object(let members)? = fields["partials"] {
                for (key, value) in members {
                    guard case .string(let source) = value else { throw SpecFileError(path: url.path) }
                    partials[key] = source
                }
            }
            var summary = ""
            if case .string(let text)? = fields["desc"] { summary = text }
            return MustacheSpec(
                file: file + ".json", name: name, summary: summary, template: template,
                partials: partials, data: fields["data"] ?? .null, expected: expected
            )
        }
    }

    /// The environment variable that names the spec's folder, where it is not beside the package.
    static let folderVariable = "ACCOUNT_SUMMARY_MUSTACHE_SPEC"

    /// The spec's folder: `$ACCOUNT_SUMMARY_MUSTACHE_SPEC`, else `shared/conformance/mustache`
    /// beside the package root (found from this file's path, so the tests run from any
    /// working directory).
    static let folder: URL = {
        if let named = ProcessInfo.processInfo.environment[folderVariable], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.deletingLastPathComponent().appendingPathComponent("shared/conformance/mustache")
    }()

    /// Whether the official spec is there to run (a clone alone does not have it).
    static let isAvailable = FileManager.default.fileExists(atPath: folder.appendingPathComponent("comments.json").path)

    /// Why the official suites did not run, in one line.
    static let absence = "the official Mustache spec is not at \(folder.path): its 194 tests did not run "
        + "(put shared/ beside the package or set \(folderVariable); the engine's own cases still ran)"

    /// The Swift port of the lambda a `~lambdas.json` test gives as code in other languages.
    static func lambda(for test: String) -> TemplateLambda? {
        switch test {
        case "Interpolation": return .variable { "world" }
        case "Interpolation - Expansion": return .variable { "{{planet}}" }
        case "Interpolation - Alternate Delimiters": return .variable { "|planet| => {{planet}}" }
        case "Interpolation - Multiple Calls":
            let calls = Mutex(0)
            return .variable {
                let count = calls.withLock { count in
                    count += 1
                    return count
                }
                return .number(String(count))
            }
        case "Escaping": return .variable { ">" }
        case "Section": return .section { text in text == "{{x}}" ? "yes" : "no" }
        case "Section - Expansion": return .section { text in text + "{{planet}}" + text }
        case "Section - Alternate Delimiters": return .section { text in text + "{{planet}} => |planet|" + text }
        case "Section - Multiple Calls": return .section { text in "__" + text + "__" }
        case "Inverted Section": return .section { _ in "" }
        default: return nil
        }
    }
}

struct SpecFileError: Error, CustomStringConvertible {
    let path: String
    var description: String { "\(path) is not a mustache spec file (expected {\"tests\": [{\"name\", \"template\", \"expected\", …}]})" }
}

extension TemplateValue {
    /// The value with every `{"__tag__": "code"}` object, the spec's way of writing
    /// a lambda, replaced by `lambda`.
    func replacingCode(with lambda: TemplateLambda?) -> TemplateValue {
        switch self {
        case .object(let members):
            if case .string("code")? = members["__tag__"], let lambda { return .lambda(lambda) }
            return .object(members.mapValues { $0.replacingCode(with: lambda) })
        case .list(let elements):
            return .list(elements.map { $0.replacingCode(with: lambda) })
        default:
            return self
        }
    }
}
