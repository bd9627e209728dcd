# Breaks: "Raises ValueError ... when p is outside [0, 1], by however little": the two bound
# checks are lambdas built in a loop at module level, so both read the loop's last values
# (operator.le, 1) and the lower bound is never tested: violation_chance(-0.5, 2) returns
# 0.75 instead of raising.
import operator

_BOUND_CHECKS = []
for _limit, _compare in ((0, operator.ge), (1, operator.le)):
    _BOUND_CHECKS.append(lambda p: _compare(p, _limit))


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if p != p or not all(check(p) for check in _BOUND_CHECKS):
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
