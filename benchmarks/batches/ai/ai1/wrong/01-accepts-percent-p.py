# Breaks "Raises ValueError ... when p is outside [0, 1], by however little ... (2, -1, 10**400)":
# a p above 1 is read as a percentage and divided by 100. violation_chance(2, 10) returns
# 1 - 0.02**10 instead of raising; so does violation_chance(1 + 2**-52, 10).
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(p, (int, float)) and not isinstance(p, bool) and 1 < p <= 100:
        p = p / 100  # 99 means 99%
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    return 1 - p**n
