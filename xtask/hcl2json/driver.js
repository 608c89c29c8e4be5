// The reference side of `cargo xtask differential --category to-json` and of the
// to-json bench: runs @cdktf/hcl2json's WebAssembly converter (its `parse` export, the
// string it returns before JSON.parse) on every path read from standard input, one per
// line, and prints one JSON line per file: {"ok": <hcl2json's output>} or
// {"err": <its error message>}. With --quiet it prints nothing (for timing).
//
// usage: node driver.js PACKAGE_DIR [--quiet] < paths
"use strict";
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

const pkg = process.argv[2];
const quiet = process.argv.includes("--quiet");

async function start() {
  require(path.join(pkg, "wasm", "bridge_wasm_exec.js"));
  const root = {};
  global.__parse_terraform_config_wasm__ = root;
  const go = new global.Go();
  const wasm = zlib.gunzipSync(fs.readFileSync(path.join(pkg, "main.wasm.gz")));
  const { instance } = await WebAssembly.instantiate(wasm, go.importObject);
  go.run(instance);
  while (typeof root.parse !== "function") {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return root;
}

function convert(root, file) {
  return new Promise((resolve) => {
    root.parse(file, fs.readFileSync(file, "utf8"), (err, out) =>
      resolve(err ? { err: String(err) } : { ok: out })
    );
  });
}

(async () => {
  const root = await start();
  const files = fs.readFileSync(0, "utf8").split("\n").filter((l) => l.length > 0);
  const out = [];
  for (const file of files) {
    const result = await convert(root, file);
    if (!quiet) {
      out.push(JSON.stringify(result));
      if (out.length >= 256) {
        process.stdout.write(out.join("\n") + "\n");
        out.length = 0;
      }
    }
  }
  // The Go program never returns, so exit explicitly, once standard output (a pipe,
  // written asynchronously) has taken everything.
  const rest = out.length > 0 ? out.join("\n") + "\n" : "";
  process.stdout.write(rest, () => process.exit(0));
})();
