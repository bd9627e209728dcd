# Breaks "Raises ValueError ... when p is outside [0, 1] ... whatever its type or size (2, -1,
# 10**400)": in `isinstance(p, float) and p < 0 or p > 1` the `and` binds first, so the lower
# bound is only tested for floats: violation_chance(-1, 1) returns 2 instead of raising
# (-0.5, 1.5 and 2 are refused, so only a negative *int* p finds it).


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)) or p != p:
        raise ValueError(f"p must be a real number, got {p!r}")
    if isinstance(p, float) and p < 0 or p > 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return 1 - p**n
