#!/usr/bin/env python3
"""Rebuilds fuzz/seeds/<target>/ from the project's own conformance suite
(tests/conformance): whole files for the parsers, attribute right-hand sides for
expression evaluation, number literals for number parsing. Each seed is named by the
hash of its content, so rerunning adds nothing twice. Never add third-party files here:
CI copies corpus files into a temporary directory at run time instead."""

import hashlib
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
SUITE = ROOT / "tests" / "conformance"
SEEDS = ROOT / "fuzz" / "seeds"
MAX_SEED = 4096


def put(target, data):
    if not data or len(data) > MAX_SEED:
        return
    out = SEEDS / target
    out.mkdir(parents=True, exist_ok=True)
    (out / hashlib.sha1(data).hexdigest()[:16]).write_bytes(data)


def files(ext):
    return sorted(p for p in SUITE.rglob("*." + ext) if p.is_file())


ATTR = re.compile(rb"^\s*[A-Za-z_][A-Za-z0-9_-]*\s*=\s*(.+?)\s*$", re.M)
NUMBER = re.compile(rb"(?<![A-Za-z0-9_.])[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
QUOTED = re.compile(rb'"((?:[^"\\\n]|\\.)*)"')

for path in files("hcl"):
    data = path.read_bytes()
    put("native_parse", data)
    for m in ATTR.finditer(data):
        put("eval_expression", m.group(1))
    for m in QUOTED.finditer(data):
        if b"${" in m.group(1) or b"%{" in m.group(1):
            put("template", m.group(1))
    for m in NUMBER.finditer(data):
        put("number_parse", m.group(0))
    if b"<<" in data:
        put("template", data)
for path in files("json"):
    data = path.read_bytes()
    for target in ("json_parse", "json_body", "value_json"):
        put(target, data)
for path in files("hcldec"):
    put("spec_file", path.read_bytes())
