package main

// ---- modes: bench and parseonce (issue 8, `cargo xtask bench`) ----
//
// Mode bench keeps inputs in memory and times the reference on them, in-process, one
// request at a time, so that the harness can alternate it with the other
// implementations (A B C A B C ...). Each request is a JSON object with an "op":
//
//	{"op":"load","set":S,"list":F}  read every file listed in F (one path per line)
//	                                into the input set S; answers {"files","bytes"}
//	{"op":"check","set":S}          parse each file of S once with ParseConfig; answers
//	                                {"errors":[index...]}, the files with an error
//	{"op":"parse","set":S,"repeat":N}
//	                                parse every file of S with hclsyntax.ParseConfig, N
//	                                times over (default once), timed; answers {"ns",
//	                                "cpu_ns","bytes","alloc_bytes","mallocs"} (bytes
//	                                parsed in all; cpu_ns: CPU time of all threads, from
//	                                getrusage; allocation figures from runtime.MemStats
//	                                around the timed loop)
//	{"op":"eval-load","exprs":[..]} parse each expression once with ParseExpression and
//	                                evaluate it once in the bench context; answers
//	                                {"results":[{"json":cty JSON text}|{"error":text}]}
//	{"op":"eval","iterations":N}    evaluate every loaded expression N times (no
//	                                re-parsing), timed; answers {"ns","evals"}
//
// A garbage collection runs before each timed loop (outside the timing), as Go's own
// benchmarks do, so that one round does not pay for the garbage of the previous one.
//
// Mode parseonce answers one request, a file path: the file is read and parsed once
// with hclsyntax.ParseConfig, answering {"errors": n}. The harness runs it as a fresh
// child process to measure the peak memory of one parse.
//
// The bench context mirrors the one of xtask/src/bench/ and bench/rivals (itself the
// context of crates/hcl2-native/benches/eval.rs): count, env, region, flags, servers
// (100 objects), names (a list of 20 strings) and the functions upper, length and join.

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

type benchRequest struct {
	Op         string   `json:"op"`
	Set        string   `json:"set"`
	List       string   `json:"list"`
	Exprs      []string `json:"exprs"`
	Iterations int      `json:"iterations"`
	Repeat     int      `json:"repeat"`
	Skip       []int    `json:"skip"`
}

type benchEvalResult struct {
	JSON  *string `json:"json,omitempty"`
	Error *string `json:"error,omitempty"`
}

// benchState is what the bench mode keeps between requests.
type benchState struct {
	sets  map[string][][]byte
	exprs []hclsyntax.Expression
	ctx   *hcl.EvalContext
}

func setupBench(fs *flag.FlagSet) func() handler {
	return func() handler {
		st := &benchState{sets: map[string][][]byte{}, ctx: benchContext()}
		return func(line string) interface{} {
			var req benchRequest
			if err := json.Unmarshal([]byte(line), &req); err != nil {
				return errorRecord{File: line, Error: fmt.Sprintf("bad request: %v", err)}
			}
			rec, err := st.handle(req)
			if err != nil {
				return errorRecord{File: line, Error: err.Error()}
			}
			return rec
		}
	}
}

func (st *benchState) handle(req benchRequest) (interface{}, error) {
	start := hcl.Pos{Line: 1, Column: 1, Byte: 0}
	switch req.Op {
	case "load":
		list, err := os.ReadFile(req.List)
		if err != nil {
			return nil, err
		}
		var files [][]byte
		total := 0
		for _, path := range strings.Split(string(list), "\n") {
			if path == "" {
				continue
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return nil, err
			}
			files = append(files, src)
			total += len(src)
		}
		st.sets[req.Set] = files
		return map[string]int{"files": len(files), "bytes": total}, nil
	case "check":
		files, ok := st.sets[req.Set]
		if !ok {
			return nil, fmt.Errorf("no input set %q", req.Set)
		}
		errs := []int{}
		for i, src := range files {
			if _, diags := hclsyntax.ParseConfig(src, "bench.hcl", start); diags.HasErrors() {
				errs = append(errs, i)
			}
		}
		return map[string][]int{"errors": errs}, nil
	case "parse":
		files, ok := st.sets[req.Set]
		if !ok {
			return nil, fmt.Errorf("no input set %q", req.Set)
		}
		repeat := req.Repeat
		if repeat < 1 {
			repeat = 1
		}
		total := 0
		for _, src := range files {
			total += len(src)
		}
		total *= repeat
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		cpuBefore := processCPUNanos()
		began := time.Now()
		for r := 0; r < repeat; r++ {
			for _, src := range files {
				hclsyntax.ParseConfig(src, "bench.hcl", start)
			}
		}
		ns := time.Since(began).Nanoseconds()
		cpuNs := processCPUNanos() - cpuBefore
		runtime.ReadMemStats(&after)
		return map[string]uint64{
			"ns":          uint64(ns),
			"cpu_ns":      uint64(cpuNs),
			"bytes":       uint64(total),
			"alloc_bytes": after.TotalAlloc - before.TotalAlloc,
			"mallocs":     after.Mallocs - before.Mallocs,
		}, nil
	case "decode-check", "decode":
		return st.decode(req)
	case "eval-load":
		st.exprs = st.exprs[:0]
		results := make([]benchEvalResult, 0, len(req.Exprs))
		for _, src := range req.Exprs {
			expr, diags := hclsyntax.ParseExpression([]byte(src), "bench.hcl", start)
			if diags.HasErrors() {
				return nil, fmt.Errorf("the reference cannot parse %q: %s", src, diags.Error())
			}
			st.exprs = append(st.exprs, expr)
			results = append(results, benchEvaluateOnce(expr, st.ctx))
		}
		return map[string][]benchEvalResult{"results": results}, nil
	case "eval":
		runtime.GC()
		began := time.Now()
		for i := 0; i < req.Iterations; i++ {
			for _, expr := range st.exprs {
				expr.Value(st.ctx)
			}
		}
		ns := time.Since(began).Nanoseconds()
		return map[string]int64{"ns": ns, "evals": int64(req.Iterations) * int64(len(st.exprs))}, nil
	case "format":
		return st.format(req)
	default:
		return nil, fmt.Errorf("unknown op %q", req.Op)
	}
}

// processCPUNanos is the CPU time all the process's threads have used (user and
// system), so that a timed loop can say how much of it the runtime's background work
// (the concurrent garbage collector) ran on other cores.
func processCPUNanos() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// benchEvaluateOnce evaluates expr and renders the result as cty JSON, or the error.
func benchEvaluateOnce(expr hclsyntax.Expression, ctx *hcl.EvalContext) benchEvalResult {
	val, diags := expr.Value(ctx)
	if diags.HasErrors() {
		text := diags.Error()
		return benchEvalResult{Error: &text}
	}
	b, err := ctyjson.Marshal(val, val.Type())
	if err != nil {
		text := err.Error()
		return benchEvalResult{Error: &text}
	}
	text := string(b)
	return benchEvalResult{JSON: &text}
}

func setupParseOnce(fs *flag.FlagSet) func() handler {
	return func() handler {
		return func(path string) interface{} {
			src, err := os.ReadFile(path)
			if err != nil {
				return errorRecord{File: path, Error: err.Error()}
			}
			_, diags := hclsyntax.ParseConfig(src, path, hcl.Pos{Line: 1, Column: 1, Byte: 0})
			return map[string]int{"errors": len(diags.Errs())}
		}
	}
}

// benchContext is the evaluation context of the bench mode (see the top of this file).
func benchContext() *hcl.EvalContext {
	servers := make([]cty.Value, 0, 100)
	for i := 0; i < 100; i++ {
		servers = append(servers, cty.ObjectVal(map[string]cty.Value{
			"name": cty.StringVal(fmt.Sprintf("server-%d", i)),
			"size": cty.NumberIntVal(int64(i)),
			"zone": cty.StringVal(fmt.Sprintf("zone-%d", i%3)),
			"tags": cty.MapVal(map[string]cty.Value{"team": cty.StringVal(fmt.Sprintf("team-%d", i%7))}),
		}))
	}
	names := make([]cty.Value, 0, 20)
	for i := 0; i < 20; i++ {
		names = append(names, cty.StringVal(fmt.Sprintf("name%d", i)))
	}
	return &hcl.EvalContext{
		Variables: map[string]cty.Value{
			"count":   cty.NumberIntVal(42),
			"env":     cty.StringVal("prod"),
			"region":  cty.StringVal("eu-west-1"),
			"flags":   cty.ObjectVal(map[string]cty.Value{"debug": cty.False}),
			"servers": cty.TupleVal(servers),
			"names":   cty.ListVal(names),
		},
		Functions: map[string]function.Function{
			"upper":  stdlib.UpperFunc,
			"length": stdlib.LengthFunc,
			"join":   stdlib.JoinFunc,
		},
	}
}
