#!/usr/bin/env python3
"""Records the reference's results for hcl2-dec's reference cases.

Each tests/cases/NAME.txt holds cases:

    === case name
    --- spec.hcldec
    <spec file>
    --- in.hcl            (input files, in order: .json ones are JSON syntax)
    <input>
    --- vars              (optional: a JSON object given as --vars)
    {"a": 1}

This script builds the recording harness (reference_harness/main.go plus the reference
hcldec tool's other sources, from the Debian-packaged hcl v2.14.1), runs it on each case
in a scratch directory and writes tests/cases/NAME.expected.json, which
tests/reference_cases.rs compares hcl2-dec's results with.

Usage: tests/record.py [NAME ...]   (default: every case file)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")
GOPATH = "/usr/share/gocode"
TOOL = os.path.join(GOPATH, "src/github.com/hashicorp/hcl/v2/cmd/hcldec")


def build_harness(scratch):
    src = os.path.join(scratch, "harness")
    os.mkdir(src)
    for name in os.listdir(TOOL):
        if name.endswith(".go") and name not in ("main.go", "diags_json.go"):
            shutil.copy(os.path.join(TOOL, name), src)
    shutil.copy(os.path.join(HERE, "reference_harness", "main.go"), src)
    env = dict(os.environ, GOPATH=GOPATH, GO111MODULE="off",
               GOCACHE=os.path.join(scratch, "gocache"))
    binary = os.path.join(scratch, "harness-bin")
    subprocess.run(["go", "build", "-o", binary, "."], cwd=src, env=env, check=True)
    return binary


def parse_cases(path):
    cases = []
    case = None
    section = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("=== "):
                case = {"name": line[4:].strip(), "files": []}
                cases.append(case)
                section = None
            elif line.startswith("--- ") and case is not None:
                section = [line[4:].strip(), ""]
                case["files"].append(section)
            elif section is not None:
                section[1] += line
    return cases


def run_case(binary, case, scratch):
    work = tempfile.mkdtemp(dir=scratch)
    args = [binary, "--spec=spec.hcldec"]
    inputs = []
    for name, text in case["files"]:
        if name == "vars":
            args.append("--vars=" + text.strip())
            continue
        with open(os.path.join(work, name), "w", encoding="utf-8") as f:
            f.write(text)
        if name != "spec.hcldec":
            inputs.append(name)
    proc = subprocess.run(args + inputs, cwd=work, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if proc.returncode != 0:
        if proc.stderr.startswith("panic: "):
            # Kept so that hcl2-dec is still run on it (and must not crash).
            return {"reference_panicked": proc.stderr.splitlines()[0]}
        sys.exit(f"case {case['name']!r}: the reference failed:\n{proc.stderr}")
    out = json.loads(proc.stdout)
    # The reference visits an object spec's properties in random order: sort what that
    # orders, so that recordings are stable (the test sorts hcl2-dec's the same way).
    for key in ("diagnostics", "variables"):
        if key in out:
            out[key].sort(key=lambda item: json.dumps(item, sort_keys=True, ensure_ascii=False))
    # Types read best on one line.
    for key in ("implied_type", "type"):
        if key in out:
            out[key] = json.dumps(out[key], separators=(",", ":"), ensure_ascii=False)
    for var in out.get("spec_variables", {}).values():
        var["type"] = json.dumps(var["type"], separators=(",", ":"), ensure_ascii=False)
    return out


RUNS = 5


def stable_result(binary, case, scratch):
    """The case's result, unless the reference gives different results on different
    runs (it iterates Go maps in random order in places, such as choosing which of an
    object's attributes to name in a conversion error): then a marker saying so."""
    first = run_case(binary, case, scratch)
    for _ in range(RUNS - 1):
        if run_case(binary, case, scratch) != first:
            return {"reference_nondeterministic": True}
    return first


def main():
    names = sys.argv[1:] or sorted(n[:-4] for n in os.listdir(CASES) if n.endswith(".txt"))
    scratch = tempfile.mkdtemp(prefix="hcl2-dec-record-")
    try:
        binary = build_harness(scratch)
        for name in names:
            results = {}
            for case in parse_cases(os.path.join(CASES, name + ".txt")):
                if case["name"] in results:
                    sys.exit(f"{name}: duplicate case {case['name']!r}")
                results[case["name"]] = stable_result(binary, case, scratch)
            with open(os.path.join(CASES, name + ".expected.json"), "w", encoding="utf-8") as f:
                json.dump(results, f, indent=1, sort_keys=True, ensure_ascii=False)
                f.write("\n")
            print(f"{name}: {len(results)} cases")
    finally:
        shutil.rmtree(scratch)


if __name__ == "__main__":
    main()
