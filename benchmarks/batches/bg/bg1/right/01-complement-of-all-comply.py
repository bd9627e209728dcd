# Right: n must be exactly an int (type(n) is int refuses bool, 3.0, Decimal, Fraction, '3') and
# not negative; p is refused unless it is an int or float with p == p (not NaN) and 0 <= p <= 1
# written as two separate tests. The chance that all n comply is pow(p, n) (exact for int p,
# however large n), and the answer is its complement, unrounded: 0 when n == 0 (pow(p, 0) == 1).
import operator


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or operator.lt(n, 0):
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if type(p) not in (int, float) or p != p:
        raise ValueError(f"p must be a real probability, got {p!r}")
    if p < 0 or p > 1:
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    all_comply = pow(p, n)
    return operator.sub(1, all_comply)
