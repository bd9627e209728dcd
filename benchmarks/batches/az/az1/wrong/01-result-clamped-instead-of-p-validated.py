# Breaks: "Raises ValueError ... when p is outside [0, 1]". The learner validates n,
# then "sanitises" the output into [0, 1] instead of checking p:
# violation_chance(2, 2) returns 0.0 (1 - 4 clamped), violation_chance(-1, 3) returns 1.0.
# A result-range check would raise on (2, 2); this one never does.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError("n must be a whole, non-negative number of requests")
    if type(p) not in (int, float) or p != p:
        raise ValueError("p must be a number")
    chance = 1 - p**n
    return max(0.0, min(1.0, chance))  # a probability cannot leave [0, 1]
