# Right: n must be numbers.Integral but not bool, and >= 0; p must be numbers.Real (so str, Decimal,
# complex raise TypeError, accepted) and pass an exact range test that also rejects NaN (p != p);
# int p stays int, so 1**(10**400) is exact; the result is 1 - p**n unrounded, 0 when n is 0.
import numbers


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, numbers.Integral):
        raise TypeError(f"n must be a whole number of requests, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must be 0 or more, got {n}")
    if isinstance(p, bool) or not isinstance(p, numbers.Real):
        raise TypeError(f"p must be a real number, got {type(p).__name__}")
    if p != p or p < 0 or p > 1:
        raise ValueError("p must be a probability in [0, 1]")
    everyone_complies = p**n
    return 1 - everyone_complies
