# Breaks: "Raises ValueError ... when p is outside [0, 1]" on a repeated input. Bad inputs are
# remembered with their exception so they are not re-checked, but the repeat returns the exception
# object instead of raising it: the second violation_chance(2, 3) returns ValueError(...), not a raise.
_seen = {}


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    key = (type(p), p, type(n), n)
    if key in _seen:
        return _seen[key]
    try:
        if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    except ValueError as error:
        _seen[key] = error  # remember bad inputs too: no need to check them twice
        raise
    result = _seen[key] = 1 - p**n
    return result
