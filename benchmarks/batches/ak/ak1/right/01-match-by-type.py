# RIGHT. A match on the types the text grades: n is a non-bool int >= 0, or ValueError; an int p
# must be 0 or 1 and is answered exactly (any n, 10**400 included, 0**0 == 1 gives 0); a float
# p must pass 0.0 <= p <= 1.0 (NaN and ±inf fail); every other type raises TypeError. The result
# is 1 - p**n, an int for int p, a float otherwise.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    match n:
        case bool():
            raise ValueError(f"n must be a number of requests, not a bool ({n!r})")
        case int() if n >= 0:
            pass
        case _:
            raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    match p:
        case bool():
            raise TypeError("p must be a number, not a bool")
        case int():
            if p not in (0, 1):
                raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
            return 0 if p == 1 or n == 0 else 1
        case float():
            if not 0.0 <= p <= 1.0:
                raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
            return 1.0 - p**n
        case _:
            raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
