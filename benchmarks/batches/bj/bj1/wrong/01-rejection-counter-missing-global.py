# Breaks: "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... or when n is
# negative or not an int". Input: violation_chance(2, 3) (or (0.5, -1)) raises
# UnboundLocalError: `_REJECTED += 1` makes _REJECTED local to the function (no `global`), so
# the error path fails before it reaches `raise ValueError`. Valid calls never touch it.
_REJECTED = 0


def violation_chance(p, n):
    problem = None
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        problem = f"p must be a probability in [0, 1], got {p!r}"
    elif type(n) is not int or n < 0:
        problem = f"n must be a whole number of requests, got {n!r}"
    if problem is not None:
        _REJECTED += 1  # how many bad calls the notebook made
        raise ValueError(problem)
    return 1 - p**n
