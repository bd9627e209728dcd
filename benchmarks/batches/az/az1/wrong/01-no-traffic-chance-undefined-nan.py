# Breaks: "1 - p**n ..., neither rounded nor a percentage, so 0.0 when n is 0".
# With no requests the learner calls the chance undefined and returns NaN:
# violation_chance(0.99, 0) returns nan instead of 0.0 (and so does (1, 0)).
import math


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(p) not in (int, float) or math.isnan(p) or not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    if type(n) is not int or n < 0:
        raise ValueError("n must be a whole number of requests")
    if n == 0:
        return math.nan  # no traffic: no chance to speak of
    return 1 - p**n
