# Breaks "p is an int or float (0 and 1 included)": any float in [0, 1] is a probability, but a
# "numerical hygiene" guard refuses subnormal floats as if they were corrupted input.
# Input: violation_chance(5e-324, 1) must return 1 - 5e-324 == 1.0; this raises ValueError.
import sys


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if type(p) not in (int, float):
        raise ValueError(f"p must be an int or a float, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    if 0 < p < sys.float_info.min:
        raise ValueError("p is subnormal: its precision is lost, refusing to compute")
    return 1 - p**n
