// This file is added to the reference library's root package (hcl) when xtask builds
// the oracle-current variant; see ../hclsyntax/emulate.go for the scheme. It holds the
// emulated current-reference behaviour of hcl.Index and hcl.GetAttr, and a recorder of
// "Did you mean" candidates.

package hcl

import (
	"fmt"
	"sort"

	"github.com/agext/levenshtein"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// EmuTraversalMarks: hcl 2.23.0 (#699) keeps the traversed value's marks on the
// unknown that an attribute or index step on an unknown or dynamic value gives, and
// indexes an unknown object by a known key as GetAttr does (checking the attribute and
// giving its type).
var EmuTraversalMarks bool

// emuIndex answers hcl.Index where the current reference differs (hook: start of
// Index); ok is false where 2.14.1's own code gives the current answer.
func emuIndex(collection, key cty.Value, srcRange *Range) (cty.Value, Diagnostics, bool) {
	if collection.IsNull() || key.IsNull() {
		return cty.NilVal, nil, false
	}
	ty := collection.Type()
	if key.Type() == cty.DynamicPseudoType || ty == cty.DynamicPseudoType {
		return cty.DynamicVal.WithSameMarks(collection), nil, true
	}
	switch {
	case ty.IsListType() || ty.IsTupleType() || ty.IsMapType():
		want := cty.String
		if !ty.IsMapType() {
			want = cty.Number
		}
		converted, err := convert.Convert(key, want)
		if err != nil {
			return cty.NilVal, nil, false
		}
		if has, _ := collection.HasIndex(converted).Unmark(); has.IsKnown() {
			return cty.NilVal, nil, false
		}
		if ty.IsTupleType() {
			return cty.DynamicVal.WithSameMarks(collection), nil, true
		}
		return cty.UnknownVal(ty.ElementType()).WithSameMarks(collection), nil, true
	case ty.IsObjectType():
		wasNumber := key.Type() == cty.Number
		converted, err := convert.Convert(key, cty.String)
		if err != nil {
			return cty.NilVal, nil, false
		}
		if !converted.IsKnown() {
			return cty.DynamicVal.WithSameMarks(collection), nil, true
		}
		if collection.IsKnown() {
			return cty.NilVal, nil, false
		}
		converted, _ = converted.Unmark()
		name := converted.AsString()
		if !ty.HasAttribute(name) {
			addendum := ""
			if wasNumber {
				addendum = " An object only supports looking up attributes by name, not by numeric index."
			}
			return cty.DynamicVal, Diagnostics{{
				Severity: DiagError,
				Summary:  "Invalid index",
				Detail:   fmt.Sprintf("The given key does not identify an element in this collection value.%s", addendum),
				Subject:  srcRange,
			}}, true
		}
		return cty.UnknownVal(ty.AttributeType(name)).WithSameMarks(collection), nil, true
	}
	return cty.NilVal, nil, false
}

// emuGetAttr answers hcl.GetAttr where the current reference differs (hook: start of
// GetAttr); ok is false where 2.14.1's own code gives the current answer.
func emuGetAttr(obj cty.Value, attrName string) (cty.Value, Diagnostics, bool) {
	if obj.IsNull() {
		return cty.NilVal, nil, false
	}
	ty := obj.Type()
	switch {
	case ty == cty.DynamicPseudoType:
		return cty.DynamicVal.WithSameMarks(obj), nil, true
	case ty.IsObjectType() && ty.HasAttribute(attrName) && !obj.IsKnown():
		return cty.UnknownVal(ty.AttributeType(attrName)).WithSameMarks(obj), nil, true
	case ty.IsMapType() && !obj.IsKnown():
		return cty.UnknownVal(ty.ElementType()).WithSameMarks(obj), nil, true
	}
	return cty.NilVal, nil, false
}

// SuggestionCandidates, while not nil, collects for each name looked up for a "Did you
// mean" every name the reference could have suggested: it takes the first close name
// in Go's map iteration order, which varies from run to run.
var SuggestionCandidates map[string][]string

// RecordSuggestionCandidates notes the close names among suggestions (hook: start of
// nameSuggestion in this package and in hclsyntax).
func RecordSuggestionCandidates(given string, suggestions []string) {
	if SuggestionCandidates == nil {
		return
	}
	seen := map[string]bool{}
	for _, s := range SuggestionCandidates[given] {
		seen[s] = true
	}
	for _, s := range suggestions {
		if !seen[s] && levenshtein.Distance(given, s, nil) < 3 {
			seen[s] = true
			SuggestionCandidates[given] = append(SuggestionCandidates[given], s)
		}
	}
	sort.Strings(SuggestionCandidates[given])
}
