// Recording harness for hcl2-dec's reference cases: the reference hcldec tool's own spec
// loading (its spec.go, vars.go, ... are copied beside this file by record.py) and the
// reference hcldec library, printing one JSON document with everything they compute:
// diagnostics with contexts, spec variables and functions, implied type, value (with
// unknowns and nulls as markers), variables and source range.
package main

import (
	"encoding/json"
	"fmt"
	"io/ioutil"
	"os"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hcldec"
	"github.com/hashicorp/hcl/v2/hclparse"
	flag "github.com/spf13/pflag"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

var vars = &varSpecs{}
var specFile = flag.StringP("spec", "s", "", "spec")
var parser = hclparse.NewParser()

func init() { flag.VarP(vars, "vars", "V", "vars") }

type PosJSON struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}
type RangeJSON struct {
	Filename string  `json:"filename"`
	Start    PosJSON `json:"start"`
	End      PosJSON `json:"end"`
}

func rng(r *hcl.Range) *string {
	if r == nil {
		return nil
	}
	s := fmt.Sprintf("%s:%d:%d(%d)-%d:%d(%d)", r.Filename, r.Start.Line, r.Start.Column, r.Start.Byte, r.End.Line, r.End.Column, r.End.Byte)
	return &s
}

type DiagJSON struct {
	Severity string     `json:"severity"`
	Summary  string     `json:"summary"`
	Detail   string     `json:"detail"`
	Subject  *string `json:"subject"`
	Context  *string `json:"context"`
}

func diagsJSON(diags hcl.Diagnostics) []DiagJSON {
	ret := []DiagJSON{}
	for _, d := range diags {
		sev := "error"
		if d.Severity == hcl.DiagWarning {
			sev = "warning"
		}
		ret = append(ret, DiagJSON{sev, d.Summary, d.Detail, rng(d.Subject), rng(d.Context)})
	}
	return ret
}

func typeJSON(ty cty.Type) json.RawMessage {
	b, err := ctyjson.MarshalType(ty)
	if err != nil {
		return json.RawMessage(`"<unmarshalable type>"`)
	}
	return b
}

// render writes a value as JSON, with unknowns, nulls and numbers as marker strings.
func render(v cty.Value) interface{} {
	if v.IsMarked() {
		v, _ = v.Unmark()
	}
	if !v.IsKnown() {
		return "<unknown " + string(typeJSON(v.Type())) + ">"
	}
	if v.IsNull() {
		return "<null " + string(typeJSON(v.Type())) + ">"
	}
	ty := v.Type()
	switch {
	case ty == cty.Number:
		// As text, so that no JSON reader rounds it.
		b, _ := ctyjson.Marshal(v, ty)
		return "<number " + string(b) + ">"
	case ty.IsPrimitiveType():
		b, _ := ctyjson.Marshal(v, ty)
		return json.RawMessage(b)
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		ret := []interface{}{}
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			ret = append(ret, render(e))
		}
		return ret
	case ty.IsMapType() || ty.IsObjectType():
		ret := map[string]interface{}{}
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			ret[k.AsString()] = render(e)
		}
		return ret
	default:
		return "<capsule>"
	}
}

type TraversalJSON struct {
	Root  string          `json:"root"`
	Steps []interface{}   `json:"steps"`
	Range *string      `json:"range"`
}

func traversalsJSON(ts []hcl.Traversal) []TraversalJSON {
	ret := []TraversalJSON{}
	for _, t := range ts {
		tj := TraversalJSON{Root: t.RootName(), Steps: []interface{}{}}
		r := t.SourceRange()
		tj.Range = rng(&r)
		for _, s := range t {
			sr := s.SourceRange()
			switch ts := s.(type) {
			case hcl.TraverseRoot:
				tj.Steps = append(tj.Steps, map[string]interface{}{"root": ts.Name, "range": rng(&sr)})
			case hcl.TraverseAttr:
				tj.Steps = append(tj.Steps, map[string]interface{}{"attr": ts.Name, "range": rng(&sr)})
			case hcl.TraverseIndex:
				tj.Steps = append(tj.Steps, map[string]interface{}{"index": render(ts.Key), "range": rng(&sr)})
			}
		}
		ret = append(ret, tj)
	}
	return ret
}

type Out struct {
	Phase       string          `json:"phase"`
	Diagnostics []DiagJSON      `json:"diagnostics"`
	SpecVars    interface{}     `json:"spec_variables,omitempty"`
	SpecFuncs   []string        `json:"spec_functions,omitempty"`
	ImpliedType json.RawMessage `json:"implied_type,omitempty"`
	Type        json.RawMessage `json:"type,omitempty"`
	Value       interface{}     `json:"value,omitempty"`
	Variables   []TraversalJSON `json:"variables,omitempty"`
	SourceRange *string      `json:"source_range,omitempty"`
}

func emit(o Out) {
	b, err := json.MarshalIndent(o, "", "  ")
	if err != nil {
		panic(err)
	}
	fmt.Println(string(b))
}

func main() {
	flag.Parse()
	args := flag.Args()
	var diags hcl.Diagnostics
	specContent, specDiags := loadSpecFile(*specFile)
	diags = append(diags, specDiags...)
	if specDiags.HasErrors() {
		emit(Out{Phase: "spec", Diagnostics: diagsJSON(diags)})
		return
	}
	spec := specContent.RootSpec
	sv := map[string]interface{}{}
	for k, v := range specContent.Variables {
		sv[k] = map[string]interface{}{"type": typeJSON(v.Type()), "value": render(v)}
	}
	var sf []string
	for k := range specContent.Functions {
		sf = append(sf, k)
	}
	sort.Strings(sf)

	ctx := &hcl.EvalContext{Variables: map[string]cty.Value{}, Functions: map[string]function.Function{}}
	for name, val := range specContent.Variables {
		ctx.Variables[name] = val
	}
	for name, f := range specContent.Functions {
		ctx.Functions[name] = f
	}
	for i, varsSpec := range *vars {
		var vals map[string]cty.Value
		var valsDiags hcl.Diagnostics
		if strings.HasPrefix(strings.TrimSpace(varsSpec), "{") {
			vals, valsDiags = parseVarsArg(varsSpec, i)
		} else {
			vals, valsDiags = parseVarsFile(varsSpec)
		}
		diags = append(diags, valsDiags...)
		for k, v := range vals {
			ctx.Variables[k] = v
		}
	}
	if len(ctx.Variables) == 0 {
		ctx.Variables = nil
	}
	if len(ctx.Functions) == 0 {
		ctx.Functions = nil
	}
	if ctx.Variables == nil && ctx.Functions == nil {
		ctx = nil
	}
	var bodies []hcl.Body
	if len(args) == 0 {
		src, _ := ioutil.ReadAll(os.Stdin)
		f, fDiags := parser.ParseHCL(src, "<stdin>")
		diags = append(diags, fDiags...)
		if !fDiags.HasErrors() {
			bodies = append(bodies, f.Body)
		}
	}
	for _, filename := range args {
		var f *hcl.File
		var fDiags hcl.Diagnostics
		if strings.HasSuffix(filename, ".json") {
			f, fDiags = parser.ParseJSONFile(filename)
		} else {
			f, fDiags = parser.ParseHCLFile(filename)
		}
		diags = append(diags, fDiags...)
		if !fDiags.HasErrors() {
			bodies = append(bodies, f.Body)
		}
	}
	it := typeJSON(hcldec.ImpliedType(spec))
	if diags.HasErrors() {
		emit(Out{Phase: "parse", Diagnostics: diagsJSON(diags), SpecVars: sv, SpecFuncs: sf, ImpliedType: it})
		return
	}
	var body hcl.Body
	switch len(bodies) {
	case 0:
		body = hcl.EmptyBody()
	case 1:
		body = bodies[0]
	default:
		body = hcl.MergeBodies(bodies)
	}
	refs := hcldec.Variables(body, spec)
	sr := hcldec.SourceRange(body, spec)
	val, decDiags := hcldec.Decode(body, spec, ctx)
	diags = append(diags, decDiags...)
	emit(Out{Phase: "decode", Diagnostics: diagsJSON(diags), SpecVars: sv, SpecFuncs: sf, ImpliedType: it,
		Type: typeJSON(val.Type()), Value: render(val), Variables: traversalsJSON(refs), SourceRange: rng(&sr)})
}
