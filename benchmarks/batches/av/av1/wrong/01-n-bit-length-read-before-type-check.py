# Breaks: "Raises ValueError (a TypeError passes too) ... when n is ... not an int: 2.5, NaN,
# ±inf ... Decimal(3), Fraction(3, 1), '3'". The huge-n fast path reads n.bit_length() before
# n's type is checked, so violation_chance(0.5, 2.5) raises AttributeError ('float' object has
# no attribute 'bit_length'), as do '3', Decimal(3), Fraction(3, 1), NaN and inf.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    # Beyond 2**1023 requests a float p**n can only be 0.0 or 1.0: skip the power (and the
    # float(n) it would need).
    if n.bit_length() > 1023 and isinstance(p, float) and n > 0:
        return 0.0 if p == 1 else 1.0
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
