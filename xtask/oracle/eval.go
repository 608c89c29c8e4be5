package main

// Mode eval: parse and evaluate one expression or template per request and print the
// canonical result, the same JSON that xtask builds from our own evaluation (see
// crates/hcl2-native/tests/common/eval_fixture.rs, which defines the format):
//
//	{"parse": [diagnostic...],
//	 "result": null | {"type": <type JSON>, "value": <node>, "diagnostics": [diagnostic...]}}
//
// "result" is null when parsing reported an error: a caller never evaluates a syntax
// tree that came with errors, and the trees built during error recovery are not part
// of the language. A diagnostic is {"severity", "summary", "detail", "subject",
// "context"} with ranges as {"start": pos, "end": pos}, pos = {"line","column","byte"}.
//
// A value node is:
//   - null for a null value, {"unknown": true} for an unknown one;
//   - for a known primitive, its cty JSON encoding (a string, a number written as
//     the shortest decimal that reads back exactly, true/false), except that the
//     infinities, which JSON cannot hold, are {"number": "+Inf"} and {"number": "-Inf"};
//   - a JSON array of element nodes for lists, sets (in cty's set order) and tuples;
//   - a JSON object of attribute/element nodes for objects and maps;
//   - wrapped as {"marks": [name...], "value": node} when the value itself carries
//     marks (names sorted); marks deeper inside are on the nested nodes.
// The type JSON is cty's (ctyjson.MarshalType), so the node needs no type tags.

import (
	"encoding/json"
	"flag"
	"fmt"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// evalRequest is one line of input in eval mode.
type evalRequest struct {
	Src  string `json:"src"`
	Kind string `json:"kind"`
	Ctx  string `json:"ctx"`
	// Current names behaviours of the current reference to emulate (only the
	// oracle-current build has any; see current_on.go).
	Current []string `json:"current"`
}

type evalDiagnostic struct {
	Severity string     `json:"severity"`
	Summary  string     `json:"summary"`
	Detail   string     `json:"detail"`
	Subject  *jsonRange `json:"subject"`
	Context  *jsonRange `json:"context"`
}

type evalResult struct {
	Type        json.RawMessage  `json:"type"`
	Value       interface{}      `json:"value"`
	Diagnostics []evalDiagnostic `json:"diagnostics"`
}

type evalRecord struct {
	Parse  []evalDiagnostic `json:"parse"`
	Result *evalResult      `json:"result"`
	// Suggestions (oracle-current only) lists, for each name a "Did you mean" looked
	// up, every name the reference could have suggested (it picks one in Go's random
	// map order).
	Suggestions map[string][]string `json:"suggestions,omitempty"`
}

func setupEval(fs *flag.FlagSet) func() handler {
	return func() handler {
		full := fixtureContext()
		return func(line string) interface{} {
			var req evalRequest
			if err := json.Unmarshal([]byte(line), &req); err != nil {
				return errorRecord{File: line, Error: fmt.Sprintf("bad request: %v", err)}
			}
			var ctx *hcl.EvalContext
			switch req.Ctx {
			case "none":
			case "empty":
				ctx = &hcl.EvalContext{}
			case "full":
				ctx = full
			default:
				return errorRecord{File: line, Error: fmt.Sprintf("unknown ctx %q", req.Ctx)}
			}
			if err := setCurrent(req.Current); err != nil {
				return errorRecord{File: line, Error: err.Error()}
			}
			return evaluate(req, ctx)
		}
	}
}

// evaluate parses and (when the parse is clean) evaluates one request.
func evaluate(req evalRequest, ctx *hcl.EvalContext) interface{} {
	start := hcl.Pos{Line: 1, Column: 1, Byte: 0}
	var expr hclsyntax.Expression
	var diags hcl.Diagnostics
	switch req.Kind {
	case "expr":
		expr, diags = hclsyntax.ParseExpression([]byte(req.Src), "case.hcl", start)
	case "template":
		expr, diags = hclsyntax.ParseTemplate([]byte(req.Src), "case.hcl", start)
	default:
		return errorRecord{File: req.Src, Error: fmt.Sprintf("unknown kind %q", req.Kind)}
	}
	rec := evalRecord{Parse: evalDiagnostics(diags)}
	if diags.HasErrors() {
		return rec
	}
	recordSuggestions()
	val, valDiags := expr.Value(ctx)
	rec.Suggestions = recordedSuggestions()
	ty, err := ctyjson.MarshalType(val.Type())
	if err != nil {
		return errorRecord{File: req.Src, Error: fmt.Sprintf("type not encodable: %v", err)}
	}
	rec.Result = &evalResult{Type: ty, Value: valueNode(val), Diagnostics: evalDiagnostics(valDiags)}
	return rec
}

func evalDiagnostics(diags hcl.Diagnostics) []evalDiagnostic {
	out := make([]evalDiagnostic, 0, len(diags))
	for _, d := range diags {
		sev := fmt.Sprintf("unknown(%d)", d.Severity)
		switch d.Severity {
		case hcl.DiagError:
			sev = "error"
		case hcl.DiagWarning:
			sev = "warning"
		}
		out = append(out, evalDiagnostic{
			Severity: sev,
			Summary:  d.Summary,
			Detail:   d.Detail,
			Subject:  convertRange(d.Subject),
			Context:  convertRange(d.Context),
		})
	}
	return out
}

// valueNode renders a value as described at the top of this file.
func valueNode(v cty.Value) interface{} {
	v, marks := v.Unmark()
	node := unmarkedNode(v)
	if len(marks) == 0 {
		return node
	}
	names := make([]string, 0, len(marks))
	for m := range marks {
		names = append(names, fmt.Sprint(m))
	}
	sort.Strings(names)
	return map[string]interface{}{"marks": names, "value": node}
}

func unmarkedNode(v cty.Value) interface{} {
	ty := v.Type()
	switch {
	case !v.IsKnown():
		return map[string]interface{}{"unknown": true}
	case v.IsNull():
		return nil
	case ty == cty.Number && v.RawEquals(cty.PositiveInfinity):
		return map[string]interface{}{"number": "+Inf"}
	case ty == cty.Number && v.RawEquals(cty.NegativeInfinity):
		return map[string]interface{}{"number": "-Inf"}
	case ty.IsPrimitiveType():
		b, err := ctyjson.Marshal(v, ty)
		if err != nil {
			return map[string]interface{}{"unencodable": err.Error()}
		}
		return json.RawMessage(b)
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		out := make([]interface{}, 0, v.LengthInt())
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			out = append(out, valueNode(e))
		}
		return out
	case ty.IsMapType() || ty.IsObjectType():
		out := make(map[string]interface{})
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			out[k.AsString()] = valueNode(e)
		}
		return out
	default:
		return map[string]interface{}{"unencodable": ty.FriendlyName()}
	}
}
