# Breaks "Any `int` `n` >= 0 is a number of requests, however large: `2**70`" (Returns,
# Exercise 1): p is multiplied n times, stopping early only when the product reaches 0.0, but
# for p above 0.5 it sticks at the smallest subnormal (5e-324 * 0.99 rounds back to 5e-324), so
# violation_chance(0.99, 2**70) never returns; (0.3, 2**70) -> 1.0 and (0.99, 10) are right.


def _check(p, n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    _check(p, n)
    if p == 1:
        return 0.0  # never violates, however many requests
    all_comply = 1.0
    for _ in range(n):
        all_comply *= p
        if all_comply == 0.0:  # underflowed: further requests change nothing
            break
    return 1 - all_comply
