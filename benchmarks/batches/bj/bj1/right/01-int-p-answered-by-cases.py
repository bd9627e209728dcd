# Right: types are checked by exact type (int or float for p, int for n), so bool, Decimal,
# Fraction, str and None are refused; NaN fails p == p, anything outside [0, 1] fails the range.
# An int p can only be 0 or 1, answered without a power (0 violations at p = 1 or n = 0,
# certain ones otherwise); a float p gets 1 - pow(p, n), unrounded.
def violation_chance(p, n):
    if type(p) not in (int, float) or p != p or p < 0 or p > 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if type(p) is int:
        return 0 if p == 1 or n == 0 else 1
    return 1.0 - pow(p, n)
