//go:build !current

package main

import "fmt"

// setCurrent selects behaviours of the current reference to emulate for the next
// request. This build is the plain reference and emulates none.
func setCurrent(names []string) error {
	if len(names) > 0 {
		return fmt.Errorf("this oracle emulates no current-reference behaviour (asked for %v); use the oracle-current build", names)
	}
	return nil
}

// recordSuggestions does nothing in the plain build.
func recordSuggestions() {}

// recordedSuggestions is always empty in the plain build.
func recordedSuggestions() map[string][]string { return nil }
