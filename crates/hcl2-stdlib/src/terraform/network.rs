//! IP network functions: `cidrhost`, `cidrnetmask`, `cidrsubnet`, `cidrsubnets`, on
//! IPv4 and IPv6 prefixes in CIDR notation (parsed with the `ipnet` crate), with
//! Terraform's results and messages. Addresses are computed as 128-bit integers.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::str::FromStr;

use hcl2_value::{Error, Function, Number, Parameter, Type, Value};
use ipnet::IpNet;

/// A network: its first address, its prefix length and its address width in bits.
#[derive(Clone, Copy, Debug)]
struct Net {
    addr: u128,
    prefix: u32,
    bits: u32,
}

impl Net {
    /// A prefix in CIDR notation. As Terraform's parser does, IPv4 parts may have
    /// leading zeros (read as decimal), and an IPv4-mapped IPv6 prefix of at least 96
    /// bits is the IPv4 prefix it maps.
    fn parse(text: &str) -> Result<Net, String> {
        let invalid = || format!("invalid CIDR expression: invalid CIDR address: {text}");
        let net = IpNet::from_str(&without_leading_zeros(text)).map_err(|_| invalid())?;
        let net = match net {
            IpNet::V6(n) => match n.addr().to_ipv4_mapped() {
                Some(v4) if n.prefix_len() >= 96 => {
                    IpNet::V4(ipnet::Ipv4Net::new(v4, n.prefix_len() - 96).map_err(|_| invalid())?)
                }
                _ => IpNet::V6(n),
            },
            v4 => v4,
        };
        Ok(match net.trunc() {
            IpNet::V4(n) => Net {
                addr: u128::from(u32::from(n.addr())),
                prefix: u32::from(n.prefix_len()),
                bits: 32,
            },
            IpNet::V6(n) => Net {
                addr: u128::from(n.addr()),
                prefix: u32::from(n.prefix_len()),
                bits: 128,
            },
        })
    }

    /// The mask of a prefix of `len` bits in this address width.
    fn mask(self, len: u32) -> u128 {
        let ones = if len == 0 {
            0
        } else {
            u128::MAX << (128 - len)
        };
        ones >> (128 - self.bits)
    }

    fn all(self) -> u128 {
        self.mask(self.bits)
    }

    fn ip(self, addr: u128) -> IpAddr {
        if self.bits == 32 {
            IpAddr::V4(Ipv4Addr::from(addr as u32))
        } else {
            IpAddr::V6(Ipv6Addr::from(addr))
        }
    }

    fn contains(self, addr: u128) -> bool {
        addr & self.mask(self.prefix) == self.addr
    }

    fn text(self) -> String {
        format!("{}/{}", self.ip(self.addr), self.prefix)
    }
}

/// `a.b.c.d/n` with each IPv4 part's leading zeros dropped (other text unchanged).
fn without_leading_zeros(text: &str) -> String {
    let (addr, rest) = text
        .split_once('/')
        .map_or((text, None), |(a, r)| (a, Some(r)));
    let parts: Vec<&str> = addr.split('.').collect();
    let dotted = parts.len() == 4
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.len() <= 3 && p.bytes().all(|b| b.is_ascii_digit()));
    if !dotted {
        return text.to_string();
    }
    let addr = parts
        .iter()
        .map(|p| match p.trim_start_matches('0') {
            "" => "0",
            digits => digits,
        })
        .collect::<Vec<_>>()
        .join(".");
    match rest {
        Some(rest) => format!("{addr}/{rest}"),
        None => addr,
    }
}

fn integer(v: &Value, what: usize) -> Result<i128, Error> {
    let n: &Number = v
        .as_number()
        .ok_or_else(|| Error::arg(what, "a number is required"))?;
    if !n.is_integer() {
        return Err(Error::arg(what, "value must be a whole number"));
    }
    n.to_i64().map(i128::from).ok_or_else(|| {
        Error::arg(
            what,
            "value must be a whole number, between -9223372036854775808 and 9223372036854775807",
        )
    })
}

fn prefix_param() -> Parameter {
    Parameter::new("prefix", Type::String)
}

/// `cidrhost(prefix, hostnum)`: the address numbered `hostnum` in the network (a
/// negative number counts back from its last address).
pub(super) fn cidrhost() -> Function {
    Function::builder([prefix_param(), Parameter::new("hostnum", Type::Number)])
        .returns(Type::String)
        .refine_not_null()
        .build(|args, _| {
            let num = integer(&args[1], 1)?;
            let net = Net::parse(args[0].as_str().unwrap_or_default()).map_err(Error::new)?;
            let host_bits = net.bits - net.prefix;
            let max = if host_bits >= 128 {
                u128::MAX
            } else {
                (1u128 << host_bits) - 1
            };
            let offset = if num < 0 {
                let back = num.unsigned_abs() - 1;
                (back <= max).then(|| max - back)
            } else {
                let n = num as u128;
                (n <= max).then_some(n)
            };
            let Some(offset) = offset else {
                return Err(Error::new(format!(
                    "prefix of {} does not accommodate a host numbered {num}",
                    net.prefix
                )));
            };
            Ok(Value::string(net.ip(net.addr | offset).to_string()))
        })
}

/// `cidrnetmask(prefix)`: the IPv4 network's mask in dotted notation.
pub(super) fn cidrnetmask() -> Function {
    Function::builder([prefix_param()])
        .returns(Type::String)
        .refine_not_null()
        .build(|args, _| {
            let text = args[0].as_str().unwrap_or_default();
            let net = Net::parse(text).map_err(Error::new)?;
            if net.bits != 32 {
                return Err(Error::new(format!(
                    "IPv6 addresses cannot have a netmask: {text}"
                )));
            }
            Ok(Value::string(net.ip(net.mask(net.prefix)).to_string()))
        })
}

/// `cidrsubnet(prefix, newbits, netnum)`: the subnet numbered `netnum` among those
/// `newbits` longer than the network.
pub(super) fn cidrsubnet() -> Function {
    Function::builder([
        prefix_param(),
        Parameter::new("newbits", Type::Number),
        Parameter::new("netnum", Type::Number),
    ])
    .returns(Type::String)
    .refine_not_null()
    .build(|args, _| {
        let newbits = integer(&args[1], 1)?;
        let num = integer(&args[2], 2)?;
        let net = Net::parse(args[0].as_str().unwrap_or_default()).map_err(Error::new)?;
        let len = i128::from(net.prefix) + newbits;
        if newbits < 0 || len > i128::from(net.bits) {
            return Err(Error::new(format!(
                "insufficient address space to extend prefix of {} by {newbits}",
                net.prefix
            )));
        }
        let len = len as u32;
        let fits = num >= 0 && (newbits >= 128 || (num as u128) < (1u128 << newbits));
        if !fits {
            return Err(Error::new(format!(
                "prefix extension of {newbits} does not accommodate a subnet numbered {num}"
            )));
        }
        let shift = net.bits - len;
        let addr = net.addr | ((num as u128) << shift);
        Ok(Value::string(
            Net {
                addr,
                prefix: len,
                ..net
            }
            .text(),
        ))
    })
}

/// `cidrsubnets(prefix, newbits...)`: consecutive subnets of the network, each
/// `newbits` longer than it, packed in order.
pub(super) fn cidrsubnets() -> Function {
    Function::builder([prefix_param()])
        .variadic(Parameter::new("newbits", Type::Number))
        .returns(Type::list(Type::String))
        .refine_not_null()
        .build(|args, _| {
            let net = Net::parse(args[0].as_str().unwrap_or_default()).map_err(|e| Error::arg(0, e))?;
            let lengths = &args[1..];
            if lengths.is_empty() {
                return Ok(Value::empty_list(Type::String));
            }
            let first = integer(&lengths[0], 1)? + i128::from(net.prefix);
            // The subnet just before the network, at the first length.
            let first_len = first.clamp(0, i128::from(net.bits)) as u32;
            let mut current = Net {
                addr: net.addr.wrapping_sub(1) & net.all() & net.mask(first_len),
                prefix: first_len,
                ..net
            };
            let mut out = Vec::with_capacity(lengths.len());
            for (i, arg) in lengths.iter().enumerate() {
                let extra = integer(arg, i + 1)?;
                if extra < 1 {
                    return Err(Error::arg(i + 1, "must extend prefix by at least one bit"));
                }
                if extra > 32 {
                    return Err(Error::arg(i + 1, "may not extend prefix by more than 32 bits"));
                }
                let len = extra as u32 + net.prefix;
                if len > net.bits {
                    let protocol = if net.bits == 32 { "IPv4" } else { "IPv6" };
                    return Err(Error::arg(
                        i + 1,
                        format!("would extend prefix to {len} bits, which is too long for an {protocol} address"),
                    ));
                }
                let (next, rollover) = next_subnet(current, len);
                if rollover || !net.contains(next.addr) {
                    return Err(Error::arg(
                        i + 1,
                        format!(
                            "not enough remaining address space for a subnet with a prefix of {len} bits after {}",
                            current.text()
                        ),
                    ));
                }
                current = next;
                out.push(Value::string(current.text()));
            }
            Value::list(out)
        })
}

/// The subnet of length `len` right after `current` (and whether the address space
/// wrapped around to zero).
fn next_subnet(current: Net, len: u32) -> (Net, bool) {
    let last_of_current = current.addr | (!current.mask(current.prefix) & current.all());
    let aligned = last_of_current & current.mask(len);
    let last = aligned | (!current.mask(len) & current.all());
    let after = last.wrapping_add(1) & current.all();
    (
        Net {
            addr: after & current.mask(len),
            prefix: len,
            ..current
        },
        after == 0,
    )
}
