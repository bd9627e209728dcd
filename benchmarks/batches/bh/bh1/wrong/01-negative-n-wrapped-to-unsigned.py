# Breaks: "Raises ValueError ... when n is negative".
# Input: violation_chance(0.5, -1) returns 1.0 (n wrapped to 2**64 - 1, C-style unsigned
# counter) instead of raising; happy-path n (0..2**63) is unchanged by the wrap.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 2**64:
        n %= 2**64  # request counters are unsigned 64-bit, as in the metrics store
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError("p must be a number")
    if not 0 <= p <= 1:
        raise ValueError("p must lie in [0, 1]")
    return 1 - p**n
