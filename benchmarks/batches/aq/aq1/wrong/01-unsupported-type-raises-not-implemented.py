# Breaks "Raises ValueError (a TypeError passes too) when p is ... a string, or when n is ... not an int:
# 2.5, ... 3.0, Decimal(3), Fraction(3, 1), '3'": types it does not handle raise NotImplementedError
# (a RuntimeError), so violation_chance('0.5', 3), violation_chance(0.5, 3.0) and
# violation_chance(0.5, '3') raise the wrong exception. (Transfer of impossible-raises-not-implemented.)


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or type(n) is not int:
        raise NotImplementedError(
            f"violation_chance supports int/float p and int n, got {type(p).__name__}, {type(n).__name__}"
        )
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")
    return 1 - p**n
