// Records the reference's answers for type expressions: reads a JSON array of
// [mode, syntax, source] cases on stdin (mode exact, constraint or defaults; syntax hcl
// or json, where json sources are bodies with one attribute "expr") and writes one JSON
// line per case: the type (as hcl2's Type displays it), the defaults, and the
// diagnostics. Build in GOPATH mode against the Debian packages:
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
	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	hcljson "github.com/hashicorp/hcl/v2/json"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

func typeText(ty cty.Type) string {
	switch {
	case ty == cty.DynamicPseudoType:
		return "any"
	case ty.IsPrimitiveType():
		return ty.FriendlyName()
	case ty.IsListType():
		return "list(" + typeText(ty.ElementType()) + ")"
	case ty.IsSetType():
		return "set(" + typeText(ty.ElementType()) + ")"
	case ty.IsMapType():
		return "map(" + typeText(ty.ElementType()) + ")"
	case ty.IsTupleType():
		var parts []string
		for _, e := range ty.TupleElementTypes() {
			parts = append(parts, typeText(e))
		}
		return "tuple([" + strings.Join(parts, ",") + "])"
	case ty.IsObjectType():
		var names []string
		for n := range ty.AttributeTypes() {
			names = append(names, n)
		}
		sort.Strings(names)
		var parts []string
		for _, n := range names {
			key := n
			if !hclsyntax.ValidIdentifier(n) {
				key = fmt.Sprintf("%q", n)
			}
			t := typeText(ty.AttributeType(n))
			if ty.AttributeOptional(n) {
				t = "optional(" + t + ")"
			}
			parts = append(parts, key+"="+t)
		}
		return "object({" + strings.Join(parts, ",") + "})"
	}
	return "?"
}

type defaults struct {
	Type     string               `json:"type"`
	Values   map[string]string    `json:"values,omitempty"`
	Children map[string]*defaults `json:"children,omitempty"`
}

func convertDefaults(d *typeexpr.Defaults) *defaults {
	if d == nil {
		return nil
	}
	out := &defaults{Type: typeText(d.Type)}
	for k, v := range d.DefaultValues {
		if out.Values == nil {
			out.Values = map[string]string{}
		}
		b, _ := ctyjson.Marshal(v, v.Type())
		tb, _ := ctyjson.MarshalType(v.Type())
		out.Values[k] = string(b) + " " + string(tb)
	}
	for k, c := range d.Children {
		if out.Children == nil {
			out.Children = map[string]*defaults{}
		}
		out.Children[k] = convertDefaults(c)
	}
	return out
}

type diag struct {
	Summary string `json:"summary"`
	Detail  string `json:"detail"`
	Subject string `json:"subject"`
	Context string `json:"context"`
}

type result struct {
	Type     string    `json:"type"`
	Defaults *defaults `json:"defaults"`
	Diags    []diag    `json:"diags"`
}

func rangeText(r *hcl.Range) string {
	if r == nil {
		return ""
	}
	return r.String()
}

func main() {
	var cases [][3]string
	if err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {
		panic(err)
	}
	enc := json.NewEncoder(os.Stdout)
	for _, c := range cases {
		var expr hcl.Expression
		if c[1] == "json" {
			f, diags := hcljson.Parse([]byte(c[2]), "t.json")
			if diags.HasErrors() {
				panic(diags.Error())
			}
			attrs, diags := f.Body.JustAttributes()
			if diags.HasErrors() {
				panic(diags.Error())
			}
			expr = attrs["expr"].Expr
		} else {
			var diags hcl.Diagnostics
			expr, diags = hclsyntax.ParseExpression([]byte(c[2]), "t.hcl", hcl.InitialPos)
			if diags.HasErrors() {
				panic(diags.Error())
			}
		}
		var ty cty.Type
		var d *typeexpr.Defaults
		var diags hcl.Diagnostics
		switch c[0] {
		case "exact":
			ty, diags = typeexpr.Type(expr)
		case "constraint":
			ty, diags = typeexpr.TypeConstraint(expr)
		default:
			ty, d, diags = typeexpr.TypeConstraintWithDefaults(expr)
		}
		res := result{Type: typeText(ty), Defaults: convertDefaults(d), Diags: []diag{}}
		for _, dg := range diags {
			res.Diags = append(res.Diags, diag{dg.Summary, dg.Detail, rangeText(dg.Subject), rangeText(dg.Context)})
		}
		if err := enc.Encode([]interface{}{c, res}); err != nil {
			panic(err)
		}
	}
}
