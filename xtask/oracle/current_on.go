//go:build current

package main

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// setCurrent selects behaviours of the current reference to emulate for the next
// request (see current/emulate.go, added to the library by the build overlay).
func setCurrent(names []string) error {
	return hclsyntax.SetCurrentBehaviours(names)
}

// recordSuggestions starts collecting the names each "Did you mean" could have offered.
func recordSuggestions() {
	hcl.SuggestionCandidates = map[string][]string{}
}

// recordedSuggestions returns what was collected since recordSuggestions, and stops.
func recordedSuggestions() map[string][]string {
	got := hcl.SuggestionCandidates
	hcl.SuggestionCandidates = nil
	return got
}
