# Breaks "Raises ValueError ... when p is outside [0, 1]" once the process has made 200 calls:
# after 200 valid calls, violation_chance(2, 1) returns -1 instead of raising (the learner
# "validates while warming up, then trusts the callers for speed"). The first 200 calls,
# the ones a short test sees, all validate.
_calls = 0
_WARMUP = 200


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    global _calls
    _calls += 1
    if _calls <= _WARMUP:
        if type(n) is not int or n < 0:
            raise ValueError(f"n must be a whole number of requests, got {n!r}")
        if type(p) not in (int, float) or not 0 <= p <= 1:
            raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n
