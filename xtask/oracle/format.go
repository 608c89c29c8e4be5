package main

// Mode format: the reference formatter, as the hclfmt command runs it.
//
//	format
//	    Each request line is a JSON object {"src": ...}. The source is checked with
//	    hclsyntax.ParseConfig (as `hclfmt -check` does) and formatted with
//	    hclwrite.Format (as `hclfmt` prints it). The record is
//	    {"errors": true|false, "out": formatted text}; "out" is given even when the
//	    source has errors (hclfmt formats such files too; we refuse them).

import (
	"encoding/json"
	"flag"
	"fmt"
	"runtime"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
)

type formatRequest struct {
	Src string `json:"src"`
}

type formatRecord struct {
	Errors bool   `json:"errors"`
	Out    string `json:"out"`
	Error  string `json:"error,omitempty"`
}

func init() {
	modes["format"] = mode{
		help:  "check each JSON request's source for syntax errors and format it with hclwrite.Format",
		setup: setupFormat,
	}
}

func setupFormat(fs *flag.FlagSet) func() handler {
	return func() handler {
		return func(line string) interface{} {
			var req formatRequest
			if err := json.Unmarshal([]byte(line), &req); err != nil {
				return formatRecord{Error: err.Error()}
			}
			src := []byte(req.Src)
			_, diags := hclsyntax.ParseConfig(src, "<input>", hcl.Pos{Line: 1, Column: 1, Byte: 0})
			return formatRecord{Errors: diags.HasErrors(), Out: string(hclwrite.Format(src))}
		}
	}
}

// format is the bench mode's "format" op: hclwrite.Format over every file of the set
// but the skipped ones, Repeat times, timed; answers {"ns", "bytes"}.
func (st *benchState) format(req benchRequest) (interface{}, error) {
	files, ok := st.sets[req.Set]
	if !ok {
		return nil, fmt.Errorf("no input set %q", req.Set)
	}
	skip := map[int]bool{}
	for _, i := range req.Skip {
		skip[i] = true
	}
	var inputs [][]byte
	total := 0
	for i, src := range files {
		if !skip[i] {
			inputs = append(inputs, src)
			total += len(src)
		}
	}
	repeat := req.Repeat
	if repeat < 1 {
		repeat = 1
	}
	runtime.GC()
	began := time.Now()
	for r := 0; r < repeat; r++ {
		for _, src := range inputs {
			hclwrite.Format(src)
		}
	}
	ns := time.Since(began).Nanoseconds()
	return map[string]uint64{"ns": uint64(ns), "bytes": uint64(total * repeat)}, nil
}
