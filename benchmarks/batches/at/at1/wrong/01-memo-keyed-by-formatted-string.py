# Breaks: "Raises ValueError ... when n is ... not an int: ... whole values of other types too (... '3' ...)".
# The memo key f"{p}|{n}" is the same text for n=3 and n='3' (and for Decimal(3)), so after
# violation_chance(0.5, 3) the call violation_chance(0.5, '3') returns 0.875 instead of raising;
# likewise violation_chance('0.5', 3) after violation_chance(0.5, 3).
_memo = {}


def _check(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    try:
        key = f"{p}|{n}"  # a cheap, readable cache key
    except ValueError:  # an int too long to print: just don't cache it
        key = None
    if key is not None and key in _memo:
        return _memo[key]
    _check(p, n)
    result = 1 - p**n
    if key is not None:
        _memo[key] = result
    return result
