# Breaks: "Raises ValueError ... when n is ... not an int: ... whole values of other types too
# (Decimal(3), Fraction(3, 1), '3')". n is accepted when str(int(n)) == str(n), which holds for
# those three. Input: violation_chance(0.5, '3'), violation_chance(0.5, Decimal(3)) and
# violation_chance(0.5, Fraction(3, 1)) all return 0.875 instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, str) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    try:
        whole = int(n)
    except (TypeError, ValueError, OverflowError) as exc:
        raise ValueError(f"n must be a whole number of requests, got {n!r}") from exc
    if str(whole) != str(n) or whole < 0:  # 3.0, True and -1 all print differently
        raise ValueError(f"n must be a whole, non-negative number of requests, got {n!r}")
    return 1 - p**whole
