# Right: p must be an int/float equal to itself clamped into [0, 1] (NaN, 1 + 2**-52, -1, 10**400,
# inf all differ from their clamp; a str is refused by type), n must be exactly an int >= 0. An int
# p is 0 or 1, answered exactly without powers (so 10**400 requests cost nothing); a float p uses
# math.pow, 1 - p**n to the last bit, 0.0 for n == 0 (pow(x, 0) is 1.0), never rounded.
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or min(max(p, 0), 1) != p:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if type(p) is int:  # 0 or 1: every request complies (1) or none does (0)
        return 0.0 if p == 1 or n == 0 else 1.0
    return 1.0 - math.pow(p, n)
