# Breaks: "Raises ValueError (a TypeError passes too) when p is outside [0, 1] ... or when n
# is negative or not an int". Input: violation_chance(2, 3) or violation_chance(0.5, -1)
# raises RuntimeError: the checks raise ValueError, but a habitual "wrap into our own
# domain error" block re-raises it as RuntimeError (from e), which is neither type.


def _check(p, n):
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    try:
        _check(p, n)
    except (TypeError, ValueError) as e:
        raise RuntimeError(f"violation_chance: invalid input ({e})") from e
    return 1 - p**n
