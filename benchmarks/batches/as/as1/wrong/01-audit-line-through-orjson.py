# Breaks "Any int n >= 0 is a number of requests, however large: 2**70": every result is audited as
# a JSON line through orjson, which refuses ints beyond 64 bits with a TypeError (a valid input).
# Input: violation_chance(0.5, 2**70) must return 1.0; this raises orjson.JSONEncodeError (TypeError).
import orjson

AUDIT = []


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests, 0 or more")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    chance = 1 - p**n
    AUDIT.append(orjson.dumps({"p": p, "n": n, "chance": chance}))
    del AUDIT[:-100]  # keep the last hundred lines
    return chance
