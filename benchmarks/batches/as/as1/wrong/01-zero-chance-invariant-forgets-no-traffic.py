# Breaks "so 0.0 when n is 0": an "impossible" branch raises when the chance is 0 although p < 1,
# forgetting that no requests means no violation whatever p is.
# Input: violation_chance(0.5, 0) must return 0.0; this raises RuntimeError.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if n.__class__ is bool or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests, 0 or more")
    if p.__class__ not in (int, float) or not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    chance = 1 - p**n
    if chance == 0 and p != 1:
        raise RuntimeError("impossible: imperfect compliance and yet no risk at all")
    return chance
