package main

// ---- bench mode, decoding (issue 30): gohcl.DecodeBody into Go structs ----
//
//	{"op":"decode-check","set":S}   parse and decode each file of S once into
//	                                benchModule; answers {"errors":[index...]}
//	{"op":"decode","set":S,"skip":[index...],"repeat":N}
//	                                parse (hclsyntax.ParseConfig) and decode
//	                                (gohcl.DecodeBody) every file of S but the skipped
//	                                ones, N times over, timed; answers {"ns","files",
//	                                "bytes","resources"}
//
// The structs mirror bench/rivals/src/decode.rs: the arguments kept unevaluated are
// hcl.Expression fields, labels are label fields, and whatever else a block or the file
// holds goes to a remain body (as the Rust structs ignore unknown items).

import (
	"fmt"
	"runtime"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/gohcl"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

type benchModule struct {
	Variables []benchVariable `hcl:"variable,block"`
	Outputs   []benchOutput   `hcl:"output,block"`
	Resources []benchResource `hcl:"resource,block"`
	Data      []benchResource `hcl:"data,block"`
	Modules   []benchCall     `hcl:"module,block"`
	Remain    hcl.Body        `hcl:",remain"`
}

type benchVariable struct {
	Name        string         `hcl:"name,label"`
	Default     hcl.Expression `hcl:"default,optional"`
	Description hcl.Expression `hcl:"description,optional"`
	Type        hcl.Expression `hcl:"type,optional"`
	Remain      hcl.Body       `hcl:",remain"`
}

type benchOutput struct {
	Name        string         `hcl:"name,label"`
	Value       hcl.Expression `hcl:"value"`
	Description hcl.Expression `hcl:"description,optional"`
	Remain      hcl.Body       `hcl:",remain"`
}

type benchResource struct {
	Type     string         `hcl:"type,label"`
	Name     string         `hcl:"name,label"`
	Count    hcl.Expression `hcl:"count,optional"`
	ForEach  hcl.Expression `hcl:"for_each,optional"`
	Provider hcl.Expression `hcl:"provider,optional"`
	Remain   hcl.Body       `hcl:",remain"`
}

type benchCall struct {
	Name    string         `hcl:"name,label"`
	Source  string         `hcl:"source"`
	Version hcl.Expression `hcl:"version,optional"`
	Remain  hcl.Body       `hcl:",remain"`
}

// benchDecodeOne parses and decodes src; the number of resources, or false on error.
func benchDecodeOne(src []byte) (int, bool) {
	f, diags := hclsyntax.ParseConfig(src, "bench.tf", hcl.Pos{Line: 1, Column: 1, Byte: 0})
	if diags.HasErrors() {
		return 0, false
	}
	var m benchModule
	if diags := gohcl.DecodeBody(f.Body, nil, &m); diags.HasErrors() {
		return 0, false
	}
	return len(m.Resources), true
}

func (st *benchState) decode(req benchRequest) (interface{}, error) {
	files, ok := st.sets[req.Set]
	if !ok {
		return nil, fmt.Errorf("no input set %q", req.Set)
	}
	if req.Op == "decode-check" {
		errs := []int{}
		for i, src := range files {
			if _, ok := benchDecodeOne(src); !ok {
				errs = append(errs, i)
			}
		}
		return map[string][]int{"errors": errs}, nil
	}
	skip := map[int]bool{}
	for _, i := range req.Skip {
		skip[i] = true
	}
	var kept [][]byte
	total := 0
	for i, src := range files {
		if !skip[i] {
			kept = append(kept, src)
			total += len(src)
		}
	}
	repeat := req.Repeat
	if repeat < 1 {
		repeat = 1
	}
	runtime.GC()
	resources := 0
	began := time.Now()
	for r := 0; r < repeat; r++ {
		for _, src := range kept {
			n, _ := benchDecodeOne(src)
			resources += n
		}
	}
	ns := time.Since(began).Nanoseconds()
	return map[string]uint64{
		"ns":        uint64(ns),
		"files":     uint64(len(kept) * repeat),
		"bytes":     uint64(total * repeat),
		"resources": uint64(resources),
	}, nil
}
