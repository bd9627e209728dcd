# Breaks "Raises ValueError (a TypeError passes too) when p is ... a string": p is checked
# exactly through p.as_integer_ratio(), which a str lacks, so violation_chance("0.5", 3)
# raises AttributeError (and an infinite p raises OverflowError, allowed only for n).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    # exact bounds, no float rounding at the edges (1 + 2**-52 must be refused)
    numerator, denominator = p.as_integer_ratio()
    if not 0 <= numerator <= denominator:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return 1 - p ** n
