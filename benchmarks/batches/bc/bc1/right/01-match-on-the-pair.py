# Right: one `match` on (p, n). bool in either place is refused first (TypeError passes); then p
# must be an int or float with 0 <= p <= 1 (False for NaN, inf, 1 + 2**-52, 10**400, -1) and n an
# int >= 0 (so 2.5, NaN, inf, 3.0, Decimal, Fraction, '3', '' fall to ValueError); the result is
# 1 - p**n itself: exact 0 for 1**(10**400), a float 0.0 for n == 0 with a float p, never rounded.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match p, n:
        case (bool(), _) | (_, bool()):
            raise TypeError("p and n are numbers, not flags")
        case (int() | float(), int()) if 0 <= p <= 1 and n >= 0:
            return 1 - p**n
        case _:
            raise ValueError(f"need 0 <= p <= 1 and a whole n >= 0, got p={p!r}, n={n!r}")
