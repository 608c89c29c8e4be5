package main

// The gzip mode: Terraform's base64gzip, whose bytes come from Go's compress/gzip at
// the default level. Terraform is not linked here; its function body is one Write,
// one Flush and one Close on gzip.NewWriter, and that is what this mode does.
//
//	gzip
//	    Each request line is a JSON object {"str": ...}. The record is
//	    {"b64": standard base64 of the gzip stream}.

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
)

type gzipRequest struct {
	Str string `json:"str"`
}

func setupGzip(fs *flag.FlagSet) func() handler {
	return func() handler {
		return func(line string) interface{} {
			var req gzipRequest
			if err := json.Unmarshal([]byte(line), &req); err != nil {
				return errorRecord{File: line, Error: fmt.Sprintf("bad request: %v", err)}
			}
			var b bytes.Buffer
			gz := gzip.NewWriter(&b)
			if _, err := gz.Write([]byte(req.Str)); err != nil {
				return map[string]string{"error": err.Error()}
			}
			if err := gz.Flush(); err != nil {
				return map[string]string{"error": err.Error()}
			}
			if err := gz.Close(); err != nil {
				return map[string]string{"error": err.Error()}
			}
			return map[string]string{"b64": base64.StdEncoding.EncodeToString(b.Bytes())}
		}
	}
}
