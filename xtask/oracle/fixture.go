package main

// The fixed evaluation context of mode eval: the Go mirror of the one Rust definition in
// crates/hcl2-native/tests/common/eval_fixture.rs. Keep the two in step: the harness
// evaluates every variable by name on both sides before each run and stops if any
// differs.

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

// sensitive is the mark the fixture's secret values carry.
const sensitive = "sensitive"

func fixtureContext() *hcl.EvalContext {
	str := cty.StringVal
	num := cty.NumberIntVal
	parse := cty.MustParseNumberVal
	list := cty.ListVal
	obj := cty.ObjectVal
	vars := map[string]cty.Value{
		"str":     str("hello"),
		"ustr":    str("Grüße, 世界! Cafe\u0301 👍🏽"),
		"empty":   str(""),
		"numstr":  str("42"),
		"boolstr": str("true"),
		"spaces":  str("  padded  "),
		"my-var":  str("dash"),
		"naïve":   str("unicode name"),

		"int":  num(42),
		"neg":  num(-7),
		"frac": parse("3.25"),
		"pi":   parse("3.14159265358979323846264338327950288"),
		"big":  parse("123456789012345678901234567890"),
		"tiny": parse("0.000000000000000000000000000001"),
		"zero": num(0),

		"yes": cty.True,
		"no":  cty.False,

		"null_str":  cty.NullVal(cty.String),
		"null_num":  cty.NullVal(cty.Number),
		"null_bool": cty.NullVal(cty.Bool),
		"null_list": cty.NullVal(cty.List(cty.String)),
		"null_obj":  cty.NullVal(cty.Object(map[string]cty.Type{"name": cty.String})),
		"null_any":  cty.NullVal(cty.DynamicPseudoType),

		"unk_str":   cty.UnknownVal(cty.String),
		"unk_num":   cty.UnknownVal(cty.Number),
		"unk_bool":  cty.UnknownVal(cty.Bool),
		"unk_list":  cty.UnknownVal(cty.List(cty.String)),
		"unk_map":   cty.UnknownVal(cty.Map(cty.Number)),
		"unk_obj":   cty.UnknownVal(cty.Object(map[string]cty.Type{"name": cty.String, "id": cty.Number})),
		"unk_tuple": cty.UnknownVal(cty.Tuple([]cty.Type{cty.String, cty.Number})),
		"unk":       cty.DynamicVal,

		"secret":       str("hunter2").Mark(sensitive),
		"secret_num":   num(7).Mark(sensitive),
		"secret_bool":  cty.True.Mark(sensitive),
		"secret_list":  list([]cty.Value{str("x"), str("y")}).Mark(sensitive),
		"creds":        obj(map[string]cty.Value{"user": str("admin"), "password": str("p4ss").Mark(sensitive)}),
		"marked_elems": list([]cty.Value{str("a"), str("b").Mark(sensitive)}),

		"list":         list([]cty.Value{str("a"), str("b"), str("c")}),
		"nums":         list([]cty.Value{num(1), num(2), parse("3.5")}),
		"empty_list":   cty.ListValEmpty(cty.String),
		"list_unk":     list([]cty.Value{str("a"), cty.UnknownVal(cty.String)}),
		"nested_lists": list([]cty.Value{list([]cty.Value{num(1), num(2)}), list([]cty.Value{num(3)})}),
		"set":          cty.SetVal([]cty.Value{str("b"), str("a"), str("c")}),
		"numset":       cty.SetVal([]cty.Value{num(3), num(1), num(2)}),
		"map":          cty.MapVal(map[string]cty.Value{"a": str("x"), "b": str("y"), "key with space": str("z")}),
		"nmap":         cty.MapVal(map[string]cty.Value{"one": num(1), "two": num(2)}),
		"empty_map":    cty.MapValEmpty(cty.String),
		"tup":          cty.TupleVal([]cty.Value{str("a"), num(1), cty.True, cty.NullVal(cty.DynamicPseudoType)}),
		"empty_tup":    cty.EmptyTupleVal,
		"obj": obj(map[string]cty.Value{
			"name":    str("web"),
			"port":    num(8080),
			"enabled": cty.True,
			"tags":    list([]cty.Value{str("x"), str("y")}),
			"meta":    cty.MapVal(map[string]cty.Value{"env": str("prod")}),
			"nested":  obj(map[string]cty.Value{"deep": obj(map[string]cty.Value{"value": str("found"), "n": num(1)})}),
		}),
		"empty_obj": cty.EmptyObjectVal,
		"objs": list([]cty.Value{
			obj(map[string]cty.Value{"name": str("a"), "id": num(1)}),
			obj(map[string]cty.Value{"name": str("b"), "id": num(2)}),
		}),
		"sparse": list([]cty.Value{
			obj(map[string]cty.Value{"name": str("a")}),
			obj(map[string]cty.Value{"name": cty.NullVal(cty.String)}),
		}),
		"mixed": cty.TupleVal([]cty.Value{
			obj(map[string]cty.Value{"name": str("a"), "v": num(1)}),
			obj(map[string]cty.Value{"name": str("b"), "v": str("two")}),
		}),
		"var": obj(map[string]cty.Value{
			"region":  str("us-east-1"),
			"count":   num(3),
			"zones":   list([]cty.Value{str("a"), str("b")}),
			"enabled": cty.False,
		}),
	}
	funcs := map[string]function.Function{
		"upper":      stdlib.UpperFunc,
		"lower":      stdlib.LowerFunc,
		"strlen":     stdlib.StrlenFunc,
		"reverse":    stdlib.ReverseFunc,
		"abs":        stdlib.AbsoluteFunc,
		"min":        stdlib.MinFunc,
		"max":        stdlib.MaxFunc,
		"length":     stdlib.LengthFunc,
		"coalesce":   stdlib.CoalesceFunc,
		"concat":     stdlib.ConcatFunc,
		"join":       stdlib.JoinFunc,
		"keys":       stdlib.KeysFunc,
		"values":     stdlib.ValuesFunc,
		"jsonencode": stdlib.JSONEncodeFunc,
		"hasindex":   stdlib.HasIndexFunc,
		"int":        stdlib.IntFunc,
		"jsondecode": stdlib.JSONDecodeFunc,
		"substr":     stdlib.SubstrFunc,
		// A namespaced name (the current reference's syntax; 2.14.1 cannot call it).
		"core::upper": stdlib.UpperFunc,
	}
	return &hcl.EvalContext{Variables: vars, Functions: funcs}
}
