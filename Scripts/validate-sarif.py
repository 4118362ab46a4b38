#!/usr/bin/env python3
"""Validates a SARIF log against the SARIF 2.1.0 JSON schema (draft 4).

Usage: validate-sarif.py SCHEMA LOG
Exit 0 when valid, 1 with the errors listed when not, 3 when the jsonschema package is missing.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed (pip install jsonschema)", file=sys.stderr)
    sys.exit(3)


def main() -> int:
    schema_path, log_path = sys.argv[1], sys.argv[2]
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    with open(log_path, encoding="utf-8") as handle:
        log = json.load(handle)
    validator = jsonschema.Draft4Validator(schema)
    errors = sorted(validator.iter_errors(log), key=lambda error: list(error.path))
    for error in errors:
        print("/".join(str(part) for part in error.path) + ": " + error.message)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
