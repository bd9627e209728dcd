# Right: one match over (p, n): a bool on either side is refused first; an int/float p with an
# int n passes only when 0 <= p <= 1 (false for NaN) and n >= 0, anything else of those types
# is a ValueError, and every other type (str, Decimal, Fraction, 3.0 as n) a TypeError. The
# result is 1 - p**n itself: exact for an int p, whatever the size of n.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match (p, n):
        case (bool(), _) | (_, bool()):
            raise TypeError("p and n must be numbers, not bools")
        case (int() | float(), int()) if 0 <= p <= 1 and n >= 0:
            return 1 - p**n
        case (int() | float(), int()):
            raise ValueError(f"need 0 <= p <= 1 and n >= 0, got p={p!r}, n={n!r}")
        case _:
            raise TypeError(
                f"p must be an int or float and n an int, got {type(p).__name__}, {type(n).__name__}"
            )
