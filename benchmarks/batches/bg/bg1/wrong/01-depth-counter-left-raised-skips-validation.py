# Breaks: "Raises ValueError ... when p is outside [0, 1]" on a later call. A module-level depth
# counter lets nested (recursive, huge-n) calls skip validation; a raise in the outer call skips
# the decrement, so every later call looks nested. Input: violation_chance(0.5, -1) raises, then
# violation_chance(2, 1) returns -1 instead of raising.
_depth = 0
_SPLIT = 10**300  # above this, halve n so no intermediate grows huge


def _check(p, n):
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    global _depth
    _depth += 1
    if _depth == 1:  # only the outermost call validates; nested calls reuse its p and n
        _check(p, n)
    if n > _SPLIT:
        half, rest = divmod(n, 2)
        all_comply = (1 - violation_chance(p, half)) ** 2 * p**rest
        result = 1 - all_comply
    else:
        result = 1 - p**n
    _depth -= 1
    return result
