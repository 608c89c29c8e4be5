#!/usr/bin/env python3
"""Generates tests/cases/generated.txt: random spec files with inputs that partly fit
them (fixed seed, so the same cases every time), for record.py to record from the
reference and tests/reference_cases.rs to compare with.

Names are unique within each body a spec reads, because where two specs read the same
attribute the reference's result depends on its random map order.

Usage: tests/generate_cases.py [COUNT] [SEED]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

PRIMITIVES = ["string", "number", "bool", "any"]


class Scope:
    """The names already read from one body."""

    def __init__(self, rng):
        self.rng = rng
        self.used = set()

    def fresh(self, prefix):
        while True:
            name = prefix + str(self.rng.randint(0, 99))
            if name not in self.used:
                self.used.add(name)
                return name


def gen_type(rng, depth=0):
    if depth > 1 or rng.random() < 0.6:
        return rng.choice(PRIMITIVES)
    kind = rng.choice(["list", "set", "map", "object", "tuple"])
    if kind in ("list", "set", "map"):
        return f"{kind}({gen_type(rng, depth + 1)})"
    if kind == "object":
        attrs = ", ".join(f"k{i} = {gen_type(rng, depth + 1)}" for i in range(rng.randint(0, 2)))
        return f"object({{{attrs}}})"
    elems = ", ".join(gen_type(rng, depth + 1) for _ in range(rng.randint(0, 2)))
    return f"tuple([{elems}])"


def gen_value(rng, depth=0):
    r = rng.random()
    if depth > 1 or r < 0.5:
        return rng.choice(['1', '2.5', '"text"', '"7"', 'true', 'false', 'null', 'var1', 'upper("x")',
                           '"${var1}"', '-3', '1e3', '"true"'])
    if r < 0.75:
        return "[" + ", ".join(gen_value(rng, depth + 1) for _ in range(rng.randint(0, 3))) + "]"
    items = ", ".join(f"k{i} = {gen_value(rng, depth + 1)}" for i in range(rng.randint(0, 3)))
    return "{" + items + "}"


class Gen:
    def __init__(self, rng):
        self.rng = rng

    def spec(self, scope, depth, ind, label=None):
        """A spec block (text) and a function that writes input for it into a body."""
        rng = self.rng
        kinds = ["attr"] * 4 + ["literal"]
        if depth < 3:
            kinds += ["object", "array", "block", "block_list", "block_set", "block_map", "default", "transform"]
        kind = rng.choice(kinds)
        head = f'{ind}{kind}{" " + json.dumps(label) if label is not None else ""} {{\n'
        inner = ind + "  "
        if kind == "attr":
            name = scope.fresh("a")
            lines = [f'{inner}name = "{name}"\n']
            if rng.random() < 0.8:
                lines.append(f"{inner}type = {gen_type(rng)}\n")
            if rng.random() < 0.3:
                lines.append(f"{inner}required = true\n")

            def fill(body, name=name):
                if rng.random() < 0.7:
                    body.append(f"{name} = {gen_value(rng)}")
            return head + "".join(lines) + ind + "}\n", fill
        if kind == "literal":
            return head + f"{inner}value = {gen_value(rng)}\n{ind}}}\n".replace("var1", "1"), lambda body: None
        if kind in ("object", "array"):
            parts, fills = [], []
            for i in range(rng.randint(0, 3)):
                text, fill = self.spec(scope, depth + 1, inner, f"p{i}" if kind == "object" else None)
                parts.append(text)
                fills.append(fill)

            def fill(body, fills=fills):
                for f in fills:
                    f(body)
            return head + "".join(parts) + ind + "}\n", fill
        if kind == "default":
            parts, fills = [], []
            for _ in range(rng.randint(2, 3)):
                text, fill = self.spec(scope, depth + 1, inner)
                parts.append(text)
                fills.append(fill)

            def fill(body, fills=fills):
                for f in fills:
                    if rng.random() < 0.5:
                        f(body)
            return head + "".join(parts) + ind + "}\n", fill
        if kind == "transform":
            text, fill = self.spec(scope, depth + 1, inner)
            result = rng.choice(["nested", "[nested]", "nested == null ? \"none\" : nested",
                                 "jsonencode(nested)", "{v = nested}"])
            return head + f"{inner}result = {result}\n" + text + ind + "}\n", fill
        # Block kinds: a new body for the nested spec.
        type_name = scope.fresh("b")
        lines = [f'{inner}block_type = "{type_name}"\n']
        labels = 0
        if kind == "block_map":
            labels = rng.randint(1, 2)
            lines.append(f"{inner}labels = {json.dumps(['l' + str(i) for i in range(labels)])}\n")
        if kind == "block" and rng.random() < 0.3:
            lines.append(f"{inner}required = true\n")
        if kind in ("block_list", "block_set"):
            if rng.random() < 0.3:
                lines.append(f"{inner}min_items = {rng.randint(0, 2)}\n")
            if rng.random() < 0.3:
                lines.append(f"{inner}max_items = {rng.randint(1, 2)}\n")
        nested_text, nested_fill = self.spec(Scope(rng), depth + 1, inner)

        def fill(body, type_name=type_name, labels=labels, nested_fill=nested_fill):
            for i in range(rng.choice([0, 1, 1, 2, 3])):
                got = labels if rng.random() < 0.85 else rng.randint(0, 3)
                header = type_name + "".join(f' "{rng.choice(["x", "y", "z"])}"' for _ in range(got))
                inner_body = []
                nested_fill(inner_body)
                if rng.random() < 0.1:
                    inner_body.append("stray = 1")
                body.append(header + " {\n" + "".join("  " + l + "\n" for l in inner_body) + "}")
        return head + "".join(lines) + nested_text + ind + "}\n", fill


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 150
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(seed)
    gen = Gen(rng)
    out = []
    for n in range(count):
        spec, fill = gen.spec(Scope(rng), 0, "")
        body = []
        fill(body)
        if rng.random() < 0.15:
            body.append("unexpected = 1")
        rng.shuffle(body)
        out.append(f"=== generated {n}\n--- spec.hcldec\n{spec}--- in.hcl\n")
        out.extend(line + "\n" for line in body)
        if rng.random() < 0.7:
            out.append('--- vars\n{"var1": "v"}\n')
    with open(os.path.join(HERE, "cases", "generated.txt"), "w", encoding="utf-8") as f:
        f.write("".join(out))


if __name__ == "__main__":
    main()
