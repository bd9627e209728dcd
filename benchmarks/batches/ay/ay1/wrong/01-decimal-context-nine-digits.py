# Breaks: "1 - p**n (within a relative 1e-9 or an absolute 1e-12), neither rounded ...".
# p**n is computed in a decimal context of 9 significant digits, so the complement is
# rounded: violation_chance(0.99999, 2) returns 2e-05 instead of 1.99999e-05 (5e-6 relative
# off), and violation_chance(1 - 1e-10, 1) returns 0.0 instead of ~1e-10.
import math
from decimal import Decimal, localcontext


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {p!r}")
    if isinstance(p, float) and math.isnan(p):
        raise ValueError("p is NaN")
    if not 0 <= p <= 1:
        raise ValueError(f"p must lie in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a non-negative int, got {n!r}")
    if type(p) is int:
        return 1 - p**n  # 0 or 1 to any power: exact
    # Decimal copes with any n; nine significant digits are plenty for a probability
    with localcontext() as ctx:
        ctx.prec = 9
        all_comply = Decimal(p) ** n
    return float(1 - all_comply)
