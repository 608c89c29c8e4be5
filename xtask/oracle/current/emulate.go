// This file is added to the reference library's hclsyntax package when xtask builds the
// oracle-current variant (go build -tags current -overlay ...; see
// xtask/src/differential/expressions/known.rs, which lists every emulated behaviour and
// the hooks inserted into the library's own files). Each behaviour is one documented
// change of the current reference (newer than the installed hcl 2.14.1) that hcl2
// follows deliberately. All are off unless a request names them, so that each known
// difference is checked on its own.

package hclsyntax

import "fmt"

// currentBehaviours are the names known to this file, each with its switch.
var currentBehaviours = map[string]*bool{}

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
