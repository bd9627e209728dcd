# Breaks: "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... whatever its
# type": `continue` in the loop's `finally` throws away the TypeError of the type checks (only
# ValueErrors are collected): violation_chance(Fraction(3, 2), 2) returns Fraction(-5, 4),
# violation_chance(Decimal('1.5'), 2) Decimal('-1.25'), violation_chance(0.5, 2.5) 0.82...
def _check_p(p):
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if p != p or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")


def _check_n(n):
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    problems = []
    for check, value in ((_check_p, p), (_check_n, n)):
        try:
            check(value)
        except ValueError as error:
            problems.append(error)
        finally:
            continue  # run every check, then report what was wrong
    if problems:
        raise problems[0]
    return 1 - p**n
