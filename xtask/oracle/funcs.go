package main

// Mode functions: call one go-cty stdlib function per request and print the outcome.
//
// A request is {"fn": name, "args": [arg...]}, an arg being {"type": <cty type JSON>,
// "value": node} with the value node format of eval.go ({"unknown": true}, null,
// {"marks": [...], "value": node}, {"number": "+Inf"|"-Inf"}, primitives, arrays,
// objects). The record is {"type": <type JSON>, "value": node} on success, or
// {"error": message, "arg": index} on failure (arg -1 when the error names no argument;
// a panic inside the function keeps only its first line).

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/big"
	"strings"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

type funcArg struct {
	Type  json.RawMessage `json:"type"`
	Value json.RawMessage `json:"value"`
}

type funcRequest struct {
	Fn   string    `json:"fn"`
	Args []funcArg `json:"args"`
	// Signature asks for the function's parameters instead of a call.
	Signature bool `json:"signature"`
}

// funcRecord is a call's error; funcResult its value.
type funcRecord struct {
	Error string `json:"error"`
	Arg   int    `json:"arg"`
}

type funcResult struct {
	Type  json.RawMessage `json:"type"`
	Value interface{}     `json:"value"`
}

// stdlibFunctions are go-cty's stdlib functions by the names applications give them.
func stdlibFunctions() map[string]function.Function {
	return map[string]function.Function{
		"abs": stdlib.AbsoluteFunc, "add": stdlib.AddFunc, "and": stdlib.AndFunc,
		"bytesslice": stdlib.BytesSliceFunc, "byteslen": stdlib.BytesLenFunc,
		"ceil": stdlib.CeilFunc, "chomp": stdlib.ChompFunc, "chunklist": stdlib.ChunklistFunc,
		"coalesce": stdlib.CoalesceFunc, "coalescelist": stdlib.CoalesceListFunc,
		"compact": stdlib.CompactFunc, "concat": stdlib.ConcatFunc, "contains": stdlib.ContainsFunc,
		"csvdecode": stdlib.CSVDecodeFunc, "distinct": stdlib.DistinctFunc,
		"divide": stdlib.DivideFunc, "element": stdlib.ElementFunc, "equal": stdlib.EqualFunc,
		"flatten": stdlib.FlattenFunc, "floor": stdlib.FloorFunc, "format": stdlib.FormatFunc,
		"formatdate": stdlib.FormatDateFunc, "formatlist": stdlib.FormatListFunc,
		"greaterthan": stdlib.GreaterThanFunc, "greaterthanorequalto": stdlib.GreaterThanOrEqualToFunc,
		"hasindex": stdlib.HasIndexFunc, "indent": stdlib.IndentFunc, "index": stdlib.IndexFunc,
		"int": stdlib.IntFunc, "join": stdlib.JoinFunc, "jsondecode": stdlib.JSONDecodeFunc,
		"jsonencode": stdlib.JSONEncodeFunc, "keys": stdlib.KeysFunc, "length": stdlib.LengthFunc,
		"lessthan": stdlib.LessThanFunc, "lessthanorequalto": stdlib.LessThanOrEqualToFunc,
		"log": stdlib.LogFunc, "lookup": stdlib.LookupFunc, "lower": stdlib.LowerFunc,
		"max": stdlib.MaxFunc, "merge": stdlib.MergeFunc, "min": stdlib.MinFunc,
		"modulo": stdlib.ModuloFunc, "multiply": stdlib.MultiplyFunc, "negate": stdlib.NegateFunc,
		"not": stdlib.NotFunc, "notequal": stdlib.NotEqualFunc, "or": stdlib.OrFunc,
		"parseint": stdlib.ParseIntFunc, "pow": stdlib.PowFunc, "range": stdlib.RangeFunc,
		"regex": stdlib.RegexFunc, "regexall": stdlib.RegexAllFunc,
		"regex_replace": stdlib.RegexReplaceFunc, "replace": stdlib.ReplaceFunc,
		"reverse": stdlib.ReverseFunc, "reverselist": stdlib.ReverseListFunc,
		"sethaselement": stdlib.SetHasElementFunc, "setintersection": stdlib.SetIntersectionFunc,
		"setproduct": stdlib.SetProductFunc, "setsubtract": stdlib.SetSubtractFunc,
		"setsymmetricdifference": stdlib.SetSymmetricDifferenceFunc, "setunion": stdlib.SetUnionFunc,
		"signum": stdlib.SignumFunc, "slice": stdlib.SliceFunc, "sort": stdlib.SortFunc,
		"split": stdlib.SplitFunc, "strlen": stdlib.StrlenFunc, "strrev": stdlib.ReverseFunc,
		"substr": stdlib.SubstrFunc, "subtract": stdlib.SubtractFunc, "timeadd": stdlib.TimeAddFunc,
		"title": stdlib.TitleFunc, "trim": stdlib.TrimFunc, "trimprefix": stdlib.TrimPrefixFunc,
		"trimspace": stdlib.TrimSpaceFunc, "trimsuffix": stdlib.TrimSuffixFunc,
		"upper": stdlib.UpperFunc, "values": stdlib.ValuesFunc, "zipmap": stdlib.ZipmapFunc,
		"tostring": stdlib.MakeToFunc(cty.String), "tonumber": stdlib.MakeToFunc(cty.Number),
		"tobool": stdlib.MakeToFunc(cty.Bool),
		"tolist":  stdlib.MakeToFunc(cty.List(cty.DynamicPseudoType)),
		"toset":   stdlib.MakeToFunc(cty.Set(cty.DynamicPseudoType)),
		"tomap":   stdlib.MakeToFunc(cty.Map(cty.DynamicPseudoType)),
	}
}

func setupFunctions(fs *flag.FlagSet) func() handler {
	return func() handler {
		funcs := stdlibFunctions()
		return func(line string) interface{} {
			var req funcRequest
			if err := json.Unmarshal([]byte(line), &req); err != nil {
				return errorRecord{File: line, Error: fmt.Sprintf("bad request: %v", err)}
			}
			f, ok := funcs[req.Fn]
			if !ok {
				return errorRecord{File: line, Error: fmt.Sprintf("unknown function %q", req.Fn)}
			}
			if req.Signature {
				return map[string]string{"signature": signature(f)}
			}
			args := make([]cty.Value, len(req.Args))
			for i, a := range req.Args {
				ty, err := ctyjson.UnmarshalType(a.Type)
				if err != nil {
					return errorRecord{File: line, Error: fmt.Sprintf("arg %d type: %v", i, err)}
				}
				var node interface{}
				dec := json.NewDecoder(strings.NewReader(string(a.Value)))
				dec.UseNumber()
				if err := dec.Decode(&node); err != nil {
					return errorRecord{File: line, Error: fmt.Sprintf("arg %d value: %v", i, err)}
				}
				v, err := nodeValue(node, ty)
				if err != nil {
					return errorRecord{File: line, Error: fmt.Sprintf("arg %d: %v", i, err)}
				}
				args[i] = v
			}
			return callRecord(f, args)
		}
	}
}

// callRecord calls f and describes the outcome.
func callRecord(f function.Function, args []cty.Value) interface{} {
	v, err := f.Call(args)
	if err != nil {
		msg := err.Error()
		if _, isPanic := err.(function.PanicError); isPanic {
			msg = strings.SplitN(msg, "\n", 2)[0]
		}
		idx := -1
		if ae, ok := err.(function.ArgError); ok {
			idx = ae.Index
		}
		return funcRecord{Error: msg, Arg: idx}
	}
	ty, err := ctyjson.MarshalType(v.Type())
	if err != nil {
		return funcRecord{Error: "type not encodable: " + err.Error(), Arg: -2}
	}
	return funcResult{Type: ty, Value: valueNode(v)}
}

// nodeValue builds the value of type ty that node describes.
func nodeValue(node interface{}, ty cty.Type) (cty.Value, error) {
	if m, ok := node.(map[string]interface{}); ok {
		if marks, ok := m["marks"].([]interface{}); ok {
			inner, err := nodeValue(m["value"], ty)
			if err != nil {
				return cty.NilVal, err
			}
			for _, mk := range marks {
				inner = inner.Mark(fmt.Sprint(mk))
			}
			return inner, nil
		}
		if m["unknown"] == true {
			return cty.UnknownVal(ty), nil
		}
		if n, ok := m["number"].(string); ok && ty == cty.Number {
			// A fresh infinity, as arithmetic makes them: go-cty compares some
			// operands with its own infinity values by identity.
			return cty.NumberVal(new(big.Float).SetInf(n == "-Inf")), nil
		}
	}
	if node == nil {
		return cty.NullVal(ty), nil
	}
	switch {
	case ty == cty.String:
		s, ok := node.(string)
		if !ok {
			return cty.NilVal, fmt.Errorf("string expected")
		}
		return cty.StringVal(s), nil
	case ty == cty.Bool:
		b, ok := node.(bool)
		if !ok {
			return cty.NilVal, fmt.Errorf("bool expected")
		}
		return cty.BoolVal(b), nil
	case ty == cty.Number:
		n, ok := node.(json.Number)
		if !ok {
			return cty.NilVal, fmt.Errorf("number expected")
		}
		f, _, err := big.ParseFloat(string(n), 10, 512, big.ToNearestEven)
		if err != nil {
			return cty.NilVal, err
		}
		return cty.NumberVal(f), nil
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		items, ok := node.([]interface{})
		if !ok {
			return cty.NilVal, fmt.Errorf("array expected")
		}
		vals := make([]cty.Value, len(items))
		for i, it := range items {
			ety := cty.DynamicPseudoType
			switch {
			case ty.IsTupleType():
				ety = ty.TupleElementType(i)
			default:
				ety = ty.ElementType()
			}
			v, err := nodeValue(it, ety)
			if err != nil {
				return cty.NilVal, err
			}
			vals[i] = v
		}
		switch {
		case ty.IsTupleType():
			return cty.TupleVal(vals), nil
		case len(vals) == 0 && ty.IsListType():
			return cty.ListValEmpty(ty.ElementType()), nil
		case len(vals) == 0:
			return cty.SetValEmpty(ty.ElementType()), nil
		case ty.IsListType():
			return cty.ListVal(vals), nil
		default:
			return cty.SetVal(vals), nil
		}
	case ty.IsMapType() || ty.IsObjectType():
		items, ok := node.(map[string]interface{})
		if !ok {
			return cty.NilVal, fmt.Errorf("object expected")
		}
		vals := make(map[string]cty.Value, len(items))
		for k, it := range items {
			ety := cty.DynamicPseudoType
			if ty.IsObjectType() {
				ety = ty.AttributeType(k)
			} else {
				ety = ty.ElementType()
			}
			v, err := nodeValue(it, ety)
			if err != nil {
				return cty.NilVal, err
			}
			vals[k] = v
		}
		switch {
		case ty.IsObjectType():
			return cty.ObjectVal(vals), nil
		case len(vals) == 0:
			return cty.MapValEmpty(ty.ElementType()), nil
		default:
			return cty.MapVal(vals), nil
		}
	}
	return cty.NilVal, fmt.Errorf("cannot build a value of type %s", ty.FriendlyName())
}

// signature renders f's parameters as "(name type [flags], ...name type [flags])", the
// flags among null, unknown, dynamic and marked, as hcl2-stdlib's signature test does.
func signature(f function.Function) string {
	render := func(p function.Parameter) string {
		var flags []string
		for _, fl := range []struct {
			on   bool
			name string
		}{{p.AllowNull, "null"}, {p.AllowUnknown, "unknown"}, {p.AllowDynamicType, "dynamic"}, {p.AllowMarked, "marked"}} {
			if fl.on {
				flags = append(flags, fl.name)
			}
		}
		return fmt.Sprintf("%s %s [%s]", p.Name, typeExpr(p.Type), strings.Join(flags, " "))
	}
	var parts []string
	for _, p := range f.Params() {
		parts = append(parts, render(p))
	}
	if v := f.VarParam(); v != nil {
		parts = append(parts, "..."+render(*v))
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// typeExpr writes a type constraint as a type expression ("list(string)", "any").
func typeExpr(ty cty.Type) string {
	switch {
	case ty == cty.DynamicPseudoType:
		return "any"
	case ty.IsListType():
		return "list(" + typeExpr(ty.ElementType()) + ")"
	case ty.IsSetType():
		return "set(" + typeExpr(ty.ElementType()) + ")"
	case ty.IsMapType():
		return "map(" + typeExpr(ty.ElementType()) + ")"
	default:
		return ty.FriendlyName()
	}
}
