//go:build current

package main

import "github.com/hashicorp/hcl/v2/hclsyntax"

// setCurrent selects behaviours of the current reference to emulate for the next
// request (see current/emulate.go, added to the library by the build overlay).
func setCurrent(names []string) error {
	return hclsyntax.SetCurrentBehaviours(names)
}
