a = <<END
%{for m in[%{]~}
END
