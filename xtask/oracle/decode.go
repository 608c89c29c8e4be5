package main

// ---- mode: decode ----
//
// Each request line is a file path. A path ending in ".json" is parsed with the JSON
// syntax (json.Parse), any other with the native syntax (hclsyntax.ParseConfig). The
// record is {"file", "diagnostics", and, when the parse reported no error, views of
// the body}:
//
//	native          (native files) the syntax tree walked directly: every body's
//	                attributes sorted by name, its blocks in source order
//	just_attributes (JSON files) the root body's JustAttributes
//	schema          (JSON files) the root body's Content under a generic schema: each
//	                root property name is a block type, with the number of labels the
//	                usual Terraform/Terragrunt meaning gives it (table below); each
//	                block's body is read with JustAttributes
//
// Each attribute carries its name and ranges, its value evaluated with no context (as
// cty JSON with type, null when evaluation reported an error), the evaluation's
// diagnostics, and its variables (root name, range, step count), in order.
//
// With -current a,b (oracle-current build only) the named behaviours of the current
// reference are emulated for every request.

import (
	"encoding/json"
	"flag"
	"os"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	hcljson "github.com/hashicorp/hcl/v2/json"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// decodeLabels is the label count of the generic schema's block types; any other root
// property is a block type without labels.
var decodeLabels = map[string]int{
	"resource": 2, "data": 2, "variable": 1, "output": 1, "module": 1,
	"provider": 1, "dependency": 1,
}

type travRecord struct {
	Root  string     `json:"root"`
	Range *jsonRange `json:"range"`
	Steps int        `json:"steps"`
}

type attrRecord struct {
	Name        string           `json:"name"`
	Range       *jsonRange       `json:"range"`
	NameRange   *jsonRange       `json:"name_range"`
	Value       json.RawMessage  `json:"value"`
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
	Variables   []travRecord     `json:"variables"`
}

type blockRecord struct {
	Type        string       `json:"type"`
	Labels      []string     `json:"labels"`
	TypeRange   *jsonRange   `json:"type_range"`
	LabelRanges []*jsonRange `json:"label_ranges"`
	DefRange    *jsonRange   `json:"def_range"`
	Body        *bodyRecord  `json:"body"`
}

type bodyRecord struct {
	Attributes  []attrRecord     `json:"attributes"`
	Blocks      []blockRecord    `json:"blocks"`
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
}

type decodeRecord struct {
	File           string           `json:"file"`
	Diagnostics    []jsonDiagnostic `json:"diagnostics"`
	Native         *bodyRecord      `json:"native,omitempty"`
	JustAttributes *bodyRecord      `json:"just_attributes,omitempty"`
	Schema         *bodyRecord      `json:"schema,omitempty"`
}

func setupDecode(fs *flag.FlagSet) func() handler {
	current := fs.String("current", "", "comma-separated current-reference behaviours to emulate (oracle-current build only)")
	return func() handler {
		if *current != "" {
			if err := setCurrent(strings.Split(*current, ",")); err != nil {
				return func(path string) interface{} { return errorRecord{File: path, Error: err.Error()} }
			}
		}
		return decodeFile
	}
}

func decodeFile(path string) interface{} {
	src, err := os.ReadFile(path)
	if err != nil {
		return errorRecord{File: path, Error: err.Error()}
	}
	rec := decodeRecord{File: path}
	if strings.HasSuffix(path, ".json") {
		f, diags := hcljson.Parse(src, path)
		rec.Diagnostics = convertDiagnostics(diags)
		if !diags.HasErrors() {
			rec.JustAttributes = justAttributesRecord(f.Body)
			rec.Schema = schemaRecord(f.Body)
		}
		return rec
	}
	f, diags := hclsyntax.ParseConfig(src, path, hcl.Pos{Line: 1, Column: 1, Byte: 0})
	rec.Diagnostics = convertDiagnostics(diags)
	if !diags.HasErrors() {
		rec.Native = nativeBodyRecord(f.Body.(*hclsyntax.Body))
	}
	return rec
}

func attributeRecord(a *hcl.Attribute) attrRecord {
	return attributeRecordIn(a, nil)
}

// attributeRecordIn describes an attribute evaluated in ctx.
func attributeRecordIn(a *hcl.Attribute, ctx *hcl.EvalContext) attrRecord {
	r := attrRecord{
		Name:      a.Name,
		Range:     convertRange(&a.Range),
		NameRange: convertRange(&a.NameRange),
		Variables: []travRecord{},
	}
	val, diags := a.Expr.Value(ctx)
	r.Diagnostics = convertDiagnostics(diags)
	r.Value = json.RawMessage("null")
	if !diags.HasErrors() {
		if b, err := ctyjson.Marshal(val, cty.DynamicPseudoType); err == nil && json.Valid(b) {
			r.Value = b
		} else if err == nil {
			s, _ := json.Marshal("invalid marshal: " + string(b))
			r.Value = s
		} else {
			s, _ := json.Marshal("marshal error: " + err.Error())
			r.Value = s
		}
	}
	for _, t := range a.Expr.Variables() {
		rng := t.SourceRange()
		r.Variables = append(r.Variables, travRecord{Root: t.RootName(), Range: convertRange(&rng), Steps: len(t)})
	}
	return r
}

func sortedAttributes(attrs hcl.Attributes) []attrRecord {
	return sortedAttributesIn(attrs, nil)
}

func sortedAttributesIn(attrs hcl.Attributes, ctx *hcl.EvalContext) []attrRecord {
	out := make([]attrRecord, 0, len(attrs))
	for _, a := range attrs {
		out = append(out, attributeRecordIn(a, ctx))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func nativeBodyRecord(b *hclsyntax.Body) *bodyRecord {
	r := &bodyRecord{Blocks: []blockRecord{}, Diagnostics: []jsonDiagnostic{}}
	attrs := make(hcl.Attributes, len(b.Attributes))
	for name, a := range b.Attributes {
		attrs[name] = a.AsHCLAttribute()
	}
	r.Attributes = sortedAttributes(attrs)
	for _, blk := range b.Blocks {
		hb := blk.AsHCLBlock()
		r.Blocks = append(r.Blocks, blockRecordOf(hb, nativeBodyRecord(blk.Body)))
	}
	return r
}

func blockRecordOf(b *hcl.Block, body *bodyRecord) blockRecord {
	br := blockRecord{
		Type:        b.Type,
		Labels:      append([]string{}, b.Labels...),
		TypeRange:   convertRange(&b.TypeRange),
		LabelRanges: []*jsonRange{},
		DefRange:    convertRange(&b.DefRange),
		Body:        body,
	}
	for i := range b.LabelRanges {
		br.LabelRanges = append(br.LabelRanges, convertRange(&b.LabelRanges[i]))
	}
	return br
}

func justAttributesRecord(body hcl.Body) *bodyRecord {
	return justAttributesRecordIn(body, nil)
}

func justAttributesRecordIn(body hcl.Body, ctx *hcl.EvalContext) *bodyRecord {
	attrs, diags := body.JustAttributes()
	return &bodyRecord{
		Attributes:  sortedAttributesIn(attrs, ctx),
		Blocks:      []blockRecord{},
		Diagnostics: convertDiagnostics(diags),
	}
}

func schemaRecord(body hcl.Body) *bodyRecord {
	attrs, _ := body.JustAttributes()
	names := make([]string, 0, len(attrs))
	for name := range attrs {
		names = append(names, name)
	}
	sort.Strings(names)
	schema := &hcl.BodySchema{}
	for _, name := range names {
		labels := make([]string, decodeLabels[name])
		for i := range labels {
			labels[i] = "label"
		}
		schema.Blocks = append(schema.Blocks, hcl.BlockHeaderSchema{Type: name, LabelNames: labels})
	}
	content, diags := body.Content(schema)
	r := &bodyRecord{Attributes: []attrRecord{}, Blocks: []blockRecord{}, Diagnostics: convertDiagnostics(diags)}
	for _, b := range content.Blocks {
		r.Blocks = append(r.Blocks, blockRecordOf(b, justAttributesRecord(b.Body)))
	}
	return r
}
