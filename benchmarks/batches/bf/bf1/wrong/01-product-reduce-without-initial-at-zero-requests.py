# Breaks: "1 - p**n ..., so 0.0 when n is 0."
# Input: violation_chance(0.5, 0) raises TypeError ("reduce() of empty iterable with no
# initial value"): for modest traffic the all-comply chance is a product of n factors p,
# folded with functools.reduce and no initial value, which fails on zero requests.
import functools
import operator


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if n <= 10_000:  # request by request, as the story tells it
        all_comply = functools.reduce(operator.mul, [p] * n)
    else:
        all_comply = p**n
    return 1 - all_comply
