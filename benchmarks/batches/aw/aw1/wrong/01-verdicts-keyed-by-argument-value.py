# Breaks: "Raises ValueError ... when n is negative or not an int: ... True, ... 1.0-like
# whole values of other types": the verdicts are kept in a dict keyed by the argument's
# value, so when n == p (1 == True, 0.5 == 0.5) p's verdict overwrites n's:
# violation_chance(1, True) returns 0 and violation_chance(0.5, 0.5) returns 0.29...
def _is_probability(p):
    return type(p) in (int, float) and p == p and 0 <= p <= 1


def _is_request_count(n):
    return type(n) is int and n >= 0


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    verdicts = {n: _is_request_count(n), p: _is_probability(p)}
    refused = [value for value, ok in verdicts.items() if not ok]
    if refused:
        raise ValueError(f"not a valid argument: {refused!r}")
    return 1 - p**n
