package main

// ---- mode: jsondoc ----
//
// Each request line is a JSON object {"src": <a JSON-syntax document>, "schema":
// {"attributes": [{"name", "required"}], "blocks": [{"type", "labels": <count>}]},
// "partial": bool}. The document is parsed as "doc.json" (json.Parse); when that
// reports no error, the body is decoded with the schema (Content, or PartialContent
// whose remaining body is then read with JustAttributes). Attributes are evaluated in
// the context jsondocContext builds; each block's body is read with JustAttributes in
// the same context. The record is {"diagnostics", "content", "remain"} with the body
// records of decode.go.

import (
	"encoding/json"
	"flag"

	"github.com/hashicorp/hcl/v2"
	hcljson "github.com/hashicorp/hcl/v2/json"
	"github.com/zclconf/go-cty/cty"
)

type jsondocRequest struct {
	Src    string `json:"src"`
	Schema struct {
		Attributes []struct {
			Name     string `json:"name"`
			Required bool   `json:"required"`
		} `json:"attributes"`
		Blocks []struct {
			Type   string `json:"type"`
			Labels int    `json:"labels"`
		} `json:"blocks"`
	} `json:"schema"`
	Partial bool `json:"partial"`
}

type jsondocRecord struct {
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
	Content     *bodyRecord      `json:"content,omitempty"`
	Remain      *bodyRecord      `json:"remain,omitempty"`
	Error       string           `json:"error,omitempty"`
}

// jsondocContext is the context generated documents are evaluated in (mirrored by
// xtask/src/differential/json_docs.rs): variables only, so calls are "not allowed".
func jsondocContext() *hcl.EvalContext {
	return &hcl.EvalContext{Variables: map[string]cty.Value{
		"var": cty.ObjectVal(map[string]cty.Value{
			"x": cty.StringVal("hi"),
			"n": cty.NumberIntVal(2),
			"l": cty.TupleVal([]cty.Value{cty.StringVal("a"), cty.StringVal("b")}),
		}),
		"count": cty.ObjectVal(map[string]cty.Value{"index": cty.NumberIntVal(0)}),
	}}
}

func setupJsondoc(fs *flag.FlagSet) func() handler {
	return func() handler {
		ctx := jsondocContext()
		return func(line string) interface{} {
			var req jsondocRequest
			if err := json.Unmarshal([]byte(line), &req); err != nil {
				return jsondocRecord{Error: err.Error()}
			}
			f, diags := hcljson.Parse([]byte(req.Src), "doc.json")
			rec := jsondocRecord{Diagnostics: convertDiagnostics(diags)}
			if diags.HasErrors() {
				return rec
			}
			schema := &hcl.BodySchema{}
			for _, a := range req.Schema.Attributes {
				schema.Attributes = append(schema.Attributes, hcl.AttributeSchema{Name: a.Name, Required: a.Required})
			}
			for _, b := range req.Schema.Blocks {
				labels := make([]string, b.Labels)
				for i := range labels {
					labels[i] = "label"
				}
				schema.Blocks = append(schema.Blocks, hcl.BlockHeaderSchema{Type: b.Type, LabelNames: labels})
			}
			var content *hcl.BodyContent
			var cdiags hcl.Diagnostics
			if req.Partial {
				var remain hcl.Body
				content, remain, cdiags = f.Body.PartialContent(schema)
				rec.Remain = justAttributesRecordIn(remain, ctx)
			} else {
				content, cdiags = f.Body.Content(schema)
			}
			body := &bodyRecord{
				Attributes:  sortedAttributesIn(content.Attributes, ctx),
				Blocks:      []blockRecord{},
				Diagnostics: convertDiagnostics(cdiags),
			}
			for _, b := range content.Blocks {
				body.Blocks = append(body.Blocks, blockRecordOf(b, justAttributesRecordIn(b.Body, ctx)))
			}
			rec.Content = body
			return rec
		}
	}
}
