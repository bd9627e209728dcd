# Breaks "Any int n >= 0 ... however large: 2**70, and 10**400 with an int p": a module metric
# keeps the mean traffic per call, and int/int true division overflows, so violation_chance(1, 10**400)
# raises OverflowError (allowed only for an infinite n or a huge int p) instead of returning 0.
_metrics = {"calls": 0, "requests": 0, "mean_requests": 0.0}


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    _metrics["calls"] += 1
    _metrics["requests"] += n
    _metrics["mean_requests"] = _metrics["requests"] / _metrics["calls"]
    return 1 - p**n
