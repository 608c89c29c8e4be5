// Command oracle runs the reference HCL implementation (hashicorp/hcl v2) on inputs
// chosen by `cargo xtask differential` and prints what it observed as JSON lines, so
// that the harness can compare the reference with our implementation.
//
// Usage:
//
//	oracle <mode> [flags] < requests
//
// Every mode reads its requests from standard input, one per line, and writes exactly
// one JSON object per request to standard output, flushed as soon as it is complete, in
// request order. A panic inside the library while handling one request is recovered
// and reported in that request's record; the remaining requests still run. (A Go stack
// overflow is fatal and cannot be recovered; the harness notices the missing records
// and restarts the oracle after the request that killed it.)
//
// Modes:
//
//	parse [-tabs-to-spaces]
//	    Each request line is a file path. The file is parsed with
//	    hclsyntax.ParseConfig(src, path, hcl.Pos{Line: 1, Column: 1, Byte: 0}) and the
//	    record is {"file": path, "diagnostics": [...]}. With -tabs-to-spaces, every tab
//	    byte is replaced by a space before parsing (same length, so positions are kept).
//
//	eval
//	    Each request line is a JSON object {"src": ..., "kind": "expr"|"template",
//	    "ctx": "none"|"empty"|"full"}. The source is parsed with
//	    hclsyntax.ParseExpression or hclsyntax.ParseTemplate and, when the parse
//	    reported no error, evaluated with no context (nil), a context without
//	    variables or functions, or the fixture context (fixture.go, the mirror of
//	    crates/hcl2-native/tests/common/eval_fixture.rs). The record is the canonical
//	    evaluation result described in eval.go. An optional "current": [names...]
//	    switches on emulated behaviours of the current reference; only the
//	    oracle-current build (go build -tags current, with the library overlay that
//	    adds current/emulate.go) accepts any.
//
//	bench, parseonce
//	    Timing and peak-memory runs for `cargo xtask bench`; see bench.go.
//
//	gzip
//	    Terraform's base64gzip on each JSON request {"str": ...}; see gzip.go.
//
// New modes (evaluating attributes, listing variables, describing structure) are added
// by writing a handler and registering it in the modes table.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// handler answers one request line with one record (any JSON-encodable value).
type handler func(request string) interface{}

// mode describes a command-line mode: its flags are registered on fs, and setup returns
// the per-request handler once the flags are parsed.
type mode struct {
	help  string
	setup func(fs *flag.FlagSet) func() handler
}

var modes = map[string]mode{
	"parse": {
		help:  "parse each listed file as a native-syntax configuration; report its diagnostics",
		setup: setupParse,
	},
	"decode": {
		help:  "parse each listed file (JSON syntax for .json) and describe its body: structure, values without a context, variables",
		setup: setupDecode,
	},
	"jsondoc": {
		help:  "decode each JSON request's JSON-syntax document with its schema (generated documents)",
		setup: setupJsondoc,
	},
	"eval": {
		help:  "parse and evaluate each JSON request (an expression or template) under a fixed context",
		setup: setupEval,
	},
	"bench": {
		help:  "time the reference on in-memory inputs (JSON requests; see bench.go)",
		setup: setupBench,
	},
	"functions": {
		help:  "call one go-cty stdlib function per JSON request on the given arguments (see funcs.go)",
		setup: setupFunctions,
	},
	"parseonce": {
		help:  "read and parse one listed file once (a fresh process, for peak memory)",
		setup: setupParseOnce,
	},
	"gzip": {
		help:  "gzip each JSON request's string as Terraform's base64gzip does (see gzip.go)",
		setup: setupGzip,
	},
}

func main() {
	if len(os.Args) < 2 {
		usage(os.Stderr)
		os.Exit(2)
	}
	name := os.Args[1]
	m, ok := modes[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "oracle: unknown mode %q\n", name)
		usage(os.Stderr)
		os.Exit(2)
	}
	fs := flag.NewFlagSet(name, flag.ExitOnError)
	ready := m.setup(fs)
	if err := fs.Parse(os.Args[2:]); err != nil {
		os.Exit(2)
	}
	if err := serve(os.Stdin, os.Stdout, ready()); err != nil {
		fmt.Fprintf(os.Stderr, "oracle: %v\n", err)
		os.Exit(1)
	}
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: oracle <mode> [flags] < requests")
	names := make([]string, 0, len(modes))
	for n := range modes {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, modes[n].help)
	}
}

// serve runs h on every non-empty input line and writes one JSON line per request.
func serve(in io.Reader, out io.Writer, h handler) error {
	scanner := bufio.NewScanner(in)
	scanner.Buffer(make([]byte, 64*1024), 16*1024*1024)
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for scanner.Scan() {
		line := strings.TrimSuffix(scanner.Text(), "\r")
		if line == "" {
			continue
		}
		if err := enc.Encode(guarded(h, line)); err != nil {
			return err
		}
		// Flush per record: if the process dies on a later request, every earlier
		// answer has already reached the harness.
		if err := w.Flush(); err != nil {
			return err
		}
	}
	return scanner.Err()
}

// panicRecord replaces a handler's answer when the handler panicked.
type panicRecord struct {
	File  string `json:"file"`
	Panic string `json:"panic"`
}

// guarded calls h, turning a panic into a panicRecord for the same request.
func guarded(h handler, request string) (record interface{}) {
	defer func() {
		if r := recover(); r != nil {
			record = panicRecord{File: request, Panic: panicText(r)}
		}
	}()
	return h(request)
}

func panicText(r interface{}) string {
	msg := fmt.Sprint(r)
	// Keep the first frames of the stack inside the library so a crash can be located
	// without rerunning; the full trace would be noise in the report.
	stack := strings.Split(string(debug.Stack()), "\n")
	const keep = 24
	if len(stack) > keep {
		stack = stack[:keep]
	}
	return msg + "\n" + strings.Join(stack, "\n")
}

// errorRecord reports a request that could not be attempted (e.g. unreadable file).
type errorRecord struct {
	File  string `json:"file"`
	Error string `json:"error"`
}

// ---- canonical diagnostics ----

type jsonPos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}

type jsonRange struct {
	Start jsonPos `json:"start"`
	End   jsonPos `json:"end"`
}

type jsonDiagnostic struct {
	Severity string     `json:"severity"`
	Summary  string     `json:"summary"`
	Detail   string     `json:"detail"`
	Subject  *jsonRange `json:"subject"`
	// Context is only reported by modes that compare it (eval).
	Context *jsonRange `json:"context,omitempty"`
}

func convertRange(r *hcl.Range) *jsonRange {
	if r == nil {
		return nil
	}
	return &jsonRange{Start: convertPos(r.Start), End: convertPos(r.End)}
}

func convertPos(p hcl.Pos) jsonPos {
	return jsonPos{Line: p.Line, Column: p.Column, Byte: p.Byte}
}

func convertDiagnostics(diags hcl.Diagnostics) []jsonDiagnostic {
	out := make([]jsonDiagnostic, 0, len(diags))
	for _, d := range diags {
		sev := "error"
		switch d.Severity {
		case hcl.DiagError:
			sev = "error"
		case hcl.DiagWarning:
			sev = "warning"
		default:
			sev = fmt.Sprintf("unknown(%d)", d.Severity)
		}
		jd := jsonDiagnostic{Severity: sev, Summary: d.Summary, Detail: d.Detail, Subject: convertRange(d.Subject)}
		out = append(out, jd)
	}
	return out
}

// ---- mode: parse ----

type parseRecord struct {
	File        string           `json:"file"`
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
}

func setupParse(fs *flag.FlagSet) func() handler {
	tabsToSpaces := fs.Bool("tabs-to-spaces", false, "replace every tab byte by a space before parsing")
	return func() handler {
		return func(path string) interface{} {
			src, err := os.ReadFile(path)
			if err != nil {
				return errorRecord{File: path, Error: err.Error()}
			}
			if *tabsToSpaces {
				for i, b := range src {
					if b == '\t' {
						src[i] = ' '
					}
				}
			}
			_, diags := hclsyntax.ParseConfig(src, path, hcl.Pos{Line: 1, Column: 1, Byte: 0})
			return parseRecord{File: path, Diagnostics: convertDiagnostics(diags)}
		}
	}
}
