# Breaks "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... or when n is negative
# or not an int": when both arguments are wrong at once this answer reports every problem in a Python
# 3.11 ExceptionGroup, so violation_chance(2, -1) (or violation_chance("x", 2.5)) raises ExceptionGroup,
# which is neither a ValueError nor a TypeError. One bad argument alone still raises a plain ValueError.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    problems = []
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        problems.append(TypeError(f"p must be an int or a float, got {type(p).__name__}"))
    elif not 0 <= p <= 1:
        problems.append(ValueError(f"p must be a probability in [0, 1], got {p!r}"))
    if isinstance(n, bool) or not isinstance(n, int):
        problems.append(TypeError(f"n must be a whole number of requests, got {n!r}"))
    elif n < 0:
        problems.append(ValueError(f"n must not be negative, got {n}"))
    if len(problems) == 1:
        raise problems[0]
    if problems:
        raise ExceptionGroup("violation_chance got bad arguments", problems)
    return 1 - p**n
