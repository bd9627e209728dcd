# Breaks "Returns: a float ... 1 - p**n" for valid input after bad input: three rejected calls
# in a row open a circuit breaker for 30 s, during which every call raises RuntimeError.
# violation_chance(2, 1), violation_chance(-1, 1), violation_chance(0.5, 2.5), then
# violation_chance(0.99, 10) raises RuntimeError instead of returning ~0.0956.
import time

_BREAKER = {"failures": 0, "open_until": 0.0}
_THRESHOLD, _COOL_DOWN_S = 3, 30.0


def _validate(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise TypeError(f"p must be an int or float, got {type(p).__name__}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int:
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError(f"n must not be negative, got {n}")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if time.monotonic() < _BREAKER["open_until"]:
        raise RuntimeError("violation_chance: too many bad calls, circuit open; retry later")
    try:
        _validate(p, n)
    except (TypeError, ValueError):
        _BREAKER["failures"] += 1
        if _BREAKER["failures"] >= _THRESHOLD:
            _BREAKER["open_until"] = time.monotonic() + _COOL_DOWN_S
            _BREAKER["failures"] = 0
        raise
    _BREAKER["failures"] = 0
    return 1 - p**n
