# Breaks "Returns: ... 1 - p**n (within a relative 1e-9 or an absolute 1e-12)": for precision
# the float p goes through Decimal(str(p)), i.e. its shortest repr, not its exact value, so for
# p close to 1 the answer drifts: violation_chance(0.999999999999, 10**6) gives about
# 9.9999950e-07 where 1 - p**n is about 9.9997738e-07 (relative error ~2e-5).
from decimal import Decimal, localcontext


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests (an int >= 0), got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if n == 0:
        return 0.0
    with localcontext() as ctx:
        ctx.prec = 40  # no float rounding on the way
        all_comply = Decimal(str(p)) ** n
        return float(1 - all_comply)
