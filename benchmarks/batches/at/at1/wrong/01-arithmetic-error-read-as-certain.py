# Breaks: "Raises ValueError ... when p is ... NaN (Decimal('NaN') may raise decimal.InvalidOperation)".
# An ArithmeticError guard meant for an overflowing power also catches the InvalidOperation that
# comparing Decimal('NaN') raises, so violation_chance(Decimal('NaN'), 3) returns 1.0 instead of raising.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if isinstance(p, (str, bytes)):
        raise ValueError(f"p must be a number, got {p!r}")
    try:
        if not 0 <= p <= 1:
            raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
        return 1 - p**n
    except ArithmeticError:
        # the power over/underflowed: with that much traffic a violation is certain
        return 1.0
