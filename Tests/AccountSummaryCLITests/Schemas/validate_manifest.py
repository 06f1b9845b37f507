"""Validates a deploy/ manifest against its engine's published schema (the test's oracle).

    python3 validate_manifest.py argo  deploy/argo/statements-workflow.yaml
    python3 validate_manifest.py aws   deploy/aws-batch/job-definition.json RegisterJobDefinition
    python3 validate_manifest.py aws   deploy/aws-batch/submit-job.json SubmitJob
    python3 validate_manifest.py facts deploy/...   (prints what the tests compare: exit-code policies, commands)

argo: Argo Workflows' own JSON Schema (schema.json, beside this file), with the jsonschema
module; then, as kubernetes-validate --strict does, every field the manifest sets must be one
the schema names (the schema allows unknown fields, which would let a misspelt field pass).

aws: botocore's model of the AWS Batch API (the AWS CLI and SDKs' own), the operation's input
shape turned into a JSON Schema as botocore's parameter validation reads it: structures with
their members and required members and nothing else, lists, maps, strings (enums, lengths),
integers (ranges), booleans.

Exit 0 and "valid" when the manifest validates; else each problem on a line and exit 1.
"""
import json
import os
import sys

import jsonschema
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f) if path.endswith((".yaml", ".yml")) else json.load(f)


def argo(manifest):
    with open(os.path.join(HERE, "argo-workflows", "schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    definitions = schema["definitions"]
    kind = manifest.get("kind") if isinstance(manifest, dict) else None
    name = "io.argoproj.workflow.v1alpha1.%s" % kind
    # The schema is one of the kinds' definitions: checked against that kind's, its errors name the place.
    if name in definitions:
        schema = {key: value for key, value in schema.items() if key != "oneOf"}
        schema["$ref"] = "#/definitions/" + name
    problems = ["%s: %s" % ("/".join(str(p) for p in e.absolute_path) or "(root)", e.message[:300])
                for e in jsonschema.Draft202012Validator(schema).iter_errors(manifest)]

    def resolve(node):
        while "$ref" in node:
            node = definitions[node["$ref"].split("/")[-1]]
        return node

    def strict(value, node, path):
        node = resolve(node)
        if isinstance(value, dict):
            properties = node.get("properties")
            extra = node.get("additionalProperties")
            for key, item in value.items():
                if properties is not None and key in properties:
                    strict(item, properties[key], path + "." + key)
                elif isinstance(extra, dict):
                    strict(item, extra, path + "." + key)
                elif properties is not None and extra is None:
                    problems.append("%s.%s: not a field the schema names" % (path, key))
        elif isinstance(value, list) and isinstance(node.get("items"), dict):
            for index, item in enumerate(value):
                strict(item, node["items"], "%s[%d]" % (path, index))

    if name not in definitions:
        problems.append("kind: %r is not an Argo kind" % kind)
    else:
        strict(manifest, definitions[name], kind)
    return problems


def aws(manifest, operation):
    with open(os.path.join(HERE, "botocore", "batch-2016-08-10-service-2.json"), encoding="utf-8") as f:
        model = json.load(f)
    shapes = model["shapes"]

    def schema_of(name):
        shape = shapes[name]
        kind = shape["type"]
        if kind == "structure":
            return {"type": "object", "additionalProperties": False, "required": shape.get("required", []),
                    "properties": {member: {"$ref": "#/$defs/" + spec["shape"]} for member, spec in shape["members"].items()}}
        if kind == "list":
            node = {"type": "array", "items": {"$ref": "#/$defs/" + shape["member"]["shape"]}}
            if "min" in shape:
                node["minItems"] = shape["min"]
            if "max" in shape:
                node["maxItems"] = shape["max"]
            return node
        if kind == "map":
            return {"type": "object", "additionalProperties": {"$ref": "#/$defs/" + shape["value"]["shape"]}}
        if kind == "string":
            node = {"type": "string"}
            if "enum" in shape:
                node["enum"] = shape["enum"]
            if "min" in shape:
                node["minLength"] = shape["min"]
            if "max" in shape:
                node["maxLength"] = shape["max"]
            return node
        if kind in ("integer", "long"):
            node = {"type": "integer"}
            if "min" in shape:
                node["minimum"] = shape["min"]
            if "max" in shape:
                node["maximum"] = shape["max"]
            return node
        if kind in ("double", "float"):
            return {"type": "number"}
        if kind == "boolean":
            return {"type": "boolean"}
        return {"type": "string"}  # timestamp, blob: given as text in --cli-input-json

    input_shape = model["operations"][operation]["input"]["shape"]
    schema = {"$defs": {name: schema_of(name) for name in shapes}, "$ref": "#/$defs/" + input_shape}
    return ["%s: %s" % ("/".join(str(p) for p in e.absolute_path) or "(root)", e.message)
            for e in jsonschema.Draft202012Validator(schema).iter_errors(manifest)]


def main():
    action, path = sys.argv[1], sys.argv[2]
    manifest = load(path)
    if action == "facts":
        print(json.dumps(manifest, sort_keys=True))
        return 0
    problems = argo(manifest) if action == "argo" else aws(manifest, sys.argv[3])
    for problem in problems:
        print(problem)
    if not problems:
        print("valid")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
