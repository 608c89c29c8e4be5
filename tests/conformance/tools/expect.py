#!/usr/bin/env python3
"""Write a test's expectations (.t) from what the reference hcldec reports.

usage: expect.py HCLDEC TEST...   (TEST = path without extension, or a .t/.hcl/.hcldec path)

For each test it runs the reference hcldec exactly as the reference harness
(cmd/hclspecsuite) does, on whichever of TEST.hcl and TEST.hcl.json exist, and
rewrites TEST.t: the leading comment lines of an existing TEST.t are kept, the
rest is replaced by either `result_type` + `result` (decoding succeeded) or a
`diagnostics` block with the exact ranges (decoding failed). If the existing
TEST.t has a `traversals` block, it is regenerated from `hcldec --var-refs`.
Expectations are therefore transcribed from the reference, never written by hand.
"""
import json
import os
import re
import subprocess
import sys



class _Ident:
    """Whether a name is a native-syntax identifier (ID_Start, then ID_Continue or "-")."""

    @staticmethod
    def match(k):
        return bool(k) and k[0].isidentifier() and all(c == "-" or ("a" + c).isidentifier() for c in k[1:])


IDENT = _Ident()
KEYWORDS = {"true", "false", "null", "for", "in", "if"}


class Num(str):
    """A JSON number kept as its exact source text."""


def load(text):
    return json.loads(text, parse_float=Num, parse_int=Num)


def quote(s):
    out = ['"']
    i = 0
    while i < len(s):
        c = s[i]
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 0x20 or ord(c) == 0x7F:
            out.append("\\u%04x" % ord(c))
        elif c in "$%" and s[i + 1 : i + 2] == "{":
            out.append(c + c)
        else:
            out.append(c)
        i += 1
    out.append('"')
    return "".join(out)


def type_expr(t, ind=0):
    pad = "  " * (ind + 1)
    if isinstance(t, str):
        return {"dynamic": "any"}.get(t, t)
    kind, arg = t
    if kind in ("list", "set", "map"):
        return "%s(%s)" % (kind, type_expr(arg, ind))
    if kind == "tuple":
        return "tuple([%s])" % ", ".join(type_expr(e, ind) for e in arg)
    if kind == "object":
        if not arg:
            return "object({})"
        for k in arg:
            if not IDENT.match(k):
                raise SystemExit("object attribute %r cannot be written in a type expression" % k)
        width = max(len(k) for k in arg)
        lines = ["%s%s = %s" % (pad, k.ljust(width), type_expr(v, ind + 1)) for k, v in sorted(arg.items())]
        return "object({\n%s\n%s})" % ("\n".join(lines), "  " * ind)
    raise SystemExit("unsupported type %r" % (t,))


def value_expr(v, ind=0):
    pad = "  " * (ind + 1)
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, Num):
        return str(v)
    if isinstance(v, str):
        return quote(v)
    if isinstance(v, list):
        items = [value_expr(e, ind + 1) for e in v]
        if not items:
            return "[]"
        flat = "[" + ", ".join(items) + "]"
        if "\n" not in flat and len(flat) <= 60:
            return flat
        return "[\n%s\n%s]" % (",\n".join(pad + i for i in items), "  " * ind)
    if isinstance(v, dict):
        if not v:
            return "{}"
        keys = sorted(v)
        names = {k: k if IDENT.match(k) and k not in KEYWORDS else quote(k) for k in keys}
        width = max(len(n) for n in names.values())
        lines = ["%s%s = %s" % (pad, names[k].ljust(width), value_expr(v[k], ind + 1)) for k in keys]
        return "{\n%s\n%s}" % ("\n".join(lines), "  " * ind)
    raise SystemExit("unsupported value %r" % (v,))


def pos_block(name, p, pad):
    return "%s%s {\n%s  line   = %s\n%s  column = %s\n%s  byte   = %s\n%s}" % (
        pad, name, pad, p["line"], pad, p["column"], pad, p["byte"], pad)


def ref_expr(steps):
    out = ""
    for s in steps:
        if s["kind"] == "root":
            out = s["name"]
        elif s["kind"] == "attr" and IDENT.match(s["name"]):
            out += "." + s["name"]
        elif s["kind"] == "attr":
            out += "[%s]" % quote(s["name"])
        else:
            out += "[%s]" % value_expr(s["key"])
    return out


def run(hcldec, args):
    p = subprocess.run([hcldec] + args, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def generate(hcldec, base):
    spec = base + ".hcldec"
    inputs = [f for f in (base + ".hcl", base + ".hcl.json") if os.path.exists(f)]
    if not os.path.exists(spec) or not inputs:
        raise SystemExit("%s: needs %s and an input" % (base, spec))
    tfile = base + ".t"
    header, wants_traversals = [], False
    if os.path.exists(tfile):
        lines = open(tfile, encoding="utf-8").read().splitlines()
        for line in lines:
            if line.startswith("#") or (not line.strip() and header and not header[-1] == ""):
                header.append(line)
            else:
                break
        wants_traversals = any(l.startswith("traversals") for l in lines)
    while header and not header[-1].strip():
        header.pop()

    outcomes = []
    for inp in inputs:
        rc, out, err = run(hcldec, ["--spec=" + spec, "--diags=json", "--with-type", "--keep-nulls", inp])
        if rc == 0:
            try:
                outcomes.append(("ok", inp, load(out)))
            except ValueError:
                raise SystemExit("%s: hcldec printed invalid JSON: %s" % (inp, out.strip()))
        else:
            diags = load(err)["diagnostics"]
            entries = []
            for d in diags:
                subj = d.get("subject")
                if not subj or subj["filename"] != inp:
                    raise SystemExit("%s: diagnostic outside the input: %s" % (inp, json.dumps(d)))
                entries.append((d["severity"], subj["start"], subj["end"], d["summary"]))
            outcomes.append(("diags", inp, entries))

    body = []
    kinds = {o[0] for o in outcomes}
    if len(kinds) != 1:
        raise SystemExit("%s: inputs disagree: %r" % (base, outcomes))
    if outcomes[0][0] == "ok":
        first = outcomes[0][2]
        for o in outcomes[1:]:
            if o[2] != first:
                raise SystemExit("%s: inputs decode differently:\n%r\n%r" % (base, first, o[2]))
        body.append("result_type = " + type_expr(first["type"]))
        body.append("result = " + value_expr(first["value"]))
    else:
        if len(outcomes) != 1:
            raise SystemExit("%s: an error test must have exactly one input" % base)
        seen, blocks = set(), []
        entries = sorted(outcomes[0][2], key=lambda e: (int(e[1]["byte"]), int(e[2]["byte"]), e[0], e[3]))
        for sev, start, end, summary in entries:
            key = (sev, json.dumps(start), json.dumps(end))
            if key in seen:
                continue
            seen.add(key)
            blocks.append("  %s {\n    # %s\n%s\n%s\n  }" % (
                sev, summary, pos_block("from", start, "    "), pos_block("to", end, "    ")))
        body.append("diagnostics {\n%s\n}" % "\n".join(blocks))

    if wants_traversals:
        if len(inputs) != 1:
            raise SystemExit("%s: a traversals test must have exactly one input" % base)
        rc, out, err = run(hcldec, ["--spec=" + spec, "--diags=json", "--var-refs", inputs[0]])
        if rc != 0:
            raise SystemExit("%s: --var-refs failed: %s" % (base, err))
        expects, refs = [], set()
        for t in sorted(load(out), key=lambda t: int(t["range"]["start"]["byte"])):
            ref = ref_expr(t["steps"])
            if ref in refs:
                raise SystemExit("%s: %s is referenced twice; the harness cannot tell the two apart" % (base, ref))
            refs.add(ref)
            rng = t["range"]
            expects.append("  expect {\n    ref = %s\n%s\n%s\n  }" % (
                ref, pos_block("from", rng["start"], "    "), pos_block("to", rng["end"], "    ")))
        body.append("traversals {\n%s\n}" % "\n".join(expects) if expects else "traversals {\n  # none\n}")

    text = ("\n".join(header) + "\n\n" if header else "") + "\n\n".join(body) + "\n"
    with open(tfile, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    hcldec, failed = sys.argv[1], 0
    for arg in sys.argv[2:]:
        base = re.sub(r"(\.hcl\.json|\.hcl|\.hcldec|\.t)$", "", arg)
        try:
            generate(hcldec, base)
        except SystemExit as e:
            print("FAILED %s: %s" % (base, e), file=sys.stderr)
            failed += 1
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
