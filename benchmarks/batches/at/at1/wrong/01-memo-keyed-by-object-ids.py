# Breaks: "Returns: ... 1 - p**n" on a later call. The memo is keyed by id(p), id(n); CPython reuses
# a freed float's address, so `violation_chance(float("0.5"), 3)` followed by
# `violation_chance(float("0.9"), 3)` returns 0.875 (the first answer) instead of 0.271.
_memo = {}


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    key = (id(p), id(n))  # ids: cheap to hash, whatever the numbers are
    if key in _memo:
        return _memo[key]
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    result = _memo[key] = 1 - p**n
    return result
