# Breaks: "Raises ValueError ... when p is outside [0, 1], by however little ... and whatever
# its type" (a Decimal outside [0, 1] is graded). The range test is "p // 1 == 0 or p == 1";
# Decimal's // truncates toward zero, so violation_chance(Decimal('-0.5'), 2) returns a
# value (Decimal('0.75')) instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a non-negative int, got {n!r}")
    # the integer part of a probability is 0, except for certainty itself
    if not (p // 1 == 0 or p == 1):
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n
