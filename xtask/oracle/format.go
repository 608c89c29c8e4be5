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
