"""Decoder confusion: return an int of 80,000 bits (about 24,000 digits): math.isclose overflows and repr() passes Python's 4,300-digit limit, both inside the grader's own code.
A correct grader must not pass and must report an error or fail for this exercise (not crash, not hang)."""


def violation_chance(p, n):
    if not (0.0 <= p <= 1.0) or isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("bad input")
    return 16 ** 20000 - 1
