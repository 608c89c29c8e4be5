// Records the reference's answers for dynamic blocks: reads a JSON array of
// [config, schema] cases on stdin (native-syntax config; a schema as JSON:
// {"attrs": [names], "blocks": {type: {"labels": [names], "body": schema}}}), expands
// the config's dynamic blocks in a fixed context (see vars), reads it through the
// schema and writes one JSON line per case: what was read (walk) and the diagnostics. Build in GOPATH mode against the Debian packages:
//
//	GOPATH=/usr/share/gocode GO111MODULE=off go run ./main.go < cases.json
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/dynblock"
	"github.com/hashicorp/hcl/v2/hclparse"
	"github.com/zclconf/go-cty/cty"
)

func render(v cty.Value) string {
	if v.IsMarked() {
		raw, marks := v.Unmark()
		var names []string
		for m := range marks {
			names = append(names, fmt.Sprint(m))
		}
		sort.Strings(names)
		return render(raw) + "<" + strings.Join(names, ",") + ">"
	}
	ty := v.Type()
	if !v.IsKnown() {
		return "unknown(" + ty.FriendlyName() + ")"
	}
	if v.IsNull() {
		return "null(" + ty.FriendlyName() + ")"
	}
	switch {
	case ty == cty.String:
		b, _ := json.Marshal(v.AsString())
		return string(b)
	case ty == cty.Number:
		return v.AsBigFloat().Text('f', -1)
	case ty == cty.Bool:
		return fmt.Sprint(v.True())
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		kind := "list"
		if ty.IsSetType() {
			kind = "set"
		} else if ty.IsTupleType() {
			kind = "tuple"
		}
		var parts []string
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			parts = append(parts, render(e))
		}
		return kind + "[" + strings.Join(parts, ",") + "]"
	default:
		kind := "map"
		if ty.IsObjectType() {
			kind = "object"
		}
		var parts []string
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			parts = append(parts, k.AsString()+"="+render(e))
		}
		return kind + "{" + strings.Join(parts, ",") + "}"
	}
}

// vars is the context of every case.
func vars() *hcl.EvalContext {
	return &hcl.EvalContext{Variables: map[string]cty.Value{
		"names":   cty.ListVal([]cty.Value{cty.StringVal("a"), cty.StringVal("b")}),
		"ports":   cty.MapVal(map[string]cty.Value{"http": cty.NumberIntVal(80), "https": cty.NumberIntVal(443)}),
		"nested":  cty.TupleVal([]cty.Value{cty.ListVal([]cty.Value{cty.NumberIntVal(1), cty.NumberIntVal(2)}), cty.ListVal([]cty.Value{cty.NumberIntVal(3)})}),
		"unknown": cty.UnknownVal(cty.List(cty.String)),
		"dyn":     cty.DynamicVal,
		"secret":  cty.ListVal([]cty.Value{cty.StringVal("s1")}).Mark("sensitive"),
		"nothing": cty.NullVal(cty.List(cty.String)),
		"num":     cty.NumberIntVal(5),
	}}
}

type schema struct {
	Attrs  []string               `json:"attrs"`
	Blocks map[string]blockSchema `json:"blocks"`
}

type blockSchema struct {
	Labels []string `json:"labels"`
	Body   schema   `json:"body"`
}

// walk reads body through s: one line per attribute (its value and variables) and
// block (its labels), in schema order for attributes and source order for blocks.
func walk(body hcl.Body, s schema, ctx *hcl.EvalContext, path string, lines *[]string, diags *hcl.Diagnostics) {
	hs := &hcl.BodySchema{}
	for _, a := range s.Attrs {
		hs.Attributes = append(hs.Attributes, hcl.AttributeSchema{Name: a})
	}
	var types []string
	for t := range s.Blocks {
		types = append(types, t)
	}
	sort.Strings(types)
	for _, t := range types {
		hs.Blocks = append(hs.Blocks, hcl.BlockHeaderSchema{Type: t, LabelNames: s.Blocks[t].Labels})
	}
	content, ds := body.Content(hs)
	*diags = append(*diags, ds...)
	for _, a := range s.Attrs {
		attr, ok := content.Attributes[a]
		if !ok {
			continue
		}
		v, ds := attr.Expr.Value(ctx)
		*diags = append(*diags, ds...)
		var vars []string
		for _, t := range attr.Expr.Variables() {
			vars = append(vars, t.RootName())
		}
		*lines = append(*lines, fmt.Sprintf("%s%s = %s vars=%v", path, a, render(v), vars))
	}
	for i, b := range content.Blocks {
		p := fmt.Sprintf("%s%s%d%v.", path, b.Type, i, b.Labels)
		*lines = append(*lines, fmt.Sprintf("%s%s %v %s", path, b.Type, b.Labels, b.TypeRange.String()))
		walk(b.Body, s.Blocks[b.Type].Body, ctx, p, lines, diags)
	}
}

type diag struct {
	Summary string `json:"summary"`
	Detail  string `json:"detail"`
	Subject string `json:"subject"`
}

func main() {
	var cases [][2]string
	if err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {
		panic(err)
	}
	enc := json.NewEncoder(os.Stdout)
	for _, c := range cases {
		p := hclparse.NewParser()
		f, diags := p.ParseHCL([]byte(c[0]), "t.hcl")
		if diags.HasErrors() {
			panic(diags.Error())
		}
		var sch schema
		if err := json.Unmarshal([]byte(c[1]), &sch); err != nil {
			panic(err)
		}
		out := []interface{}{c}
		func() {
			defer func() {
				if r := recover(); r != nil {
					out = append(out, map[string]interface{}{"panic": fmt.Sprint(r)})
				}
			}()
			ctx := vars()
			body := dynblock.Expand(f.Body, ctx)
			var lines []string
			var diags hcl.Diagnostics
			walk(body, sch, ctx, "", &lines, &diags)
			ds := []diag{}
			for _, d := range diags {
				subj := ""
				if d.Subject != nil {
					subj = d.Subject.String()
				}
				ds = append(ds, diag{d.Summary, d.Detail, subj})
			}
			if lines == nil {
				lines = []string{}
			}
			out = append(out, map[string]interface{}{"lines": lines, "diags": ds})
		}()
		if err := enc.Encode(out); err != nil {
			panic(err)
		}
	}
}
