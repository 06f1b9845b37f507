import AccountSummaryTestSupport
import Foundation
import Testing

/// Issue 34, item 6: `deploy/`'s manifests for the three engines, each checked against that
/// engine's published schema (Kubernetes' through PyPI's kubernetes-validate, Argo's JSON
/// Schema, botocore's model of the AWS Batch API; see `Schemas/LICENSES.md`), their failure
/// policies against the contract's exit codes, and their own command lines run as the engine
/// would run them, then proven by `batch verify`.
@Suite("deploy/: Kubernetes, AWS Batch and Argo manifests against the engines' schemas (end to end)", .serialized)
struct DeployManifestTests {
    static let kubernetesValidate = ExternalTool.venv("kubernetes-validate")
    /// Python with the jsonschema and PyYAML modules (both in `.build/venv`, which kubernetes-validate brings).
    static let python = ExternalTool.python(importing: "jsonschema, yaml")
    static let validator = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryCLITests/Schemas/validate_manifest.py").path
    static let available = kubernetesValidate != nil && python != nil
    static let absence: Comment = "needs .build/venv (kubernetes-validate, jsonschema, PyYAML): .ci/run installs it"

    static func deploy(_ path: String) -> String { PackagePaths.root.appendingPathComponent("deploy/" + path).path }

    static let kubernetes = ["kubernetes/statements-job.yaml", "kubernetes/verify-job.yaml"]

    @Test("the validators are there in CI")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Self.available, "CI must have them (.ci/run installs .build/venv)")
        }
    }

    /// kubernetes-validate --strict against Kubernetes 1.33 (the first with backoffLimitPerIndex
    /// and FailIndex generally available) and against its newest schemas.
    static func validateKubernetes(_ path: String) throws -> [ExternalTool.Verdict] {
        try ["1.33.0", nil].map { version in
            try Self.kubernetesValidate!.run(["--strict"] + (version.map { ["-k", $0] } ?? []) + [path])
        }
    }

    static func validate(_ engine: String, _ path: String, _ operation: String? = nil) throws -> ExternalTool.Verdict {
        try Self.python!.run([Self.validator, engine, path] + (operation.map { [$0] } ?? []))
    }

    @Test("Kubernetes: the Indexed Job and the verify Job pass kubernetes-validate --strict (1.33 and newest)",
          .enabled(if: available, absence), arguments: kubernetes)
    func kubernetesValid(_ manifest: String) throws {
        for verdict in try Self.validateKubernetes(Self.deploy(manifest)) {
            #expect(verdict.status == 0, "\(verdict.stdout)\(verdict.stderr)")
            #expect(verdict.stdout.contains("passed for resource job/"), "\(verdict.stdout)")
        }
    }

    @Test("Argo: the Workflow passes Argo's JSON Schema and names no field the schema does not", .enabled(if: available, absence))
    func argoValid() throws {
        let verdict = try Self.validate("argo", Self.deploy("argo/statements-workflow.yaml"))
        #expect(verdict.status == 0 && verdict.stdout == "valid\n", "\(verdict.stdout)\(verdict.stderr)")
    }

    @Test("AWS Batch: the job definition and the two submissions pass botocore's input shapes", .enabled(if: available, absence),
          arguments: [("aws-batch/job-definition.json", "RegisterJobDefinition"), ("aws-batch/submit-job.json", "SubmitJob"),
                      ("aws-batch/submit-verify.json", "SubmitJob")])
    func awsValid(_ manifest: String, _ operation: String) throws {
        let verdict = try Self.validate("aws", Self.deploy(manifest), operation)
        #expect(verdict.status == 0 && verdict.stdout == "valid\n", "\(verdict.stdout)\(verdict.stderr)")
    }

    @Test("each validator refuses a broken manifest: a misspelt field, a value of the wrong type or outside its set",
          .enabled(if: available, absence))
    func brokenManifestsFail() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func broken(_ manifest: String, _ from: String, _ to: String, name: String) throws -> String {
            let text = try String(contentsOfFile: Self.deploy(manifest), encoding: .utf8)
            #expect(text.contains(from), "\(manifest) has no \(from)")
            try folder.write(text.replacingOccurrences(of: from, with: to), to: name)
            return folder.path(name)
        }
        for path in [try broken("kubernetes/statements-job.yaml", "backoffLimitPerIndex: 2", "backoffLimitPerIndexes: 2", name: "k1.yaml"),
                     try broken("kubernetes/statements-job.yaml", "completions: 8", "completions: eight", name: "k2.yaml")] {
            for verdict in try Self.validateKubernetes(path) { #expect(verdict.status != 0, "\(path): \(verdict.stdout)") }
        }
        for (path, problem) in [
            (try broken("argo/statements-workflow.yaml", "retryPolicy: Always", "retryPolicy: Always\n        retryLimit: 2", name: "a1.yaml"),
             "retryStrategy.retryLimit: not a field the schema names"),
            (try broken("argo/statements-workflow.yaml", "continueOn:\n              failed: true",
                        "continueOn:\n              failed: [true]", name: "a2.yaml"), "is not of type 'boolean'"),
        ] {
            let verdict = try Self.validate("argo", path)
            #expect(verdict.status == 1 && verdict.stdout.contains(problem), "\(verdict.stdout)")
        }
        for (path, problem) in [
            (try broken("aws-batch/job-definition.json", #""action": "RETRY""#, #""action": "REDO""#, name: "b1.json"),
             "'REDO' is not one of ['RETRY', 'EXIT']"),
            (try broken("aws-batch/job-definition.json", #""image":"#, #""imageName":"#, name: "b2.json"), "'imageName' was unexpected"),
            (try broken("aws-batch/job-definition.json", #""attempts": 3"#, #""attempts": "3""#, name: "b3.json"), "is not of type 'integer'"),
        ] {
            let verdict = try Self.validate("aws", path, "RegisterJobDefinition")
            #expect(verdict.status == 1 && verdict.stdout.contains(problem), "\(verdict.stdout)")
        }
    }

    /// A manifest as JSON (YAML read by PyYAML), for its policies and command lines.
    static func facts(_ manifest: String) throws -> [String: Any] {
        let verdict = try Self.python!.run([Self.validator, "facts", Self.deploy(manifest)])
        try #require(verdict.status == 0, "\(verdict.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(verdict.stdout.utf8)) as? [String: Any])
    }

    static func value(_ object: Any?, _ path: String...) -> Any? {
        var current = object
        for key in path {
            if let index = Int(key), let array = current as? [Any] { current = array.indices.contains(index) ? array[index] : nil }
            else { current = (current as? [String: Any])?[key] }
        }
        return current
    }

    @Test("the failure policies act on the contract's codes: 65 permanent, 75 retried, 64/66/69 stop", .enabled(if: available, absence))
    func exitCodePolicies() throws {
        let job = try Self.facts("kubernetes/statements-job.yaml")
        let rules = try #require(Self.value(job, "spec", "podFailurePolicy", "rules") as? [[String: Any]])
        var actions: [String: [Int]] = [:]
        for rule in rules {
            if let codes = Self.value(rule, "onExitCodes", "values") as? [Int] { actions[rule["action"] as! String, default: []] += codes }
        }
        #expect(actions == ["FailIndex": [65], "FailJob": [64, 66, 69], "Count": [75]])
        #expect(rules.first?["action"] as? String == "Ignore")
        #expect(Self.value(job, "spec", "backoffLimitPerIndex") as? Int == 2)
        #expect(Self.value(job, "spec", "template", "spec", "restartPolicy") as? String == "Never")
        let args = try #require(Self.value(job, "spec", "template", "spec", "containers", "0", "args") as? [String])
        let shards = try #require(args.firstIndex(of: "--shards").map { args[$0 + 1] })
        #expect(Self.value(job, "spec", "completions") as? Int == Int(shards))
        #expect(Self.value(job, "spec", "parallelism") as? Int == Int(shards))
        #expect(args.contains("--resume"))

        let definition = try Self.facts("aws-batch/job-definition.json")
        let conditions = try #require(Self.value(definition, "retryStrategy", "evaluateOnExit") as? [[String: String]])
        #expect(Dictionary(uniqueKeysWithValues: conditions.map { ($0["onExitCode"]!, $0["action"]!) })
                == ["65": "EXIT", "64": "EXIT", "66": "EXIT", "69": "EXIT", "75": "RETRY"])
        #expect((Self.value(definition, "retryStrategy", "attempts") as? Int ?? 0) >= 2)
        let submission = try Self.facts("aws-batch/submit-job.json")
        #expect(Self.value(submission, "arrayProperties", "size") as? Int == Int(try #require(Self.value(submission, "parameters", "shards") as? String)))

        let workflow = try Self.facts("argo/statements-workflow.yaml")
        let shard = try #require((Self.value(workflow, "spec", "templates") as? [[String: Any]])?.first { $0["name"] as? String == "shard" })
        #expect(Self.value(shard, "retryStrategy", "expression") as? String == #"lastRetry.status == "Error" || asInt(lastRetry.exitCode) == 75"#)
        #expect(Self.value(workflow, "spec", "templates", "0", "steps", "0", "0", "continueOn", "failed") as? Bool == true)
    }

    /// Each shard's command line as the engine gives it, with its environment: `deploy/`'s paths
    /// replaced by `input` and `output`, the engine's placeholders filled in.
    static func shardCommands(_ engine: String, input: String, output: String) throws -> (shards: [([String], [String: String])], verify: [String]) {
        func local(_ words: [String]) -> [String] {
            words.map { $0.replacingOccurrences(of: "/data/input/customers.ndjson", with: input).replacingOccurrences(of: "/data/output", with: output) }
        }
        switch engine {
        case "kubernetes":
            let job = try facts("kubernetes/statements-job.yaml")
            let args = try #require(value(job, "spec", "template", "spec", "containers", "0", "args") as? [String])
            let count = try #require(value(job, "spec", "completions") as? Int)
            let verify = try #require(value(try facts("kubernetes/verify-job.yaml"), "spec", "template", "spec", "containers", "0", "args") as? [String])
            return ((0..<count).map { (local(args), ["JOB_COMPLETION_INDEX": String($0)]) }, local(verify))
        case "aws-batch":
            let definition = try facts("aws-batch/job-definition.json")
            let submission = try facts("aws-batch/submit-job.json")
            var parameters = try #require(value(definition, "parameters") as? [String: String])
            parameters.merge(try #require(value(submission, "parameters") as? [String: String])) { $1 }
            let command = try #require(value(definition, "containerProperties", "command") as? [String]).map { word in
                word.hasPrefix("Ref::") ? parameters[String(word.dropFirst(5))] ?? word : word
            }
            let size = try #require(value(submission, "arrayProperties", "size") as? Int)
            let verify = try #require(value(try facts("aws-batch/submit-verify.json"), "containerOverrides", "command") as? [String])
            return ((0..<size).map { (local(command), ["AWS_BATCH_JOB_ARRAY_INDEX": String($0)]) }, local(verify))
        default:
            let workflow = try facts("argo/statements-workflow.yaml")
            var parameters: [String: String] = [:]
            for parameter in try #require(value(workflow, "spec", "arguments", "parameters") as? [[String: String]]) {
                parameters["{{workflow.parameters.\(parameter["name"]!)}}"] = parameter["value"]!
            }
            func fill(_ words: [String], item: Int? = nil) -> [String] {
                local(words.map { word in
                    var word = parameters.reduce(word) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
                    if let item { word = word.replacingOccurrences(of: "{{inputs.parameters.index}}", with: String(item)) }
                    return word
                })
            }
            let templates = try #require(value(workflow, "spec", "templates") as? [[String: Any]])
            let shard = try #require(templates.first { $0["name"] as? String == "shard" })
            let verify = try #require(templates.first { $0["name"] as? String == "verify" })
            let count = Int(fill([try #require(value(templates[0], "steps", "0", "0", "withSequence", "count") as? String)])[0])!
            let args = try #require(value(shard, "container", "args") as? [String])
            return ((0..<count).map { (fill(args, item: $0), [:]) }, fill(try #require(value(verify, "container", "args") as? [String])))
        }
    }

    @Test("each manifest's own commands, run as its engine runs them (one shard run twice, as a retry), give a run batch verify proves",
          .enabled(if: available, absence), arguments: ["kubernetes", "aws-batch", "argo"])
    func manifestsRun(_ engine: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var lines = BatchDeterminismTests.input().split(separator: "\n").map(String.init)
        lines.append("{\"customer\":{\"id\":\"broken\"}")
        try folder.write(lines.joined(separator: "\n") + "\n", to: "customers.ndjson")
        let (shards, verify) = try Self.shardCommands(engine, input: folder.path("customers.ndjson"), output: folder.path("output"))
        #expect(shards.count == 8)
        var codes: [Int32] = []
        for (arguments, environment) in shards {
            let result = try ToolRunner.run(arguments, environment: environment, unsetting: ["JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX"])
            codes.append(result.status)
        }
        #expect(codes.filter { $0 == 65 }.count == 1, "\(codes)")
        #expect(codes.allSatisfy { $0 == 0 || $0 == 65 }, "\(codes)")
        // Any shard run again, as a retry would: everything kept.
        let (again, environment) = shards[codes.firstIndex(of: 0)!]
        #expect(try ToolRunner.run(again, environment: environment, unsetting: ["JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX"]).status == 0)
        let verdict = try ToolRunner.run(verify)
        #expect(verdict.status == 0, "\(verdict.stderr)")
        #expect(verdict.stdout.contains("9 customers"), "\(verdict.stdout)")
        #expect(verdict.stdout.contains("8 written (24 files"), "\(verdict.stdout)")
    }
}
