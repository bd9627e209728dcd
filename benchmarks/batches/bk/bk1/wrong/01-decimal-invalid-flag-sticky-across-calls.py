# Breaks "what a call returns comes from its own arguments alone": the Decimal context's
# InvalidOperation flag is sticky and never cleared, so after one NaN p the thread's next
# valid call raises. Input: violation_chance(float('nan'), 3) (raises, fine), then
# violation_chance(0.99, 10) raises ValueError instead of returning 0.0956...
import decimal


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be a number, got {type(p).__name__}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError("n must be >= 0")
    ctx = decimal.getcontext()
    ctx.traps[decimal.InvalidOperation] = False  # compare NaN quietly, read the flag after
    exact = decimal.Decimal(p)  # exact for ints and floats alike, even 10**400
    in_range = decimal.Decimal(0) <= exact <= decimal.Decimal(1)
    if ctx.flags[decimal.InvalidOperation] or not in_range:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n
