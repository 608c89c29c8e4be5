// This file is added to the reference library's hclsyntax package when xtask builds the
// oracle-current variant (go build -tags current -overlay ...; see
// xtask/src/differential/expressions/known.rs, which lists every emulated behaviour and
// the one-line hooks it inserts into the library's own files). Each behaviour is one
// documented change of the current reference (newer than the installed hcl 2.14.1)
// that hcl2 follows deliberately, written here from the current reference's documented
// behaviour. All are off unless a request names them, so each known difference is
// checked on its own. Refinements of unknown values (go-cty 1.13+) are not emulated:
// hcl2 follows go-cty 1.12.1 there.

package hclsyntax

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

var (
	// hcl 2.23.0 (#713, #719): && and || short-circuit; operand conversion errors
	// come before the operands' own diagnostics; results keep the operands' marks.
	emuLogic bool
	// hcl 2.18.1/2.19.0 (#630, #633): a conditional's result carries the marks of
	// the condition and of both results.
	emuConditional bool
	// current reference: a for expression checks its if clause before giving up on
	// an unknown collection, and its unknown results keep the marks met so far.
	emuFor bool
	// hcl 2.21.0 (#678): a splat keeps its source's marks on every result.
	emuSplatMarks bool
	// current reference: a splat over a list or set whose results differ in type is
	// an error instead of a crash.
	emuNestedSplat bool
	// hcl 2.20.0 (#639, #668): `::` is a token; namespaced function names (a::b::f)
	// parse, and calls to unknown ones are reported against their namespace.
	emuNamespaced bool
)

// currentBehaviours are the emulated behaviours by name (the names known.rs uses).
var currentBehaviours = map[string]*bool{
	"logical-short-circuit": &emuLogic,
	"conditional-marks":     &emuConditional,
	"for-marks":             &emuFor,
	"splat-marks":           &emuSplatMarks,
	"nested-splat-error":    &emuNestedSplat,
	"namespaced-functions":  &emuNamespaced,
	"traversal-marks":       &hcl.EmuTraversalMarks,
}

// emuRecordSuggestions passes a "Did you mean" lookup to the recorder in package hcl
// (hook: start of this package's nameSuggestion).
func emuRecordSuggestions(given string, suggestions []string) {
	hcl.RecordSuggestionCandidates(given, suggestions)
}

// SetCurrentBehaviours turns on exactly the named behaviours (all others off).
func SetCurrentBehaviours(names []string) error {
	for _, on := range currentBehaviours {
		*on = false
	}
	for _, name := range names {
		on, ok := currentBehaviours[name]
		if !ok {
			return fmt.Errorf("unknown current-reference behaviour %q", name)
		}
		*on = true
	}
	return nil
}

// ---- binary operators (hook: start of BinaryOpExpr.Value) ----

func emuBinaryOp(e *BinaryOpExpr, ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {
	params := e.Op.Impl.Params()
	var diags hcl.Diagnostics
	operand := func(side string, expr Expression, err error) *hcl.Diagnostic {
		return &hcl.Diagnostic{
			Severity:    hcl.DiagError,
			Summary:     "Invalid operand",
			Detail:      fmt.Sprintf("Unsuitable value for %s operand: %s.", side, err),
			Subject:     expr.Range().Ptr(),
			Context:     &e.SrcRange,
			Expression:  expr,
			EvalContext: ctx,
		}
	}
	lhsGiven, lhsDiags := e.LHS.Value(ctx)
	lhs, err := convert.Convert(lhsGiven, params[0].Type)
	if err != nil {
		diags = append(diags, operand("left", e.LHS, err))
	}
	rhsGiven, rhsDiags := e.RHS.Value(ctx)
	rhs, err := convert.Convert(rhsGiven, params[1].Type)
	if err != nil {
		diags = append(diags, operand("right", e.RHS, err))
	}
	if diags.HasErrors() {
		diags = append(diags, lhsDiags...)
		diags = append(diags, rhsDiags...)
		return cty.UnknownVal(e.Op.Type), diags
	}
	lhs, lhsMarks := lhs.Unmark()
	rhs, rhsMarks := rhs.Unmark()
	if e.Op == OpLogicalAnd || e.Op == OpLogicalOr {
		if v, d, decided := emuShortCircuit(e.Op == OpLogicalOr, lhs, rhs, lhsDiags, rhsDiags); decided {
			return v.WithMarks(lhsMarks, rhsMarks), d
		}
	}
	diags = append(diags, lhsDiags...)
	diags = append(diags, rhsDiags...)
	if diags.HasErrors() {
		return cty.UnknownVal(e.Op.Type).WithMarks(lhsMarks, rhsMarks), diags
	}
	result, err := e.Op.Impl.Call([]cty.Value{lhs, rhs})
	if err != nil {
		diags = append(diags, &hcl.Diagnostic{
			Severity:    hcl.DiagError,
			Summary:     "Operation failed",
			Detail:      fmt.Sprintf("Error during operation: %s.", err),
			Subject:     &e.SrcRange,
			Expression:  e,
			EvalContext: ctx,
		})
		return cty.UnknownVal(e.Op.Type), diags
	}
	return result.WithMarks(lhsMarks, rhsMarks), diags
}

// emuShortCircuit decides `lhs || rhs` (or `lhs && rhs`) from one side when it can:
// `decisive` (true for ||, false for &&) on either known side decides; an unknown side
// decides (unknown) when the other side is known and not decisive; when both are
// unknown the left decides unless it came with errors. The deciding side's
// diagnostics are the result's. A null bool counts as false.
func emuShortCircuit(decisive bool, lhs, rhs cty.Value, lhsDiags, rhsDiags hcl.Diagnostics) (cty.Value, hcl.Diagnostics, bool) {
	is := func(v cty.Value, b bool) bool { return v.IsKnown() && v.True() == b }
	switch {
	case !lhs.IsKnown() && !rhs.IsKnown():
		if !lhsDiags.HasErrors() {
			return cty.UnknownVal(cty.Bool), lhsDiags, true
		}
		return cty.NilVal, nil, false
	case is(lhs, decisive):
		return cty.BoolVal(decisive), lhsDiags, true
	case is(rhs, decisive):
		return cty.BoolVal(decisive), rhsDiags, true
	case !lhs.IsKnown() && is(rhs, !decisive):
		return cty.UnknownVal(cty.Bool), lhsDiags, true
	case !rhs.IsKnown() && is(lhs, !decisive):
		return cty.UnknownVal(cty.Bool), rhsDiags, true
	}
	return cty.NilVal, nil, false
}

// ---- conditionals (hook: start of ConditionalExpr.Value) ----

func emuConditionalValue(e *ConditionalExpr, ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {
	trueResult, trueDiags := e.TrueResult.Value(ctx)
	falseResult, falseDiags := e.FalseResult.Value(ctx)
	var diags hcl.Diagnostics

	// The result type, exactly as 2.14.1 finds it.
	resultType := cty.DynamicPseudoType
	convs := make([]convert.Conversion, 2)
	nullDynamic := cty.NullVal(cty.DynamicPseudoType)
	switch {
	case trueResult.RawEquals(nullDynamic):
		resultType = falseResult.Type()
		convs[0] = convert.GetConversionUnsafe(cty.DynamicPseudoType, resultType)
	case falseResult.RawEquals(nullDynamic):
		resultType = trueResult.Type()
		convs[1] = convert.GetConversionUnsafe(cty.DynamicPseudoType, resultType)
	case trueResult.Type() == cty.DynamicPseudoType, falseResult.Type() == cty.DynamicPseudoType:
	default:
		resultType, convs = convert.UnifyUnsafe([]cty.Type{trueResult.Type(), falseResult.Type()})
	}
	if resultType == cty.NilType {
		return cty.DynamicVal, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Inconsistent conditional result types",
			Detail: fmt.Sprintf(
				"The true and false result expressions must have consistent types. %s.",
				describeConditionalTypeMismatch(trueResult.Type(), falseResult.Type()),
			),
			Subject:     hcl.RangeBetween(e.TrueResult.Range(), e.FalseResult.Range()).Ptr(),
			Context:     &e.SrcRange,
			Expression:  e,
			EvalContext: ctx,
		}}
	}

	condResult, condDiags := e.Condition.Value(ctx)
	diags = append(diags, condDiags...)
	if condResult.IsNull() {
		diags = append(diags, &hcl.Diagnostic{
			Severity:    hcl.DiagError,
			Summary:     "Null condition",
			Detail:      "The condition value is null. Conditions must either be true or false.",
			Subject:     e.Condition.Range().Ptr(),
			Context:     &e.SrcRange,
			Expression:  e.Condition,
			EvalContext: ctx,
		})
		return cty.UnknownVal(resultType), diags
	}

	// Every outcome below carries the marks of all three values.
	condResult, condMarks := condResult.Unmark()
	trueResult, trueMarks := trueResult.Unmark()
	falseResult, falseMarks := falseResult.Unmark()
	marks := []cty.ValueMarks{condMarks, trueMarks, falseMarks}

	if !condResult.IsKnown() {
		if trueResult.IsNull() && falseResult.IsNull() {
			return cty.NullVal(resultType).WithMarks(marks...), diags
		}
		return cty.UnknownVal(resultType).WithMarks(marks...), diags
	}
	condResult, err := convert.Convert(condResult, cty.Bool)
	if err != nil {
		diags = append(diags, &hcl.Diagnostic{
			Severity:    hcl.DiagError,
			Summary:     "Incorrect condition type",
			Detail:      "The condition expression must be of type bool.",
			Subject:     e.Condition.Range().Ptr(),
			Context:     &e.SrcRange,
			Expression:  e.Condition,
			EvalContext: ctx,
		})
		return cty.UnknownVal(resultType), diags
	}

	selected, selectedDiags, conv, which, expr := falseResult, falseDiags, convs[1], "false", e.FalseResult
	if condResult.True() {
		selected, selectedDiags, conv, which, expr = trueResult, trueDiags, convs[0], "true", e.TrueResult
	}
	diags = append(diags, selectedDiags...)
	if conv != nil {
		converted, err := conv(selected)
		if err != nil {
			diags = append(diags, &hcl.Diagnostic{
				Severity:    hcl.DiagError,
				Summary:     "Inconsistent conditional result types",
				Detail:      fmt.Sprintf("The %s result value has the wrong type: %s.", which, err.Error()),
				Subject:     expr.Range().Ptr(),
				Context:     &e.SrcRange,
				Expression:  expr,
				EvalContext: ctx,
			})
			converted = cty.UnknownVal(resultType)
		}
		selected = converted
	}
	return selected.WithMarks(marks...), diags
}

// ---- for expressions (hook: start of ForExpr.Value) ----

func emuForValue(e *ForExpr, ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	var marks []cty.ValueMarks

	collVal, collDiags := e.CollExpr.Value(ctx)
	diags = append(diags, collDiags...)
	if collVal.IsNull() {
		diags = append(diags, &hcl.Diagnostic{
			Severity:    hcl.DiagError,
			Summary:     "Iteration over null value",
			Detail:      "A null value cannot be used as the collection in a 'for' expression.",
			Subject:     e.CollExpr.Range().Ptr(),
			Context:     &e.SrcRange,
			Expression:  e.CollExpr,
			EvalContext: ctx,
		})
		return cty.DynamicVal, diags
	}
	if collVal.Type() == cty.DynamicPseudoType {
		return cty.DynamicVal, diags
	}
	collVal, collMarks := collVal.Unmark()
	marks = append(marks, collMarks)
	if !collVal.CanIterateElements() {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Iteration over non-iterable value",
			Detail: fmt.Sprintf(
				"A value of type %s cannot be used as the collection in a 'for' expression.",
				collVal.Type().FriendlyName(),
			),
			Subject:     e.CollExpr.Range().Ptr(),
			Context:     &e.SrcRange,
			Expression:  e.CollExpr,
			EvalContext: ctx,
		})
		return cty.DynamicVal, diags
	}

	scope := func(k, v cty.Value) *hcl.EvalContext {
		child := ctx.NewChild()
		child.Variables = map[string]cty.Value{}
		if e.KeyVar != "" {
			child.Variables[e.KeyVar] = k
		}
		child.Variables[e.ValVar] = v
		return child
	}

	// The early check of the if clause, with unknown iteration variables, now
	// also runs when the collection is unknown.
	var condMarks cty.ValueMarks
	if e.CondExpr != nil {
		result, condDiags := e.CondExpr.Value(scope(cty.DynamicVal, cty.DynamicVal))
		diags = append(diags, condDiags...)
		if result.IsNull() {
			diags = append(diags, &hcl.Diagnostic{
				Severity:    hcl.DiagError,
				Summary:     "Condition is null",
				Detail:      "The value of the 'if' clause must not be null.",
				Subject:     e.CondExpr.Range().Ptr(),
				Context:     &e.SrcRange,
				Expression:  e.CondExpr,
				EvalContext: ctx,
			})
			return cty.DynamicVal, diags
		}
		_, condMarks = result.Unmark()
		if _, err := convert.Convert(result, cty.Bool); err != nil {
			diags = append(diags, &hcl.Diagnostic{
				Severity:    hcl.DiagError,
				Summary:     "Invalid 'for' condition",
				Detail:      fmt.Sprintf("The 'if' clause value is invalid: %s.", err.Error()),
				Subject:     e.CondExpr.Range().Ptr(),
				Context:     &e.SrcRange,
				Expression:  e.CondExpr,
				EvalContext: ctx,
			})
			return cty.DynamicVal, diags
		}
		if condDiags.HasErrors() {
			return cty.DynamicVal, diags
		}
	}
	if !collVal.IsKnown() {
		return cty.DynamicVal.WithMarks(append(marks, condMarks)...), diags
	}

	makeObject := e.KeyExpr != nil
	var tupleVals []cty.Value
	objVals := map[string]cty.Value{}
	groupVals := map[string][]cty.Value{}
	known := true
	invalid := func(summary, detail string, expr Expression, child *hcl.EvalContext) {
		if known {
			diags = append(diags, &hcl.Diagnostic{
				Severity:    hcl.DiagError,
				Summary:     summary,
				Detail:      detail,
				Subject:     expr.Range().Ptr(),
				Context:     &e.SrcRange,
				Expression:  expr,
				EvalContext: child,
			})
		}
		known = false
	}
	for it := collVal.ElementIterator(); it.Next(); {
		k, v := it.Element()
		child := scope(k, v)
		if e.CondExpr != nil {
			includeRaw, condDiags := e.CondExpr.Value(child)
			diags = append(diags, condDiags...)
			if includeRaw.IsNull() {
				invalid("Invalid 'for' condition", "The value of the 'if' clause must not be null.", e.CondExpr, child)
				continue
			}
			// The if clause's marks count even when it is unknown or invalid.
			_, includeMarks := includeRaw.Unmark()
			marks = append(marks, includeMarks)
			// (The tuple form checks for an unknown value before converting it,
			// the object form after.)
			if !makeObject && !includeRaw.IsKnown() {
				known = false
				continue
			}
			include, err := convert.Convert(includeRaw, cty.Bool)
			if err != nil {
				invalid("Invalid 'for' condition", fmt.Sprintf("The 'if' clause value is invalid: %s.", err.Error()), e.CondExpr, child)
				continue
			}
			if !include.IsKnown() {
				known = false
				continue
			}
			if include, _ := include.Unmark(); include.False() {
				continue
			}
		}
		if !makeObject {
			val, valDiags := e.ValExpr.Value(child)
			diags = append(diags, valDiags...)
			tupleVals = append(tupleVals, val)
			continue
		}
		keyRaw, keyDiags := e.KeyExpr.Value(child)
		diags = append(diags, keyDiags...)
		if keyRaw.IsNull() {
			invalid("Invalid object key", "Key expression in 'for' expression must not produce a null value.", e.KeyExpr, child)
			continue
		}
		// The key's marks count even when it is unknown.
		_, keyMarks := keyRaw.Unmark()
		marks = append(marks, keyMarks)
		if !keyRaw.IsKnown() {
			known = false
			continue
		}
		key, err := convert.Convert(keyRaw, cty.String)
		if err != nil {
			invalid("Invalid object key", fmt.Sprintf("The key expression produced an invalid result: %s.", err.Error()), e.KeyExpr, child)
			continue
		}
		key, _ = key.Unmark()
		val, valDiags := e.ValExpr.Value(child)
		diags = append(diags, valDiags...)
		name := key.AsString()
		if e.Group {
			groupVals[name] = append(groupVals[name], val)
		} else if _, exists := objVals[name]; exists {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Duplicate object key",
				Detail: fmt.Sprintf(
					"Two different items produced the key %q in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key.",
					name,
				),
				Subject:     e.KeyExpr.Range().Ptr(),
				Context:     &e.SrcRange,
				Expression:  e.KeyExpr,
				EvalContext: child,
			})
		} else {
			objVals[name] = val
		}
	}
	if !known {
		return cty.DynamicVal.WithMarks(marks...), diags
	}
	if !makeObject {
		return cty.TupleVal(tupleVals).WithMarks(marks...), diags
	}
	if e.Group {
		for name, vals := range groupVals {
			objVals[name] = cty.TupleVal(vals)
		}
	}
	return cty.ObjectVal(objVals).WithMarks(marks...), diags
}

// ---- splats (hook: start of SplatExpr.Value) ----

func emuSplatValue(e *SplatExpr, ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {
	sourceVal, diags := e.Source.Value(ctx)
	if diags.HasErrors() {
		_, itemDiags := e.Item.Value(ctx)
		diags = append(diags, itemDiags...)
		return cty.DynamicVal, diags
	}
	// keep applies the source's marks where the current reference keeps them.
	keep := func(v cty.Value, marks ...cty.ValueMarks) cty.Value {
		if emuSplatMarks {
			return v.WithMarks(marks...)
		}
		return v
	}
	sourceMarks := sourceVal.Marks()

	sourceTy := sourceVal.Type()
	autoUpgrade := !(sourceTy.IsTupleType() || sourceTy.IsListType() || sourceTy.IsSetType())
	if sourceVal.IsNull() {
		if autoUpgrade {
			return keep(cty.EmptyTupleVal, sourceMarks), diags
		}
		diags = append(diags, &hcl.Diagnostic{
			Severity:    hcl.DiagError,
			Summary:     "Splat of null value",
			Detail:      "Splat expressions (with the * symbol) cannot be applied to null sequences.",
			Subject:     e.Source.Range().Ptr(),
			Context:     hcl.RangeBetween(e.Source.Range(), e.MarkerRange).Ptr(),
			Expression:  e.Source,
			EvalContext: ctx,
		})
		return cty.DynamicVal, diags
	}
	if sourceTy == cty.DynamicPseudoType {
		return keep(cty.DynamicVal, sourceMarks), diags
	}
	upgradedUnknown := false
	if autoUpgrade {
		upgradedUnknown = !sourceVal.IsKnown()
		sourceVal = keep(cty.TupleVal([]cty.Value{sourceVal}), sourceMarks)
		sourceTy = sourceVal.Type()
	}

	resultTy := func() (cty.Type, hcl.Diagnostics) {
		chiCtx := ctx.NewChild()
		var diags hcl.Diagnostics
		switch {
		case sourceTy.IsListType() || sourceTy.IsSetType():
			e.Item.setValue(chiCtx, cty.UnknownVal(sourceTy.ElementType()))
			val, itemDiags := e.Each.Value(chiCtx)
			diags = append(diags, itemDiags...)
			e.Item.clearValue(chiCtx)
			return cty.List(val.Type()), diags
		case sourceTy.IsTupleType():
			var tys []cty.Type
			for _, ety := range sourceTy.TupleElementTypes() {
				e.Item.setValue(chiCtx, cty.UnknownVal(ety))
				val, itemDiags := e.Each.Value(chiCtx)
				diags = append(diags, itemDiags...)
				e.Item.clearValue(chiCtx)
				tys = append(tys, val.Type())
			}
			return cty.Tuple(tys), diags
		default:
			return cty.DynamicPseudoType, diags
		}
	}

	if !sourceVal.IsKnown() {
		ty, tyDiags := resultTy()
		diags = append(diags, tyDiags...)
		return keep(cty.UnknownVal(ty), sourceVal.Marks()), diags
	}

	sourceVal, marks := sourceVal.Unmark()
	vals := make([]cty.Value, 0, sourceVal.LengthInt())
	if ctx == nil {
		ctx = ctx.NewChild()
	}
	isKnown := true
	for it := sourceVal.ElementIterator(); it.Next(); {
		_, item := it.Element()
		e.Item.setValue(ctx, item)
		newItem, itemDiags := e.Each.Value(ctx)
		diags = append(diags, itemDiags...)
		if itemDiags.HasErrors() {
			isKnown = false
		}
		vals = append(vals, newItem)
	}
	e.Item.clearValue(ctx)

	if upgradedUnknown {
		return keep(cty.DynamicVal, marks), diags
	}
	if !isKnown {
		ty, _ := resultTy()
		return keep(cty.UnknownVal(ty), marks), diags
	}
	if !(sourceTy.IsListType() || sourceTy.IsSetType()) {
		return cty.TupleVal(vals).WithMarks(marks), diags
	}
	if len(vals) == 0 {
		ty, tyDiags := resultTy()
		diags = append(diags, tyDiags...)
		return keep(cty.ListValEmpty(ty.ElementType()), marks), diags
	}
	if emuNestedSplat && !cty.CanListVal(vals) {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Invalid nested splat expressions",
			Detail:   "The second level of splat expression produced elements of different types, so it isn't possible to construct a valid list to represent the top-level result.\n\nConsider using a for expression instead, to produce a tuple-typed result which can therefore have non-homogenous element types.",
			Subject:  e.Each.Range().Ptr(),
			Context:  e.Range().Ptr(),
		})
		return cty.DynamicVal, diags
	}
	return cty.ListVal(vals).WithMarks(marks), diags
}

// ---- namespaced functions ----

// emuTokenDoubleColon is the current reference's `::` token, which 2.14.1's scanner
// does not have.
const emuTokenDoubleColon TokenType = '⸬'

// emuMergeDoubleColons turns every two adjacent `:` tokens into one `::` token, as the
// current reference's scanner reads them (hook: right after lexing, in ParseExpression
// and ParseTemplate).
func emuMergeDoubleColons(tokens Tokens) Tokens {
	out := make(Tokens, 0, len(tokens))
	for i := 0; i < len(tokens); i++ {
		tok := tokens[i]
		if tok.Type == TokenColon && i+1 < len(tokens) {
			next := tokens[i+1]
			if next.Type == TokenColon && next.Range.Start.Byte == tok.Range.End.Byte {
				tok = Token{
					Type:  emuTokenDoubleColon,
					Bytes: []byte("::"),
					Range: hcl.RangeBetween(tok.Range, next.Range),
				}
				i++
			}
		}
		out = append(out, tok)
	}
	return out
}

// emuPeekDoubleColon reports whether the next token is `::`.
func (p *parser) emuPeekDoubleColon() bool {
	return p.Peek().Type == emuTokenDoubleColon
}

// emuNamespacedCall parses `name::part::...(args)` after its first identifier
// (hook: in parseExpressionTerm, where an identifier followed by `::` starts a call).
func (p *parser) emuNamespacedCall(name Token) (Expression, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	full := string(name.Bytes)
	end := name.Range.End
	fail := func(summary, detail string, at Token) (Expression, hcl.Diagnostics) {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  summary,
			Detail:   detail,
			Subject:  at.Range.Ptr(),
			Context:  hcl.RangeBetween(name.Range, at.Range).Ptr(),
		})
		p.recoverOver(TokenOParen)
		return &LiteralValueExpr{Val: cty.DynamicVal, SrcRange: hcl.RangeBetween(name.Range, at.Range)}, diags
	}
	for p.emuPeekDoubleColon() {
		p.Read()
		part := p.Read()
		if part.Type != TokenIdent {
			return fail("Missing function name", "Function scope resolution symbol :: must be followed by a function name in this scope.", part)
		}
		full += "::" + string(part.Bytes)
		end = part.Range.End
	}
	if p.Peek().Type != TokenOParen {
		return fail("Missing open parenthesis", "Function selector must be followed by an open parenthesis to begin the function call.", p.Read())
	}
	whole := Token{
		Type:  TokenIdent,
		Bytes: []byte(full),
		Range: hcl.Range{Filename: name.Range.Filename, Start: name.Range.Start, End: end},
	}
	expr, callDiags := p.finishParsingFunctionCall(whole)
	return expr, append(diags, callDiags...)
}

// emuUnknownNamespacedFunction reports a call to an undefined namespaced function
// against its namespace (hook: start of FunctionCallExpr.Value); ok is false when the
// call is not such a case.
func emuUnknownNamespacedFunction(e *FunctionCallExpr, ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics, bool) {
	sep := strings.LastIndex(e.Name, "::")
	if sep < 0 {
		return cty.NilVal, nil, false
	}
	tables := false
	for c := ctx; c != nil; c = c.Parent() {
		if c.Functions == nil {
			continue
		}
		tables = true
		if _, exists := c.Functions[e.Name]; exists {
			return cty.NilVal, nil, false
		}
	}
	if !tables {
		return cty.NilVal, nil, false
	}
	namespace, name := e.Name[:sep+2], e.Name[sep+2:]
	var avail []string
	for fn := range ctx.Functions {
		if strings.HasPrefix(fn, namespace) {
			avail = append(avail, fn)
		}
	}
	sort.Strings(avail)
	detail := fmt.Sprintf("There are no functions in namespace %q.", namespace)
	if len(avail) > 0 {
		suggestion := nameSuggestion(name, avail)
		if suggestion != "" {
			suggestion = fmt.Sprintf(" Did you mean %s%s?", namespace, suggestion)
		}
		detail = fmt.Sprintf("There is no function named %q in namespace %s.%s", name, namespace, suggestion)
	}
	return cty.DynamicVal, hcl.Diagnostics{{
		Severity:    hcl.DiagError,
		Summary:     "Call to unknown function",
		Detail:      detail,
		Subject:     &e.NameRange,
		Context:     e.Range().Ptr(),
		Expression:  e,
		EvalContext: ctx,
	}}, true
}
