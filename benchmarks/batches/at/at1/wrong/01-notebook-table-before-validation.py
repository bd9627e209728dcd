# Breaks: "Raises ValueError ... when n is ... not an int: ... whole values of other types too (3.0, ...
# Decimal(3), Fraction(3, 1) ...)". The notebook's own points are served from a precomputed table
# before any check, and dict lookup matches by ==, so violation_chance(0.99, 10.0) (or Decimal(10),
# Fraction(100, 1) with p=0.99) returns 0.0956... instead of raising.
_NOTEBOOK_POINTS = {(0.99, n): 1 - 0.99**n for n in (10, 100, 1_000, 10_000)}


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    known = _NOTEBOOK_POINTS.get((p, n))  # the curve the notebook draws: no need to recompute
    if known is not None:
        return known
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return 1 - p**n
